import { MEMBER_MESSAGES, type memberCreate, type memberUpdate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import { members, teams, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { scopedOffices, type StaffContext } from '../../plugins/context.plugin.ts';
import { createAuthToken, findUserByEmail } from '../auth/auth.repo.ts';
import { toMemberItem } from './members.mappers.ts';
import { findMember, memberQuery } from './members.repo.ts';
import { freeSlug } from '../../lib/sql.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { staffInviteMail } from '../../mail/staff-invite.mail.tsx';

/** The invitation link lets the member choose a password; it stays valid for three days. */
const INVITE_TTL_HOURS = 72;

/** Sends (or resends) the invitation e-mail with a one-time set-password link. */
export async function sendInvitation(app: App, ctx: StaffContext, user: { id: number; email: string; firstName: string }) {
  const token = await createAuthToken(app.db, user.id, 'reset_password', INVITE_TTL_HOURS);
  const link = `${app.config.publicUrl}/reset-password/${token}`;
  await app.mailer.send({
    kind: 'invitation',
    to: user.email,
    clientId: ctx.client.id,
    ...staffInviteMail({ firstName: user.firstName, operator: ctx.client.name, link, hours: INVITE_TTL_HOURS }),
    link,
  });
}

/** Office (in the caller's scope) and team (of the operator) of the member form, or 400 with the field messages. */
async function resolvePlacement(app: App, ctx: StaffContext, officeSlug: string, teamSlug: string | null | undefined, teamRequired: boolean) {
  const [scope, team] = await Promise.all([
    scopedOffices(app.db, ctx),
    teamSlug
      ? app.db
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, teamSlug)))
          .limit(1)
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  const office = scope.find((o) => o.slug === officeSlug);
  const errors: Record<string, string> = {};
  if (!office) errors.office = MEMBER_MESSAGES.officeRequired;
  if ((teamSlug || teamRequired) && !team) errors.team = MEMBER_MESSAGES.teamRequired;
  if (Object.keys(errors).length || !office) throw badRequest(errors);
  return { officeId: office.id, teamId: team?.id ?? null };
}

const fetchItem = async (app: App, memberId: number) => toMemberItem((await memberQuery(app.db).where(eq(members.id, memberId)).limit(1))[0]);

/** Whether the user with this e-mail is already a member of the operator (the only "taken" an operator may learn). */
export async function isMemberEmail(db: App['db'], clientId: number, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.userId, user.id)))
    .limit(1);
  return Boolean(row);
}

/**
 * Creates the member and e-mails the invitation. One e-mail is one user (issue 30 §7): an e-mail that is already a
 * user's (a member or staff elsewhere) attaches that user as a member here, never a 409 that would tell this operator
 * the address exists elsewhere; the user's own name and phone are kept (this operator cannot rename another
 * operator's person). Only a member of this operator with the e-mail is "taken".
 */
export async function createMember(app: App, ctx: StaffContext, body: z.output<typeof memberCreate>) {
  if (await isMemberEmail(app.db, ctx.client.id, body.email)) {
    throw conflict(MEMBER_MESSAGES.emailTaken, 'email_taken', { email: MEMBER_MESSAGES.emailTaken });
  }
  const { officeId, teamId } = await resolvePlacement(app, ctx, body.office, body.team, false);
  const slug = await freeSlug(app.db, members, ctx.client.id, `${body.first_name} ${body.last_name}`);
  const created = await writeTransaction(app.db, async (tx) => {
    const existing = await findUserByEmail(tx as unknown as App['db'], body.email);
    const [user] = existing
      ? [existing]
      : await tx
          .insert(users)
          .values({
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            phone: body.phone || null,
            activeClientId: ctx.client.id,
          })
          .returning();
    const [member] = await tx
      .insert(members)
      .values({
        clientId: ctx.client.id,
        slug,
        userId: user.id,
        teamId,
        officeId,
        role: body.role,
        jobTitle: body.job_title || null,
        billingTown: body.billing_town || null,
        billingStreet: body.billing_street || null,
        billingStreetNumber: body.billing_street_number || null,
      })
      .returning({ id: members.id });
    return { user, memberId: member.id };
  });
  await sendInvitation(app, ctx, created.user);
  return fetchItem(app, created.memberId);
}

/** Updates a member in the caller's scope; the e-mail never changes here (it is the user's login). */
export async function updateMember(app: App, ctx: StaffContext, slug: string, body: z.output<typeof memberUpdate>) {
  const member = await findMember(app.db, ctx, slug);
  if (!member) throw notFound('Member not found');
  const { officeId, teamId } = await resolvePlacement(app, ctx, body.office, body.team, true);
  await writeTransaction(app.db, async (tx) => {
    await tx
      .update(users)
      .set({ firstName: body.first_name, lastName: body.last_name, phone: body.phone === undefined ? undefined : body.phone || null })
      .where(eq(users.id, member.userId));
    await tx
      .update(members)
      .set({
        teamId,
        officeId,
        role: body.role,
        status: body.status,
        jobTitle: body.job_title === undefined ? undefined : body.job_title || null,
        billingTown: body.billing_town === undefined ? undefined : body.billing_town || null,
        billingStreet: body.billing_street === undefined ? undefined : body.billing_street || null,
        billingStreetNumber: body.billing_street_number === undefined ? undefined : body.billing_street_number || null,
      })
      .where(and(eq(members.id, member.id), eq(members.clientId, ctx.client.id)));
  });
  return fetchItem(app, member.id);
}
