import { describe, expect, it } from 'vitest';
import { ERASED_NAME, erasedEmail, erasureConfirmed, memberExportFilename, retentionCutoff, retentionSettingsUpdate } from '../src/index.ts';

describe('gdpr', () => {
  it('names the export file by slug and UTC day', () => {
    expect(memberExportFilename('ann-lee', new Date('2026-03-04T23:30:00Z'))).toBe('clubspace-member-ann-lee-2026-03-04.zip');
    expect(memberExportFilename('a b/../c', new Date('2026-03-04T00:00:00Z'))).toBe('clubspace-member-a-b-c-2026-03-04.zip');
    expect(memberExportFilename('', new Date('2026-03-04T00:00:00Z'))).toBe('clubspace-member-member-2026-03-04.zip');
  });

  it('confirms an erasure with the name (case and spaces aside) or ERASE', () => {
    expect(erasureConfirmed('ERASE', 'Ann Lee')).toBe(true);
    expect(erasureConfirmed('  ann   LEE ', 'Ann Lee')).toBe(true);
    expect(erasureConfirmed('erase', 'Ann Lee')).toBe(false);
    expect(erasureConfirmed('Ann', 'Ann Lee')).toBe(false);
    expect(erasureConfirmed('', '')).toBe(false);
  });

  it('has undeliverable unique placeholders', () => {
    expect(erasedEmail(12)).toBe('erased-12@erased.invalid');
    expect(ERASED_NAME).toBe('Erased member');
  });

  it('computes the retention cutoff in months, off when null', () => {
    expect(retentionCutoff(new Date('2026-05-31T12:00:00Z'), 3)?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2026-05-31T12:00:00Z'), null)).toBeNull();
    expect(retentionCutoff(new Date('2026-05-31T12:00:00Z'), 0)).toBeNull();
  });

  it('bounds the setting', () => {
    expect(retentionSettingsUpdate.safeParse({ member_retention_months: null }).success).toBe(true);
    expect(retentionSettingsUpdate.safeParse({ member_retention_months: 24 }).success).toBe(true);
    expect(retentionSettingsUpdate.safeParse({ member_retention_months: 0 }).success).toBe(false);
    expect(retentionSettingsUpdate.safeParse({ member_retention_months: 1.5 }).success).toBe(false);
  });
});
