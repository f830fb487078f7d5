import { MEMBER_MESSAGES, PORTAL_MESSAGES, type PortalAccessItem } from '@clubspace/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { members, portalAccess, teams, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { iso, officeScope } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { markInvited, portalStatusOf, revokeAccess } from '../portal/portal-access.repo.ts';
import { mailPortalLink } from '../portal/portal-mail.ts';
import { portalSettingsOf } from '../portal/portal-settings.repo.ts';

const columns = {
  id: members.id,
  slug: members.slug,
  status: members.status,
  first: users.firstName,
  last: users.lastName,
  email: users.email,
  access: portalAccess,
};

/** Members with their portal access row (callers add `inScope(ctx)` to the where). */
function memberRows(db: Db) {
  return db
    .select(columns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(portalAccess, eq(portalAccess.memberId, members.id))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof memberRows>['execute']>>[number];

/** The caller's operator and office scope. */
const inScope = (ctx: StaffContext) => and(eq(members.clientId, ctx.client.id), officeScope(members.officeId, ctx));

const toItem = (r: Row): PortalAccessItem => ({
  member: r.slug,
  name: `${r.first} ${r.last}`.trim(),
  email: r.email,
  member_status: r.status,
  status: portalStatusOf(r.access),
  invited_at: iso(r.access?.invitedAt),
  activated_at: iso(r.access?.activatedAt),
  last_login: iso(r.access?.lastLoginAt),
});

/** Portal status of the named members, or of a team's members. */
export async function portalAccessList(db: Db, ctx: StaffContext, q: { member?: string | string[]; team?: string }) {
  const slugs = q.member === undefined ? [] : Array.isArray(q.member) ? q.member : [q.member];
  const teamIds = q.team
    ? db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, q.team)))
    : null;
  const rows = await memberRows(db)
    .where(and(inScope(ctx), slugs.length ? inArray(members.slug, slugs) : undefined, teamIds ? inArray(members.teamId, teamIds) : undefined))
    .orderBy(asc(members.sortFirst), asc(members.sortLast), asc(members.id))
    .limit(500);
  return { members: rows.map(toItem) };
}

async function memberOr404(db: Db, ctx: StaffContext, slug: string) {
  const [row] = await memberRows(db)
    .where(and(inScope(ctx), eq(members.slug, slug)))
    .limit(1);
  if (!row) throw notFound('Member not found');
  return row;
}

async function assertPortalOn(db: Db, ctx: StaffContext) {
  if (!(await portalSettingsOf(db, ctx.client.id)).enabled) throw conflict(PORTAL_MESSAGES.turnOnFirst, 'portal_off');
}

const target = (ctx: StaffContext, r: Row) => ({ client: ctx.client, member: { id: r.id, email: r.email, firstName: r.first } });

/** Invites members (the bulk action too): each gets the e-mail with a one-time link; who cannot be invited is skipped with the reason. */
export async function invitePortalMembers(app: App, ctx: StaffContext, slugs: string[]) {
  await assertPortalOn(app.db, ctx);
  const wanted = [...new Set(slugs)];
  const rows = await memberRows(app.db).where(and(inScope(ctx), inArray(members.slug, wanted)));
  if (!rows.length) throw notFound('Member not found');
  const invited: string[] = [];
  const skipped: { member: string; reason: string }[] = [];
  for (const slug of wanted) {
    const r = rows.find((x) => x.slug === slug);
    const reason = !r
      ? 'Member not found'
      : r.status !== 'active'
        ? PORTAL_MESSAGES.inactiveMember
        : r.access?.status === 'active'
          ? PORTAL_MESSAGES.alreadyActive
          : null;
    if (reason || !r) {
      skipped.push({ member: slug, reason: reason ?? 'Member not found' });
      continue;
    }
    await markInvited(app.db, ctx.client.id, r.id, ctx.staff.id);
    await mailPortalLink(app, app.db, 'invite', target(ctx, r));
    invited.push(slug);
  }
  return { detail: PORTAL_MESSAGES.invitationsSent(invited.length), invited, skipped };
}

/** Resends the invitation of a member who has not accepted it (the specification's "resend invitation"). */
export async function resendPortalInvite(app: App, ctx: StaffContext, slug: string) {
  await assertPortalOn(app.db, ctx);
  const r = await memberOr404(app.db, ctx, slug);
  if (r.access?.status !== 'invited') throw conflict(PORTAL_MESSAGES.notInvited, 'not_invited');
  if (r.status !== 'active') throw conflict(PORTAL_MESSAGES.inactiveMember, 'inactive_member');
  await markInvited(app.db, ctx.client.id, r.id, ctx.staff.id);
  await mailPortalLink(app, app.db, 'invite', target(ctx, r));
  return { detail: MEMBER_MESSAGES.invitationResent };
}

/** Revokes a member's portal access: their portal sessions end at once; staff may invite them again later. */
export async function revokePortalMember(db: Db, ctx: StaffContext, slug: string) {
  const r = await memberOr404(db, ctx, slug);
  if (!r.access || r.access.status === 'revoked') throw conflict(PORTAL_MESSAGES.nothingRevoked, 'no_access');
  await revokeAccess(db, r.id);
  return { detail: PORTAL_MESSAGES.accessRevoked };
}
