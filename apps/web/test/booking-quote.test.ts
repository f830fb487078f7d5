import { describe, expect, it } from 'vitest';
import { quoteQuery } from '../src/components/booking/booking-quote';
import { buildUrl } from '../src/lib/api-client';

const entry = { office: 'shoreditch', start: '2030-01-07T09:00:00.000Z', end: '2030-01-07T18:00:00.000Z', team: 'acme', origin: 'regular' as const };

describe('the quote of what will be booked (issue 23)', () => {
  it('lists every desk as a repeated resource, with one type per desk when they differ', () => {
    const q = quoteQuery([
      { ...entry, booking_type: 'hot_desk', resource: 'hot-desk-001' },
      { ...entry, booking_type: 'desk', resource: 'desk-007' },
    ]);
    expect(q).toMatchObject({
      office: 'shoreditch',
      booking_type: ['hot_desk', 'desk'],
      resource: ['hot-desk-001', 'desk-007'],
      team: 'acme',
      start: entry.start,
    });
    expect(buildUrl('/api/calculate-booking-desk-price/', q!)).toContain(
      'booking_type=hot_desk&booking_type=desk&resource=hot-desk-001&resource=desk-007',
    );
  });

  it('one type is sent once; unassigned desks are priced by their work area, N of them', () => {
    expect(
      quoteQuery([
        { ...entry, booking_type: 'hot_desk', resource: 'a' },
        { ...entry, booking_type: 'hot_desk', resource: 'b' },
      ]),
    ).toMatchObject({ booking_type: 'hot_desk', resource: ['a', 'b'] });
    const q = quoteQuery([1, 2, 3].map(() => ({ ...entry, booking_type: 'hot_desk' as const, work_area: 'open-space', resource: null })));
    expect(q).toMatchObject({ booking_type: 'hot_desk', work_area: 'open-space', booking_size: 3 });
    expect(q).not.toHaveProperty('resource');
    expect(quoteQuery([{ ...entry, booking_type: 'hot_desk', resource: 'a', origin: 'deference', complimentary: true }])).toMatchObject({
      complimentary: true,
      origin: 'deference',
    });
    expect(quoteQuery([])).toBeNull();
  });
});
