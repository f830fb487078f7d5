import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { resources } from './space.ts';

/**
 * Booking rules (issue 11) of one resource type (resource_id null) or of one resource (a per-resource override that
 * replaces its type's rules as a whole). Null limits mean "no limit". Members' and non-members' limits are separate
 * columns (non_member_* null = same as members). opening_hours: 7 entries Monday..Sunday, each {open, close} 'HH:MM'
 * or null (closed); the column null = open around the clock. granularity_minutes: 15 | 30 | 60 or null (by the minute).
 * check_in_grace_minutes: minutes after the start a booking not checked in is released (null = never) — read by the
 * no-show job.
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    ...tenantColumns(),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    minDurationMinutes: integer('min_duration_minutes'),
    maxDurationMinutes: integer('max_duration_minutes'),
    minNoticeMinutes: integer('min_notice_minutes'),
    maxDaysAhead: integer('max_days_ahead'),
    nonMemberMinDurationMinutes: integer('non_member_min_duration_minutes'),
    nonMemberMaxDurationMinutes: integer('non_member_max_duration_minutes'),
    nonMemberMinNoticeMinutes: integer('non_member_min_notice_minutes'),
    nonMemberMaxDaysAhead: integer('non_member_max_days_ahead'),
    openingHours: jsonb('opening_hours'),
    granularityMinutes: integer('granularity_minutes'),
    checkInGraceMinutes: integer('check_in_grace_minutes'),
    /** Minutes before the start check-in opens (issue 24); null = DEFAULT_CHECK_IN_OPENS_MINUTES. */
    checkInOpensMinutes: integer('check_in_opens_minutes'),
  },
  (t) => [
    uniqueIndex('booking_rules_client_slug_uq').on(t.clientId, t.slug),
    uniqueIndex('booking_rules_client_type_uq')
      .on(t.clientId, t.resourceType)
      .where(sql`${t.resourceId} is null`),
    uniqueIndex('booking_rules_client_resource_uq')
      .on(t.clientId, t.resourceId)
      .where(sql`${t.resourceId} is not null`),
    index('booking_rules_resource_idx').on(t.resourceId),
  ],
);
