import { PORTAL_MESSAGES } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, teams, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { conflict } from '../../lib/http-error.ts';
import { freeSlug } from '../../lib/sql.ts';
import { findUserByEmail } from '../auth/auth.repo.ts';
import { markInvited } from './portal-access.repo.ts';

export interface Colleague {
  first_name: string;
  last_name: string;
  email: string;
}

/** 409 when the e-mail's user is already a member of the operator. */
export async function assertNotMember(db: Db, clientId: number, email: string) {
  const existing = await findUserByEmail(db, email);
  if (!existing) return null;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.userId, existing.id)))
    .limit(1);
  if (member) throw conflict(PORTAL_MESSAGES.memberExists, 'member_exists', { email: PORTAL_MESSAGES.memberExists });
  return existing;
}

/**
 * A colleague joins a team (a team admin's invitation, or staff approving a team admin's request): a new user when the
 * e-mail is unknown, a team member of the operator, invited to the portal. `alsoIn` runs in the same transaction.
 * The caller sends the invitation e-mail after the commit.
 */
export async function addColleague(
  db: Db,
  to: { clientId: number; teamId: number; officeId: number | null; staffId: number | null },
  person: Colleague,
  alsoIn?: (tx: Tx, memberId: number) => Promise<void>,
) {
  const existing = await assertNotMember(db, to.clientId, person.email);
  const slug = await freeSlug(db, members, to.clientId, `${person.first_name} ${person.last_name}`);
  const [team] = await db.select({ officeId: teams.officeId }).from(teams).where(eq(teams.id, to.teamId));
  return writeTransaction(db, async (tx) => {
    const user =
      existing ??
      (
        await tx
          .insert(users)
          .values({ email: person.email, firstName: person.first_name, lastName: person.last_name, activeClientId: to.clientId })
          .returning()
      )[0];
    const [member] = await tx
      .insert(members)
      .values({
        clientId: to.clientId,
        slug,
        userId: user.id,
        teamId: to.teamId,
        officeId: to.officeId ?? team?.officeId ?? null,
        role: 'team_member',
      })
      .returning({ id: members.id });
    await markInvited(tx, to.clientId, member.id, to.staffId);
    await alsoIn?.(tx, member.id);
    return { memberId: member.id, slug, email: user.email, firstName: user.firstName || person.first_name };
  });
}
