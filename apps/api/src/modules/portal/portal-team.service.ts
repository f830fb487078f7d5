import { PORTAL_MESSAGES, type portalColleagueInvite } from '@clubspace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { members, portalAccess, teams, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { isTeamAdmin } from './portal-acting.ts';
import { portalStatusOf, revokeAccess } from './portal-access.repo.ts';
import { addColleague } from './portal-colleague.repo.ts';
import { requestColleague } from './portal-requests.repo.ts';
import { mailPortalLink } from './portal-mail.ts';

function adminTeam(ctx: PortalContext): number {
  if (!isTeamAdmin(ctx)) throw forbidden(ctx.member.teamId ? PORTAL_MESSAGES.teamAdminOnly : PORTAL_MESSAGES.noTeam);
  return ctx.member.teamId!;
}

/** The team admin's team: every member of it with their portal status. */
export async function portalTeam(db: Db, ctx: PortalContext) {
  const teamId = adminTeam(ctx);
  const [[team], rows] = await Promise.all([
    db.select({ slug: teams.slug, name: teams.name }).from(teams).where(eq(teams.id, teamId)),
    db
      .select({
        slug: members.slug,
        first: users.firstName,
        last: users.lastName,
        email: users.email,
        role: members.role,
        status: members.status,
        access: portalAccess.status,
      })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .leftJoin(portalAccess, eq(portalAccess.memberId, members.id))
      .where(and(eq(members.clientId, ctx.client.id), eq(members.teamId, teamId)))
      .orderBy(asc(members.sortFirst), asc(members.sortLast), asc(members.id)),
  ]);
  return {
    team,
    members: rows.map((r) => ({
      slug: r.slug,
      name: `${r.first} ${r.last}`.trim(),
      email: r.email,
      role: r.role,
      status: r.status,
      portal_status: portalStatusOf(r.access ? { status: r.access } : null),
    })),
  };
}

/**
 * A team admin invites a colleague: when the portal settings let team admins invite, the person becomes a member of
 * the team (a new user when the e-mail is unknown) and gets the portal invitation e-mail; otherwise the invitation
 * waits for the front desk as a request (staff approve or decline it on the team page).
 */
export async function inviteColleague(app: App, ctx: PortalContext, body: z.output<typeof portalColleagueInvite>) {
  const teamId = adminTeam(ctx);
  if (!ctx.settings.invite_members) return requestColleague(app.db, ctx, teamId, body);
  const created = await addColleague(app.db, { clientId: ctx.client.id, teamId, officeId: ctx.member.officeId, staffId: null }, body);
  await mailPortalLink(app, app.db, 'invite', {
    client: ctx.client,
    member: { id: created.memberId, email: created.email, firstName: created.firstName },
  });
  return { detail: PORTAL_MESSAGES.invited(created.email), status: 'invited' as const };
}

/** A team admin removes a colleague from the team: they leave it, and their portal access ends at once. */
export async function removeColleague(db: Db, ctx: PortalContext, slug: string) {
  const teamId = adminTeam(ctx);
  const [target] = await db
    .select({ id: members.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.clientId, ctx.client.id), eq(members.teamId, teamId), eq(members.slug, slug)))
    .limit(1);
  if (!target) throw notFound('Member not found');
  if (target.id === ctx.member.id) throw badRequest({ member: PORTAL_MESSAGES.removeSelf });
  await writeTransaction(db, async (tx) => {
    await tx.update(members).set({ teamId: null }).where(eq(members.id, target.id));
    await revokeAccess(tx, target.id);
  });
  return { detail: PORTAL_MESSAGES.removed(target.name) };
}
