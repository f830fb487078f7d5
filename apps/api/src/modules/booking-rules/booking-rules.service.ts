import {
  BOOKING_RULE_CODE,
  BOOKING_TYPES,
  bookingRulesInput,
  evaluateBookingRules,
  overrideNote,
  resolveBookingRules,
  type BookingRuleSet,
  type BookingRuleViolation,
  type BookingType,
  violationErrors,
} from '@clubspace/contract';
import type { Executor } from '../../db/client.ts';
import type { bookings } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { deleteResourceRules, rulesFor, rulesOverview, saveResourceRules, saveTypeRules, scopedResource } from './booking-rules.repo.ts';

/** The 400 every overridable refusal answers with (the web's "Book anyway?" dialog reads it). */
export function overridableRefusal(violations: BookingRuleViolation[]): HttpError {
  return new HttpError(400, violations[0].message, violationErrors(violations), BOOKING_RULE_CODE, {
    overridable: violations.every((v) => v.overridable),
    violations,
  });
}

export interface RuleCheck {
  bookingType: string;
  resourceId: number | null;
  start: Date;
  end: Date;
  /** An active membership covers the booking (member prices and member limits). */
  isMember: boolean;
  timeZone: string;
  now: Date;
  /** Staff chose 'Book anyway'. */
  override: boolean;
  /** Other overridable refusals asked in the same dialog (an inactive member, issue 24). */
  extra?: BookingRuleViolation[];
}

export interface RuleOutcome {
  /** Charged slot length for the price (null = by the minute). */
  granularity: number | null;
  /** Columns to store on the booking: who overrode which rules (empty when nothing was overridden). */
  record: Pick<typeof bookings.$inferInsert, 'rulesOverriddenByStaffId' | 'rulesOverrideNote'>;
}

/**
 * The one call the create and move paths make: evaluates the booking's rules (its resource's, else its type's) and
 * refuses with 400 {detail, errors, code: 'booking_rule', overridable: true, violations}, unless staff override —
 * then the booking records who and which rules.
 */
export async function applyBookingRules(db: Executor, ctx: StaffContext, c: RuleCheck): Promise<RuleOutcome> {
  const extra = c.extra ?? [];
  if (!(BOOKING_TYPES as readonly string[]).includes(c.bookingType)) {
    if (extra.length && !c.override) throw overridableRefusal(extra);
    return { granularity: null, record: extra.length ? { rulesOverriddenByStaffId: ctx.staff.id, rulesOverrideNote: overrideNote(extra) } : {} };
  }
  const { type, resource } = await rulesFor(db, ctx.client.id, c.bookingType, c.resourceId);
  const rules = resolveBookingRules(type, resource);
  const violations = [
    ...extra,
    ...evaluateBookingRules(
      rules,
      { booking_type: c.bookingType as BookingType, start: c.start, end: c.end, is_member: c.isMember },
      c.now,
      c.timeZone,
    ),
  ];
  if (violations.length && !c.override) {
    throw overridableRefusal(violations);
  }
  return {
    granularity: rules.granularity_minutes,
    record: violations.length ? { rulesOverriddenByStaffId: ctx.staff.id, rulesOverrideNote: overrideNote(violations) } : {},
  };
}

// ---- the rules screen ----

export const getRulesOverview = (db: Executor, ctx: StaffContext) => rulesOverview(db, ctx);

function parseRules(body: unknown): BookingRuleSet {
  const r = bookingRulesInput.safeParse(body);
  if (r.success) return r.data as BookingRuleSet;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  throw badRequest(errors);
}

export async function putTypeRules(db: Executor, ctx: StaffContext, type: BookingType, body: unknown) {
  await saveTypeRules(db, ctx.client.id, type, parseRules(body));
  return rulesOverview(db, ctx);
}

export async function putResourceRules(db: Executor, ctx: StaffContext, slug: string, body: unknown) {
  const resource = await scopedResource(db, ctx, slug);
  if (!resource) throw notFound('Resource not found');
  await saveResourceRules(db, ctx.client.id, resource, parseRules(body));
  return rulesOverview(db, ctx);
}

export async function removeResourceRules(db: Executor, ctx: StaffContext, slug: string) {
  const resource = await scopedResource(db, ctx, slug);
  if (!resource || !(await deleteResourceRules(db, ctx.client.id, resource.id))) throw notFound('Resource rules not found');
  return rulesOverview(db, ctx);
}

/** The charged slot length of a booking type (or resource) for price quotes, so a quote equals what create charges. */
export async function granularityFor(db: Executor, clientId: number, bookingType: string, resourceId: number | null): Promise<number | null> {
  const { type, resource } = await rulesFor(db, clientId, bookingType, resourceId);
  return resolveBookingRules(type, resource).granularity_minutes;
}
