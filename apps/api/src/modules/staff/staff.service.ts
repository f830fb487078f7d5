import { ACCOUNT_MESSAGES, type staffCreate, type staffUpdate } from '@clubspace/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { Executor } from '../../db/client.ts';
import { offices, staff, staffOffices, users } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { endUserSessions, findUserByEmail } from '../auth/auth.repo.ts';
import { freeSlug } from '../../lib/sql.ts';
import { sendInvitation } from '../members/members.service.ts';
import { findStaff, toStaffItems } from './staff.repo.ts';
import { writeTransaction } from '../../db/transaction.ts';

/** GUIDE §7: a staff member can only be granted codes its operator has; anything else is a 400 on web_sections. */
export function checkSections(ctx: StaffContext, codes: string[] | undefined) {
  if (!codes) return undefined;
  const owned = new Set(ctx.client.webSections);
  const bad = codes.filter((c) => !owned.has(c));
  if (bad.length) throw badRequest({ web_sections: `${ACCOUNT_MESSAGES.sectionsNotOwned} (${bad.join(', ')})` });
  return [...new Set(codes)];
}

/** 'all', or office slugs of the operator turned into ids (unknown slugs are a 400 on offices). */
async function resolveOffices(app: App, ctx: StaffContext, choice: 'all' | string[] | undefined) {
  if (choice === undefined) return undefined;
  if (choice === 'all') return { all: true, ids: [] as number[] };
  const slugs = [...new Set(choice)];
  const rows = slugs.length
    ? await app.db
        .select({ id: offices.id, slug: offices.slug })
        .from(offices)
        .where(and(eq(offices.clientId, ctx.client.id), inArray(offices.slug, slugs)))
    : [];
  if (rows.length !== slugs.length) throw badRequest({ offices: ACCOUNT_MESSAGES.officeUnknown });
  return { all: false, ids: rows.map((r) => r.id) };
}

async function writeOffices(tx: Executor, clientId: number, staffId: number, scope: { all: boolean; ids: number[] }) {
  await tx.delete(staffOffices).where(eq(staffOffices.staffId, staffId));
  if (!scope.all && scope.ids.length) await tx.insert(staffOffices).values(scope.ids.map((officeId) => ({ clientId, staffId, officeId })));
}

export async function staffDetail(app: App, ctx: StaffContext, slug: string) {
  const row = await findStaff(app.db, ctx.client.id, slug);
  if (!row) throw notFound('Staff not found');
  return (await toStaffItems(app.db, ctx.client.id, ctx.client.webSections, [row]))[0];
}

/**
 * A new staff job. An e-mail already working here is a 409; a user of another operator gets a job here; a new user
 * is created without a password (not validated) and receives the invitation link.
 */
export async function createStaff(app: App, ctx: StaffContext, body: z.output<typeof staffCreate>) {
  const sections = checkSections(ctx, body.web_sections) ?? [];
  const scope = (await resolveOffices(app, ctx, body.offices)) ?? { all: true, ids: [] };
  const existing = await findUserByEmail(app.db, body.email);
  if (existing) {
    const [job] = await app.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.clientId, ctx.client.id), eq(staff.userId, existing.id)))
      .limit(1);
    if (job) throw conflict(ACCOUNT_MESSAGES.staffExists, 'staff_exists', { email: ACCOUNT_MESSAGES.staffExists });
  }
  const slug = await freeSlug(app.db, staff, ctx.client.id, `${body.first_name} ${body.last_name}`);
  const user = await writeTransaction(app.db, async (tx) => {
    const u =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            phone: body.phone || null,
            activeClientId: ctx.client.id,
          })
          .returning()
      )[0];
    const [job] = await tx
      .insert(staff)
      .values({
        clientId: ctx.client.id,
        slug,
        userId: u.id,
        role: body.role,
        jobTitle: body.job_title || null,
        allOffices: scope.all,
        webSections: sections,
      })
      .returning({ id: staff.id });
    await writeOffices(tx, ctx.client.id, job.id, scope);
    return u;
  });
  if (!existing) await sendInvitation(app, ctx, user);
  return staffDetail(app, ctx, slug);
}

/** Updates a staff job and its user; nobody can lock themself out, and only an owner makes owners. */
export async function updateStaff(app: App, ctx: StaffContext, slug: string, body: z.output<typeof staffUpdate>) {
  const target = await findStaff(app.db, ctx.client.id, slug);
  if (!target) throw notFound('Staff not found');
  const sections = checkSections(ctx, body.web_sections);
  const scope = await resolveOffices(app, ctx, body.offices);
  const self = target.id === ctx.staff.id;
  if (self && sections && !sections.includes('account'))
    throw conflict(ACCOUNT_MESSAGES.selfAccount, 'self_lockout', { web_sections: ACCOUNT_MESSAGES.selfAccount });
  if (self && body.status === 'inactive') throw conflict(ACCOUNT_MESSAGES.selfInactive, 'self_lockout', { status: ACCOUNT_MESSAGES.selfInactive });
  const touchesOwner = (body.role === 'club_owner') !== (target.role === 'club_owner');
  if (touchesOwner && ctx.staff.role !== 'club_owner') throw new HttpError(403, ACCOUNT_MESSAGES.ownerOnly);
  const [user] = await app.db.select({ id: staff.userId }).from(staff).where(eq(staff.id, target.id));
  if (body.email.toLowerCase() !== target.email.toLowerCase()) {
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${body.email})`, ne(users.id, user.id)))
      .limit(1);
    if (taken) throw conflict(ACCOUNT_MESSAGES.emailTaken, 'email_taken', { email: ACCOUNT_MESSAGES.emailTaken });
  }
  await writeTransaction(app.db, async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone === undefined ? undefined : body.phone || null,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(staff)
      .set({
        role: body.role,
        status: body.status,
        jobTitle: body.job_title === undefined ? undefined : body.job_title || null,
        webSections: sections,
        allOffices: scope?.all,
      })
      .where(eq(staff.id, target.id));
    if (scope) await writeOffices(tx, ctx.client.id, target.id, scope);
  });
  // Deactivation ends the user's sessions at once: refresh refused, access refused on every route (issue 13 §4).
  if (body.status === 'inactive' && target.status !== 'inactive') await endUserSessions(app.db, user.id);
  return staffDetail(app, ctx, slug);
}

/**
 * Removes a staff job (the user stays: they may work for other operators or be a member) and ends the user's
 * sessions. Nobody removes themself, and only an owner removes an owner.
 */
export async function removeStaff(app: App, ctx: StaffContext, slug: string) {
  const target = await findStaff(app.db, ctx.client.id, slug);
  if (!target) throw notFound('Staff not found');
  if (target.id === ctx.staff.id) throw conflict(ACCOUNT_MESSAGES.selfRemove, 'self_lockout');
  if (target.role === 'club_owner' && ctx.staff.role !== 'club_owner') throw new HttpError(403, ACCOUNT_MESSAGES.ownerRemoveOnly);
  const [job] = await app.db.select({ userId: staff.userId }).from(staff).where(eq(staff.id, target.id));
  await app.db.delete(staff).where(and(eq(staff.id, target.id), eq(staff.clientId, ctx.client.id)));
  await endUserSessions(app.db, job.userId);
}
