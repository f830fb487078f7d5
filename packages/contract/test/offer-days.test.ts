import { describe, expect, it } from 'vitest';
import { offerPayload } from '../src/marketing.ts';
import { defaultOfferStart, offerDayOf, offerEndOf, offerFormSchema, offerStartOf, offerTimeZone } from '../src/offer-days.ts';

describe('offer days', () => {
  it('start at 00:00 and end at 23:59:59 of their days in the zone', () => {
    expect(offerStartOf('2026-07-01', 'Europe/London')).toBe('2026-06-30T23:00:00.000Z');
    expect(offerEndOf('2026-07-31', 'Europe/London')).toBe('2026-07-31T22:59:59.000Z');
    expect(offerStartOf('2026-01-10', 'America/New_York')).toBe('2026-01-10T05:00:00.000Z');
  });
  it('read back as the same days in the zone', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-12-31'])
      for (const zone of ['Europe/London', 'Asia/Tokyo', 'America/Los_Angeles']) {
        expect(offerDayOf(offerStartOf(day, zone), zone)).toBe(day);
        expect(offerDayOf(offerEndOf(day, zone), zone)).toBe(day);
      }
    expect(offerDayOf(null)).toBe('');
  });
  it('a missing start defaults to today 00:00 in the zone', () => {
    expect(defaultOfferStart(new Date('2026-07-01T23:30:00Z'), 'Europe/London').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(defaultOfferStart(new Date('2026-07-01T22:30:00Z'), 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
  it('the form needs both days besides the API rules', () => {
    const issues = offerFormSchema
      .safeParse({ code: 'X', offer_type: 'bar', date_start: '', date_end: '' })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['date_start', 'Start date is required'],
      ['date_end', 'End date is required'],
    ]);
    expect(offerPayload.safeParse({ code: 'X', offer_type: 'bar' }).success).toBe(true);
  });
  it('reads days in the first office’s zone, else the active office’s', () => {
    const zones = [
      { slug: 'ny', time_zone: 'America/New_York' },
      { slug: 'ldn', time_zone: 'Europe/London' },
    ];
    expect(offerTimeZone(['ny', 'ldn'], zones, 'ldn')).toBe('America/New_York');
    expect(offerTimeZone([], zones, 'ldn')).toBe('Europe/London');
    expect(offerTimeZone([], zones, null)).toBe('Europe/London');
    expect(offerTimeZone(['gone'], [], 'x')).toBe('Europe/London');
  });
});
