import { randomBytes } from 'node:crypto';
import { MEMBER_MESSAGES, dayBounds, toPence, type membershipCreate } from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { membershipPlans, memberships, offices, teams } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { activeOffice, type StaffContext } from '../../plugins/context.plugin.ts';
import { findMember } from '../members/members.repo.ts';
import { toMembershipItem } from '../membership-rows/membership-rows.mappers.ts';
import { membershipQuery } from '../membership-rows/membership-rows.repo.ts';

type MembershipInput = z.output<typeof membershipCreate>;

/** Slugs like the seeds': 10 lowercase letters and digits. */
const newSlug = () =>
  randomBytes(8)
    .toString('base64url')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .padEnd(10, '0')
    .slice(0, 10);

/**
 * Creates a membership from the add form or the profile dialog. Member, team and plan are looked up within the
 * operator (the member also within the caller's office scope); start/end become 00:00:00 and 23:59:59 of their days
 * in the office's time zone, where the office is the member's, else the caller's selected office.
 */
export async function createMembership(db: Db, ctx: StaffContext, input: MembershipInput) {
  const cid = ctx.client.id;
  const [member, [team], [plan]] = await Promise.all([
    findMember(db, ctx, input.member),
    db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.clientId, cid), eq(teams.slug, input.team)))
      .limit(1),
    db
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clientId, cid), eq(membershipPlans.slug, input.plan)))
      .limit(1),
  ]);
  const errors: Record<string, string> = {};
  if (!member) errors.member = MEMBER_MESSAGES.memberRequired;
  if (!team) errors.team = MEMBER_MESSAGES.teamRequired;
  if (!plan) errors.plan = MEMBER_MESSAGES.planRequired;
  if (!member || !team || !plan) throw badRequest(errors);

  let office: { id: number; timeZone: string } | null = null;
  if (member.officeId) {
    [office] = await db.select({ id: offices.id, timeZone: offices.timeZone }).from(offices).where(eq(offices.id, member.officeId)).limit(1);
  }
  office ??= await activeOffice(db, ctx);
  const timeZone = office?.timeZone;

  const [created] = await db
    .insert(memberships)
    .values({
      clientId: cid,
      slug: newSlug(),
      planId: plan.id,
      memberId: member.id,
      teamId: team.id,
      officeId: office?.id ?? null,
      basePricePence: toPence(input.price),
      start: dayBounds(input.start.slice(0, 10), timeZone).start,
      end: dayBounds(input.end.slice(0, 10), timeZone).end,
      recurrent: input.recurrent,
      status: input.status,
      // Credits are whole numbers in the schema; the form's 0.00 display is cosmetic.
      freeCredits: Math.round(input.free_credits),
      freeDays: input.free_days,
      units: input.numUnits,
      payNow: input.payNow,
    })
    .returning({ id: memberships.id });
  const [row] = await membershipQuery(db).where(eq(memberships.id, created.id)).limit(1);
  return toMembershipItem(row);
}
