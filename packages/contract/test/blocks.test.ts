import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_MESSAGES,
  blockCreate,
  blockedMessage,
  bufferedEnd,
  clampBuffer,
  clashMessage,
  closedMessage,
  closureCreate,
  closureWindow,
  keptRangesOverlap,
  untilText,
} from '../src/blocks.ts';
import { mapStatusOf, occupancyOf } from '../src/occupancy.ts';

const H = 3_600_000;
const M = 60_000;

describe('buffers', () => {
  it('the kept range ends planned end + buffer, clamped to 0–30 minutes', () => {
    expect(bufferedEnd('2026-06-01T10:00:00Z', 15)).toEqual(new Date('2026-06-01T10:15:00Z'));
    expect(bufferedEnd('2026-06-01T10:00:00Z', 0)).toEqual(new Date('2026-06-01T10:00:00Z'));
    expect(clampBuffer(45)).toBe(30);
    expect(clampBuffer(-5)).toBe(0);
    expect(clampBuffer(Number.NaN)).toBe(0);
  });

  it('two bookings of a room clash exactly when the second starts before the first one’s buffer is over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 5, max: 240 }),
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: 5, max: 240 }),
        (buffer, lenA, gap, lenB) => {
          const aStart = Date.UTC(2026, 5, 1, 9);
          const aEnd = aStart + lenA * M;
          const bStart = aEnd + gap * M;
          const bEnd = bStart + lenB * M;
          const clash = keptRangesOverlap({ start: aStart, until: bufferedEnd(aEnd, buffer) }, { start: bStart, until: bufferedEnd(bEnd, buffer) });
          // B after A: free once the gap covers A's buffer; B before A: free once B's buffer ends by A's start.
          const free = gap >= buffer || bEnd + buffer * M <= aStart;
          expect(clash).toBe(!free);
        },
      ),
    );
  });

  it('back-to-back after the buffer is fine, one minute less is not', () => {
    const a = { start: '2026-06-01T09:00:00Z', until: bufferedEnd('2026-06-01T10:00:00Z', 15) };
    expect(keptRangesOverlap(a, { start: '2026-06-01T10:15:00Z', until: '2026-06-01T11:15:00Z' })).toBe(false);
    expect(keptRangesOverlap(a, { start: '2026-06-01T10:14:00Z', until: '2026-06-01T11:14:00Z' })).toBe(true);
  });
});

describe('closures', () => {
  it('covers whole office days, 23 and 25 hours long on the DST Sundays of Europe/London', () => {
    const hours = (first: string, last: string) => {
      const w = closureWindow(first, last, 'Europe/London');
      return (w.end.getTime() - w.start.getTime()) / H;
    };
    expect(hours('2026-03-29', '2026-03-29')).toBe(23);
    expect(hours('2026-10-25', '2026-10-25')).toBe(25);
    expect(hours('2026-12-25', '2026-12-28')).toBe(96);
    expect(closureWindow('2026-07-01', '2026-07-01', 'Europe/London')).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-01T23:00:00Z'),
    });
  });

  it('says which office is closed when, in words', () => {
    expect(closedMessage('Shoreditch', 'Christmas Day', '2026-12-25', '2026-12-25')).toBe('Shoreditch is closed on 25-12-2026 (Christmas Day)');
    expect(closedMessage('Shoreditch', 'Christmas', '2026-12-25', '2026-12-28')).toBe(
      'Shoreditch is closed from 25-12-2026 to 28-12-2026 (Christmas)',
    );
  });
});

