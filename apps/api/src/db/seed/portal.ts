import { DEFAULT_DUNNING_RULES, addDaysIso, isoDayInZone } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { dunningSettings, portalAccess, portalSettings, users } from '../schema/index.ts';

/**
 * Turns the member portal on for an operator and, for the demo, gives two seeded people of one team a known e-mail
 * and an active portal access: the team's admin and one of its members (the first active, validated team with both,
 * in id order, so the choice is the same for a given seed). Their team's default billing contact becomes the admin.
 */
export async function seedPortal(db: Executor, clientId: number, logins: { admin: string; member: string } | null, now: Date) {
  await db.insert(portalSettings).values({
    clientId,
    enabled: true,
    inviteMembers: logins !== null,
    welcomeText: 'Welcome to the member portal: book a desk or a room, check in and find your invoices here.',
  });
  if (logins) await seedPortalLogins(db, clientId, logins, now);
  await seedPortalExtras(db, clientId, now);
}

/** The two demo portal logins: a team's admin and one of its members, with a known e-mail and an active access. */
async function seedPortalLogins(db: Executor, clientId: number, logins: { admin: string; member: string }, now: Date) {
  const { rows } = await db.execute<{ admin_id: number; admin_user: number; member_id: number; member_user: number; team_id: number }>(sql`
    select a.id as admin_id, a.user_id as admin_user, m.id as member_id, m.user_id as member_user, a.team_id
    from members a
    join users au on au.id = a.user_id and au.validated
    join teams t on t.id = a.team_id and t.status = 'active'
    join lateral (
      select x.id, x.user_id from members x join users xu on xu.id = x.user_id and xu.validated
      where x.team_id = a.team_id and x.role = 'team_member' and x.status = 'active' order by x.id limit 1) m on true
    where a.client_id = ${clientId} and a.role = 'team_admin' and a.status = 'active'
      and exists (select 1 from invoice_datas d where d.team_id = a.team_id and d.is_default and d.status = 'active')
    order by a.team_id, a.id limit 1`);
  const pick = rows[0];
  if (!pick) throw new Error('seedPortal: no team with an active admin and member');
  await db
    .update(users)
    .set({ email: logins.admin })
    .where(sql`${users.id} = ${pick.admin_user}`);
  await db
    .update(users)
    .set({ email: logins.member })
    .where(sql`${users.id} = ${pick.member_user}`);
  await db.execute(sql`update invoice_datas set email_contact = ${logins.admin} where team_id = ${pick.team_id} and is_default`);
  await db
    .insert(portalAccess)
    .values([pick.admin_id, pick.member_id].map((memberId) => ({ clientId, memberId, status: 'active', invitedAt: now, activatedAt: now })));
}

/**
 * A little of everything the portal keeps, for every operator: three members invited and not yet in, a few members'
 * notification consent (campaigns off), a team admin's declined invitation request, the chasing settings, and guests
 * expected over the next days.
 */
async function seedPortalExtras(db: Executor, clientId: number, now: Date) {
  const today = isoDayInZone(now);
  await db.execute(sql`
    insert into portal_access (client_id, member_id, status, invited_at)
    select client_id, id, 'invited', ${now} from members
    where client_id = ${clientId} and status = 'active' and role = 'team_member'
      and not exists (select 1 from portal_access pa where pa.member_id = members.id) order by id desc limit 3`);
  await db.execute(sql`
    insert into member_preferences (member_id, client_id, campaigns, community)
    select id, client_id, false, (id % 2 = 0) from members where client_id = ${clientId} and status = 'active' order by id limit 5`);
  const { rows } = await db.execute<{ id: number; host: number; office: number | null }>(sql`
    select id, host_member_id as host, office_id as office from guests
    where client_id = ${clientId} and status = 'active' and host_member_id is not null order by id limit 3`);
  // A team admin's request to invite a colleague that the front desk declined (its history; none is pending, so the
  // notifications panel starts clean).
  await db.execute(sql`
    insert into portal_invite_requests (client_id, team_id, requested_by_member_id, first_name, last_name, email, status, decided_at)
    select client_id, team_id, id, 'Robin', 'Request', ${`robin.request.${clientId}@example.com`}, 'declined', ${now} from members
    where client_id = ${clientId} and role = 'team_admin' and status = 'active' and team_id is not null order by id limit 1`);
  // Chasing unpaid invoices with the product's defaults, saved (an operator that never saved has them too).
  await db.insert(dunningSettings).values({ clientId, ...DEFAULT_DUNNING_RULES });
  for (const [i, g] of rows.entries()) {
    await db.execute(
      sql`insert into guest_visits (client_id, guest_id, host_member_id, office_id, day) values (${clientId}, ${g.id}, ${g.host}, ${g.office}, ${addDaysIso(today, i + 1)})`,
    );
  }
}
