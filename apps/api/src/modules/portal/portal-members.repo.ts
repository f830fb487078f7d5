import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A member as the portal's sign-in needs them: user, credentials, member and portal access state. */
export type PortalMemberRow = {
  member_id: number;
  member_slug: string;
  client_id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  member_status: string;
  team_id: number | null;
  access_status: string | null;
  session_version: number;
  portal_version: number | null;
};

const select = sql`
  select m.id as member_id, m.slug as member_slug, m.client_id, u.id as user_id, u.email, u.first_name, u.last_name,
    u.password_hash, m.status as member_status, m.team_id, pa.status as access_status, u.session_version,
    pa.session_version as portal_version
  from members m join users u on u.id = m.user_id left join portal_access pa on pa.member_id = m.id`;

/** The member of an operator whose user has this e-mail (case-insensitive), or null. */
export async function portalMemberByEmail(db: Executor, clientId: number, email: string): Promise<PortalMemberRow | null> {
  const { rows } = await db.execute<PortalMemberRow>(
    sql`${select} where m.client_id = ${clientId} and lower(u.email) = lower(${email.trim()}) limit 1`,
  );
  return rows[0] ?? null;
}

export async function portalMemberById(db: Executor, memberId: number): Promise<PortalMemberRow | null> {
  const { rows } = await db.execute<PortalMemberRow>(sql`${select} where m.id = ${memberId} limit 1`);
  return rows[0] ?? null;
}
