import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { portalAccess, portalSettings, users } from '../schema/index.ts';

/**
 * Turns the member portal on for an operator and, for the demo, gives two seeded people of one team a known e-mail
 * and an active portal access: the team's admin and one of its members (the first active, validated team with both,
 * in id order, so the choice is the same for a given seed). Their team's default billing contact becomes the admin.
 */
export async function seedPortal(db: Executor, clientId: number, logins: { admin: string; member: string } | null) {
  await db.insert(portalSettings).values({
    clientId,
    enabled: true,
    inviteMembers: logins !== null,
    welcomeText: 'Welcome to the member portal: book a desk or a room, check in and find your invoices here.',
  });
  if (!logins) return;
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
  await db.update(users).set({ email: logins.admin }).where(sql`${users.id} = ${pick.admin_user}`);
  await db.update(users).set({ email: logins.member }).where(sql`${users.id} = ${pick.member_user}`);
  await db.execute(sql`update invoice_datas set email_contact = ${logins.admin} where team_id = ${pick.team_id} and is_default`);
  const now = new Date();
  await db.insert(portalAccess).values(
    [pick.admin_id, pick.member_id].map((memberId) => ({ clientId, memberId, status: 'active', invitedAt: now, activatedAt: now })),
  );
}
