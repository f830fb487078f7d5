import { BOOKING_TYPES, NO_BOOKING_RULES, type BookingGranularity, type BookingRuleSet, type DayHours } from '@clubspace/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingRules, bookings, offices, resources, staff, users } from '../../db/schema/index.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

type RuleRow = typeof bookingRules.$inferSelect;

/** A stored row → the contract's rule set (snake_case, nulls kept). */
export function toRuleSet(r: RuleRow): BookingRuleSet {
  return {
    min_duration_minutes: r.minDurationMinutes,
    max_duration_minutes: r.maxDurationMinutes,
    min_notice_minutes: r.minNoticeMinutes,
    max_days_ahead: r.maxDaysAhead,
    non_member_min_duration_minutes: r.nonMemberMinDurationMinutes,
    non_member_max_duration_minutes: r.nonMemberMaxDurationMinutes,
    non_member_min_notice_minutes: r.nonMemberMinNoticeMinutes,
    non_member_max_days_ahead: r.nonMemberMaxDaysAhead,
    opening_hours: Array.isArray(r.openingHours) ? (r.openingHours as (DayHours | null)[]) : null,
    granularity_minutes: (r.granularityMinutes as BookingGranularity | null) ?? null,
    check_in_grace_minutes: r.checkInGraceMinutes,
    check_in_opens_minutes: r.checkInOpensMinutes,
  };
}

/** The contract's rule set → the columns to write. */
export function toColumns(s: BookingRuleSet) {
  return {
    minDurationMinutes: s.min_duration_minutes,
    maxDurationMinutes: s.max_duration_minutes,
    minNoticeMinutes: s.min_notice_minutes,
    maxDaysAhead: s.max_days_ahead,
    nonMemberMinDurationMinutes: s.non_member_min_duration_minutes,
    nonMemberMaxDurationMinutes: s.non_member_max_duration_minutes,
    nonMemberMinNoticeMinutes: s.non_member_min_notice_minutes,
    nonMemberMaxDaysAhead: s.non_member_max_days_ahead,
    openingHours: s.opening_hours,
    granularityMinutes: s.granularity_minutes,
    checkInGraceMinutes: s.check_in_grace_minutes,
    checkInOpensMinutes: s.check_in_opens_minutes,
  };
}

/** The rows that can apply to one booking: its type's and its resource's (one query). */
export async function rulesFor(db: Executor, clientId: number, bookingType: string, resourceId: number | null) {
  const rows = await db
    .select()
    .from(bookingRules)
    .where(
      and(
        eq(bookingRules.clientId, clientId),
        or(
          and(isNull(bookingRules.resourceId), eq(bookingRules.resourceType, bookingType)),
          resourceId ? eq(bookingRules.resourceId, resourceId) : undefined,
        ),
      ),
    )
    .limit(2);
  const own = rows.find((r) => r.resourceId !== null && r.resourceId === resourceId);
  const type = rows.find((r) => r.resourceId === null);
  return { type: type ? toRuleSet(type) : null, resource: own ? toRuleSet(own) : null };
}

/** Every type (configured or not) and every resource override of the caller's operator (resources within its office scope). */
export async function rulesOverview(db: Executor, ctx: StaffContext) {
  const typeRows = await db
    .select()
    .from(bookingRules)
    .where(and(eq(bookingRules.clientId, ctx.client.id), isNull(bookingRules.resourceId)));
  const resourceRows = await db
    .select({ rule: bookingRules, slug: resources.slug, name: resources.name, office: offices.name })
    .from(bookingRules)
    .innerJoin(resources, eq(resources.id, bookingRules.resourceId))
    .leftJoin(offices, eq(offices.id, resources.officeId))
    .where(
      and(
        eq(bookingRules.clientId, ctx.client.id),
        ctx.officeIds ? inArray(resources.officeId, ctx.officeIds.length ? ctx.officeIds : [-1]) : undefined,
      ),
    )
    .orderBy(asc(resources.name), asc(resources.id))
    .limit(1000);
  return {
    types: BOOKING_TYPES.map((t) => {
      const row = typeRows.find((r) => r.resourceType === t);
      return { resource_type: t, configured: Boolean(row), ...(row ? toRuleSet(row) : NO_BOOKING_RULES) };
    }),
    resources: resourceRows.map((r) => ({
      resource_type: r.rule.resourceType,
      resource: { slug: r.slug, name: r.name, office: r.office },
      ...toRuleSet(r.rule),
    })),
  };
}

/** Saves a type's rules (insert or replace). */
export async function saveTypeRules(db: Executor, clientId: number, type: string, s: BookingRuleSet) {
  const [existing] = await db
    .select({ id: bookingRules.id })
    .from(bookingRules)
    .where(and(eq(bookingRules.clientId, clientId), isNull(bookingRules.resourceId), eq(bookingRules.resourceType, type)))
    .limit(1);
  if (existing) await db.update(bookingRules).set(toColumns(s)).where(eq(bookingRules.id, existing.id));
  else await db.insert(bookingRules).values({ clientId, slug: `type-${type}`, resourceType: type, resourceId: null, ...toColumns(s) });
}

/** Saves a resource's own rules (insert or replace). */
export async function saveResourceRules(
  db: Executor,
  clientId: number,
  resource: { id: number; slug: string; resourceType: string },
  s: BookingRuleSet,
) {
  const [existing] = await db
    .select({ id: bookingRules.id })
    .from(bookingRules)
    .where(and(eq(bookingRules.clientId, clientId), eq(bookingRules.resourceId, resource.id)))
    .limit(1);
  const values = { resourceType: resource.resourceType, ...toColumns(s) };
  if (existing) await db.update(bookingRules).set(values).where(eq(bookingRules.id, existing.id));
  else await db.insert(bookingRules).values({ clientId, slug: `resource-${resource.id}`, resourceId: resource.id, ...values });
}

export async function deleteResourceRules(db: Executor, clientId: number, resourceId: number) {
  const gone = await db
    .delete(bookingRules)
    .where(and(eq(bookingRules.clientId, clientId), eq(bookingRules.resourceId, resourceId)))
    .returning({ id: bookingRules.id });
  return gone.length > 0;
}

/** The resource of the caller's operator (and office scope) by slug, or null. */
export async function scopedResource(db: Executor, ctx: StaffContext, slug: string) {
  const [row] = await db
    .select({ id: resources.id, slug: resources.slug, name: resources.name, resourceType: resources.resourceType, officeId: resources.officeId })
    .from(resources)
    .where(and(eq(resources.clientId, ctx.client.id), eq(resources.slug, slug)))
    .limit(1);
  if (!row || (ctx.officeIds && !ctx.officeIds.includes(row.officeId))) return null;
  return row;
}

/** Who overrode a booking's rules, and which (shown on the booking detail); null when none were overridden. */
export async function ruleOverrideOf(db: Executor, clientId: number, bookingId: number) {
  const [row] = await db
    .select({ note: bookings.rulesOverrideNote, first: users.firstName, last: users.lastName, email: users.email })
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.rulesOverriddenByStaffId))
    .leftJoin(users, eq(users.id, staff.userId))
    .where(and(eq(bookings.clientId, clientId), eq(bookings.id, bookingId)))
    .limit(1);
  if (!row?.note) return null;
  return { staff: `${row.first ?? ''} ${row.last ?? ''}`.trim() || row.email || 'Staff', note: row.note };
}
