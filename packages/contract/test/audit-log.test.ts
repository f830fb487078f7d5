import { describe, expect, it } from 'vitest';
import {
  AUDIT_KEEP_MONTHS,
  auditActorLabel,
  auditChangesText,
  auditFieldChanges,
  auditKeepFrom,
  auditLogQuery,
  auditRecordLabel,
  AUDIT_MESSAGES,
} from '../src/audit-log.ts';

describe('audit log (issue 30)', () => {
  it('keeps at least 13 months, counting calendar months back and clamping a 31st', () => {
    expect(AUDIT_KEEP_MONTHS).toBeGreaterThanOrEqual(13);
    expect(auditKeepFrom(new Date('2026-11-27T14:00:00Z')).toISOString()).toBe('2024-10-27T14:00:00.000Z');
    expect(auditKeepFrom(new Date('2026-05-31T00:00:00Z'), 15).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(auditKeepFrom(new Date('2026-05-31T00:00:00Z'), 3).toISOString()).toBe(auditKeepFrom(new Date('2026-05-31T00:00:00Z'), 13).toISOString());
  });

  it('names records and authors in words', () => {
    expect(auditRecordLabel('bookings', '123')).toBe('Booking 123');
    expect(auditRecordLabel('offer_offices', '4')).toBe('Offer offices 4');
    expect(auditActorLabel({ kind: 'api_key', name: 'Olivia Owner', api_key: 'Door' })).toBe('API key Door (for Olivia Owner)');
    expect(auditActorLabel({ kind: 'member', name: 'Ann Lee', api_key: null })).toBe('Member Ann Lee');
    expect(auditActorLabel({ kind: 'system', name: null, api_key: null })).toBe('System');
    expect(auditActorLabel({ kind: 'staff', name: 'Olivia Owner', api_key: null })).toBe('Olivia Owner');
  });

  it('lists the changed fields before → after', () => {
    expect(auditFieldChanges({ status: 'a' }, { status: 'b', note: 'x' })).toEqual([
      { field: 'note', before: null, after: 'x' },
      { field: 'status', before: 'a', after: 'b' },
    ]);
    expect(auditChangesText({ status: 'a' }, { status: 'b' }, 'update')).toBe('status: a → b');
    expect(auditChangesText(null, { n: 1, o: { a: 1 } }, 'insert')).toBe('n: 1; o: {"a":1}');
    expect(auditChangesText({ n: null }, null, 'delete')).toBe('n: —');
  });

  it('checks the filters', () => {
    expect(auditLogQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]?.message).toBe(AUDIT_MESSAGES.rangeInvalid);
    expect(auditLogQuery.safeParse({ from: '01-01-2026' }).error?.issues[0]?.message).toBe(AUDIT_MESSAGES.dateInvalid);
    expect(auditLogQuery.parse({ person: '', action: 'update', record_type: 'bookings' })).toMatchObject({
      action: 'update',
      record_type: 'bookings',
    });
    expect(auditLogQuery.safeParse({ record_type: 'x; drop' }).success).toBe(false);
  });
});
