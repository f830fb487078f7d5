import { NO_BOOKING_RULES, type BookingRuleSet, type BookingType } from '@clubspace/contract';
import { bookingRules } from '../schema/index.ts';
import type { Ctx } from './context.ts';

const everyDay = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));

/**
 * The demo operators' booking rules (issue 11): rooms in 30-minute slots of at least 30 minutes and at most 10 hours,
 * within 07:00–22:00 every day; 15 minutes to check in for hot desks and rooms before the no-show job releases them.
 * No horizon is seeded: the demo and its tests book far ahead; the rules screen offers the suggested 60 days.
 */
export const DEMO_BOOKING_RULES: Partial<Record<BookingType, BookingRuleSet>> = {
  hot_desk: { ...NO_BOOKING_RULES, check_in_grace_minutes: 15 },
  meeting_room: {
    ...NO_BOOKING_RULES,
    min_duration_minutes: 30,
    max_duration_minutes: 10 * 60,
    opening_hours: everyDay('07:00', '22:00'),
    granularity_minutes: 30,
    check_in_grace_minutes: 15,
  },
};

export async function seedBookingRules(ctx: Ctx) {
  const rows = Object.entries(DEMO_BOOKING_RULES).map(([type, r]) => ({
    clientId: ctx.clientId,
    slug: `type-${type}`,
    resourceType: type,
    minDurationMinutes: r.min_duration_minutes,
    maxDurationMinutes: r.max_duration_minutes,
    minNoticeMinutes: r.min_notice_minutes,
    maxDaysAhead: r.max_days_ahead,
    nonMemberMinDurationMinutes: r.non_member_min_duration_minutes,
    nonMemberMaxDurationMinutes: r.non_member_max_duration_minutes,
    nonMemberMinNoticeMinutes: r.non_member_min_notice_minutes,
    nonMemberMaxDaysAhead: r.non_member_max_days_ahead,
    openingHours: r.opening_hours,
    granularityMinutes: r.granularity_minutes,
    checkInGraceMinutes: r.check_in_grace_minutes,
  }));
  await ctx.db.insert(bookingRules).values(rows);
  return { bookingRules: rows.length };
}
