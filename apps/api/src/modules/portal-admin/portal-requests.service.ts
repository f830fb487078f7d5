import { PORTAL_MESSAGES, type PortalInviteRequestItem } from '@clubspace/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { members, portalInviteRequests as requests, teams, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { iso } from '../../lib/sql.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { addColleague } from '../portal/portal-colleague.repo.ts';
import { mailPortalLink } from '../portal/portal-mail.ts';
import { portalSettingsOf } from '../portal/portal-settings.repo.ts';

const requester = alias(members, 'requester');
const requesterUser = alias(users, 'requester_user');
const created = alias(members, 'created_member');

/** Requests of the caller's operator (teams are operator-wide, so are their requests), newest first. */
export async function portalRequestsList(db: Db, ctx: StaffContext, q: { team?: string; status: PortalInviteRequestItem['status'] }) {
  const teamIds = q.team
    ? db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.clientId, ctx.client.id), eq(teams.slug, q.team)))
    : null;
  const rows = await db
    .select({
      r: requests,
      teamSlug: teams.slug,
      teamName: teams.name,
      bySlug: requester.slug,
      byName: sql<string | null>`trim(${requesterUser.firstName} || ' ' || ${requesterUser.lastName})`,
      memberSlug: created.slug,
    })
    .from(requests)
    .innerJoin(teams, eq(teams.id, requests.teamId))
    .leftJoin(requester, eq(requester.id, requests.requestedByMemberId))
    .leftJoin(requesterUser, eq(requesterUser.id, requester.userId))
    .leftJoin(created, eq(created.id, requests.memberId))
    .where(and(eq(requests.clientId, ctx.client.id), eq(requests.status, q.status), teamIds ? inArray(requests.teamId, teamIds) : undefined))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(200);
  const items: PortalInviteRequestItem[] = rows.map(({ r, ...x }) => ({
    id: r.id,
    team: { slug: x.teamSlug, name: x.teamName },
    requested_by: x.bySlug ? { slug: x.bySlug, name: x.byName ?? '' } : null,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    status: r.status as PortalInviteRequestItem['status'],
    created_at: r.createdAt.toISOString(),
    decided_at: iso(r.decidedAt),
    member: x.memberSlug,
  }));
  return { requests: items };
}

/** The operator's request by id, pending; another operator's is 404, an answered one 409. */
async function pendingRequest(db: Db, ctx: StaffContext, id: number) {
  const [row] = await db
    .select({ r: requests, officeId: requester.officeId })
    .from(requests)
    .leftJoin(requester, eq(requester.id, requests.requestedByMemberId))
    .where(and(eq(requests.id, id), eq(requests.clientId, ctx.client.id)))
    .limit(1);
  if (!row) throw notFound(PORTAL_MESSAGES.requestNotFound);
  if (row.r.status !== 'pending') throw conflict(PORTAL_MESSAGES.requestDecided, 'request_decided');
  return row;
}

/** Marks a pending request answered inside the caller's transaction; a request answered meanwhile is 409. */
const decide = async (db: Pick<Db, 'update'>, ctx: StaffContext, id: number, status: 'approved' | 'declined', memberId: number | null = null) => {
  const done = await db
    .update(requests)
    .set({ status, decidedAt: new Date(), decidedByStaffId: ctx.staff.id, memberId })
    .where(and(eq(requests.id, id), eq(requests.status, 'pending')))
    .returning({ id: requests.id });
  if (!done.length) throw conflict(PORTAL_MESSAGES.requestDecided, 'request_decided');
};

/** Approving runs the normal invitation: the colleague joins the request's team and gets the portal e-mail. */
export async function approvePortalRequest(app: App, ctx: StaffContext, id: number) {
  const { r, officeId } = await pendingRequest(app.db, ctx, id);
  if (!(await portalSettingsOf(app.db, ctx.client.id)).enabled) throw conflict(PORTAL_MESSAGES.turnOnFirst, 'portal_off');
  const person = { first_name: r.firstName, last_name: r.lastName, email: r.email };
  const added = await addColleague(app.db, { clientId: ctx.client.id, teamId: r.teamId, officeId, staffId: ctx.staff.id }, person, (tx, memberId) =>
    decide(tx, ctx, id, 'approved', memberId),
  );
  await mailPortalLink(app, app.db, 'invite', { client: ctx.client, member: { id: added.memberId, email: added.email, firstName: added.firstName } });
  return { detail: PORTAL_MESSAGES.requestApproved(added.email), member: added.slug };
}

export async function declinePortalRequest(db: Db, ctx: StaffContext, id: number) {
  const { r } = await pendingRequest(db, ctx, id);
  await decide(db, ctx, id, 'declined');
  return { detail: PORTAL_MESSAGES.requestDeclined(r.email) };
}