describe('messages', () => {
  it('a booking over a block names the room, the reason and the end in the office zone', () => {
    // 13:00Z is 14:00 in London in summer.
    expect(blockedMessage('Room 3', 'maintenance', '2026-06-01T13:00:00Z', 'Europe/London', '2026-06-01T10:00:00Z')).toBe(
      'Room 3 is blocked for maintenance until 14:00',
    );
    expect(blockedMessage('Room 3', 'Maintenance', '2026-12-01T14:00:00Z', 'Europe/London', '2026-12-01T10:00:00Z')).toBe(
      'Room 3 is blocked for maintenance until 14:00',
    );
    expect(blockedMessage('Room 3', 'AV upgrade', '2026-06-02T13:00:00Z', 'Europe/London', '2026-06-01T10:00:00Z')).toBe(
      'Room 3 is blocked for AV upgrade until 02-06-2026 14:00',
    );
    expect(untilText('2026-10-25T12:00:00Z', 'Europe/London', '2026-10-25T08:00:00Z')).toBe('12:00');
  });

  it('a clash lists the bookings in the way', () => {
    expect(clashMessage('block', ['AAAA2222'])).toBe(`Cannot place the block: 1 live booking clashes (AAAA2222). ${BLOCK_MESSAGES.clashHint}`);
    expect(clashMessage('closure', ['A', 'B', 'C', 'D', 'E', 'F'])).toContain('6 live bookings clash (A, B, C, D, E, …)');
  });
});

describe('payloads', () => {
  it('a block needs a resource or work area, a reason and an end after its start', () => {
    const r = blockCreate.safeParse({ start: '2026-06-01T10:00:00Z', end: '2026-06-01T09:00:00Z', reason: ' ' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ resource: BLOCK_MESSAGES.whatRequired, end: BLOCK_MESSAGES.endBeforeStart, reason: BLOCK_MESSAGES.reasonRequired });
    const ok = blockCreate.parse({
      resource: 'room-3',
      start: '2026-06-01T10:00:00Z',
      end: '2026-06-01T12:00:00Z',
      reason: 'maintenance',
      cancel_conflicting: 'true',
    });
    expect(ok.cancel_conflicting).toBe(true);
  });

  it('a closure runs first..last day, in order', () => {
    expect(closureCreate.safeParse({ office: 'sho', first_day: '2026-12-28', last_day: '2026-12-25', reason: 'x' }).error?.issues[0].message).toBe(
      BLOCK_MESSAGES.lastDayBeforeFirst,
    );
    expect(closureCreate.safeParse({ office: 'sho', first_day: '25-12-2026', last_day: '2026-12-25', reason: 'x' }).error?.issues[0].message).toBe(
      BLOCK_MESSAGES.firstDayRequired,
    );
    expect(closureCreate.parse({ office: 'sho', first_day: '2026-12-25', last_day: '2026-12-25', reason: 'Christmas' }).cancel_conflicting).toBe(
      false,
    );
  });
});

describe('blocks on the map and in occupancy', () => {
  const window = { start: '2026-06-01T00:00:00Z', end: '2026-06-02T00:00:00Z' };
  const block = {
    resource_id: 1,
    status: 'active',
    booking_type: 'block',
    planned_start: '2026-06-01T08:00:00Z',
    planned_end: '2026-06-01T12:00:00Z',
  };
  const booking = {
    resource_id: 2,
    status: 'active',
    booking_type: 'desk',
    planned_start: '2026-06-01T08:00:00Z',
    planned_end: '2026-06-01T17:00:00Z',
  };

  it('a blocked desk shows blocked, not booked; an inactive one stays inactive', () => {
    expect(mapStatusOf({ status: 'active' }, [block], window)).toBe('blocked');
    expect(mapStatusOf({ status: 'active' }, [booking], window)).toBe('booked');
    expect(mapStatusOf({ status: 'inactive' }, [block], window)).toBe('inactive');
    expect(mapStatusOf({ status: 'active' }, [{ ...block, status: 'cancelled' }], window)).toBe('free');
  });

  it('a block is neither a booked nor a bookable desk', () => {
    const desks = [1, 2, 3, 4].map((id) => ({ id, status: 'active' }));
    expect(occupancyOf(desks, [block, booking], ['2026-06-01'], 'UTC')).toEqual({ booked: 1, bookable: 3, percent: 33.33 });
    expect(occupancyOf(desks, [block], ['2026-06-01'], 'UTC')).toEqual({ booked: 0, bookable: 3, percent: 0 });
  });
});
