import { PORTAL_MESSAGES } from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import { portalInviteRequests } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import { pgCode } from '../../lib/pg-errors.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { assertNotMember, type Colleague } from './portal-colleague.repo.ts';

/**
 * A team admin's invitation when staff keep invitations (portal settings `invite_members` off): a pending request the
 * front desk approves or declines. One pending request per e-mail (a second answers 409 in words).
 */
export async function requestColleague(db: Db, ctx: PortalContext, teamId: number, person: Colleague) {
  await assertNotMember(db, ctx.client.id, person.email);
  try {
    await db.insert(portalInviteRequests).values({
      clientId: ctx.client.id,
      teamId,
      requestedByMemberId: ctx.member.id,
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email,
    });
  } catch (err) {
    if (pgCode(err) === '23505') throw conflict(PORTAL_MESSAGES.requestPending, 'request_pending', { email: PORTAL_MESSAGES.requestPending });
    throw err;
  }
  return { detail: PORTAL_MESSAGES.inviteRequested(person.email), status: 'requested' as const };
}
