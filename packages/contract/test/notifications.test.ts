import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFS, NOTIFICATION_KINDS, visibleNotificationKinds } from '../src/notifications.ts';
import { pathAllowed } from '../src/sections.ts';

describe('notifications', () => {
  it('each kind links to a screen its sections open, and only staff holding them see it', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const def = NOTIFICATION_DEFS[kind];
      const path = def.link('2026-11-23').split('?')[0];
      expect(pathAllowed(path, def.sections), kind).toBe(true);
      expect(visibleNotificationKinds(def.sections)).toContain(kind);
      expect(visibleNotificationKinds(def.sections.slice(1))).not.toContain(kind);
    }
    expect(visibleNotificationKinds(['users', 'invoices', 'fandd'])).toEqual(['invoices_overdue']);
    expect(visibleNotificationKinds([])).toEqual([]);
  });
  it('titles count in words, singular and plural', () => {
    expect(NOTIFICATION_DEFS.invoices_overdue.title(1)).toBe('1 invoice overdue');
    expect(NOTIFICATION_DEFS.invoices_overdue.title(3)).toBe('3 invoices overdue');
    expect(NOTIFICATION_DEFS.orders_pending.title(2)).toBe('2 bar orders pending');
    expect(NOTIFICATION_DEFS.bookings_without_desk.link('2026-11-23')).toContain('start=2026-11-23&end=2026-11-23');
  });
});
