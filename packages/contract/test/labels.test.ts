import { describe, expect, it } from 'vitest';
import * as contract from '../src/index.ts';
import { ENUM_LABELS, enumLabel, humanize, labelOf } from '../src/labels.ts';

/** Exported value lists that are not shown to users (mime types), so they need no label map. */
const NOT_SHOWN = new Set(['UPLOAD_IMAGE_TYPES', 'UPLOAD_PLAN_TYPES', 'THEME_IMAGE_TYPES']);
const ENUM_NAME = /^[A-Z_]+_(STATUSES|TYPES|ROLES|ORIGINS|VISIBILITIES)$|^PRESENCES$/;

describe('one label map per enum', () => {
  it('gives every value of every registered enum a non-empty label that is not its raw code', () => {
    for (const [name, { values, labels }] of Object.entries(ENUM_LABELS)) {
      for (const value of values) {
        const label = (labels as Record<string, string>)[value];
        expect(label, `${name}.${value}`).toBeTruthy();
        expect(label, `${name}.${value} shows a raw code`).not.toMatch(/_/);
        expect(label.charAt(0), `${name}.${value} starts lowercase`).toBe(label.charAt(0).toUpperCase());
      }
    }
  });

  it('covers every status, type, role, origin and visibility list the contract exports', () => {
    const maps = Object.values(ENUM_LABELS).map((e) => e.labels as Record<string, string>);
    const lists = Object.entries(contract).filter(
      ([key, value]) => ENUM_NAME.test(key) && !NOT_SHOWN.has(key) && Array.isArray(value) && value.every((v) => typeof v === 'string'),
    );
    expect(lists.length).toBeGreaterThan(25);
    for (const [key, values] of lists as [string, string[]][]) {
      const covered = maps.some((labels) => values.every((v) => v in labels));
      expect(covered, `${key} has no label map in ENUM_LABELS`).toBe(true);
    }
  });

  it('reads the vocabulary the screens promise (issue 10: OPEN is Draft everywhere)', () => {
    expect(enumLabel('invoiceStatus', 'open')).toBe('Draft');
    expect(enumLabel('invoiceStatus', 'pending_payment')).toBe('Pending');
    expect(enumLabel('staffStatus', 'inactive')).toBe('Inactive');
    expect(enumLabel('officeVisibility', 'public')).toBe('Public');
    expect(enumLabel('membershipStatus', 'pending_payment')).toBe('Pending payment');
  });

  it('labels nothing as nothing and an unknown code as words', () => {
    expect(labelOf(ENUM_LABELS.teamStatus.labels, null)).toBe('');
    expect(labelOf(ENUM_LABELS.teamStatus.labels, '')).toBe('');
    expect(labelOf(ENUM_LABELS.teamStatus.labels, 'on_hold')).toBe('On hold');
    expect(humanize('paid_and_delivered')).toBe('Paid and delivered');
  });
});
