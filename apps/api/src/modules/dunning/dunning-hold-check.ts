import { DUNNING_MESSAGES } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clock } from '../../lib/clock.ts';
import { holdsOf } from './dunning-holds.repo.ts';

/**
 * The portal's refusal of a new booking while the member's payer is on hold (issue 27 flow 5): 403, code on_hold,
 * naming the overdue invoice. The payer is the member's team (invoices are the team's; a member without a team has
 * none, so is never on hold). Read from the invoices at the settable clock's now, so a payment lifts it at once.
 */
export async function refuseIfOnHold(db: Executor, clientId: number, memberSlug: string): Promise<void> {
  const [member] = await db
    .select({ teamId: members.teamId })
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.slug, memberSlug)))
    .limit(1);
  await refuseIfTeamOnHold(db, clientId, member?.teamId ?? null);
}

/** The same for a payer team already known (the logged-in member's own team: one lookup less per portal create). */
export async function refuseIfTeamOnHold(db: Executor, clientId: number, teamId: number | null): Promise<void> {
  if (!teamId) return;
  const [hold] = await holdsOf(db, clientId, clock.now(), teamId);
  if (hold) throw new HttpError(403, DUNNING_MESSAGES.onHold(hold.invoice, hold.days_overdue), undefined, 'on_hold');
}
