import type { BlockItem, ClosureItem } from '@clubspace/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloorPlan } from '../src/components/floor-plan/floor-plan';
import { blockEvents, splitByDay } from '../src/features/bookings/components/calendar-blocks';

const block = (start: Date, end: Date): BlockItem => ({
  code: 'BLK1',
  office: { slug: 'sho', name: 'Shoreditch' },
  floor: null,
  work_area: null,
  resource: { slug: 'room-3', name: 'Room 3', resource_type: 'meeting_room' },
  start: start.toISOString(),
  end: end.toISOString(),
  reason: 'Maintenance',
  related: [],
});

describe('blocks and closures on the calendar', () => {
  it('a block over midnight shows on each day it covers, with its reason', () => {
    const start = new Date(2026, 5, 1, 17, 0);
    const end = new Date(2026, 5, 2, 10, 0);
    expect(splitByDay(start, end)).toEqual([
      { start, end: new Date(2026, 5, 2, 0, 0) },
      { start: new Date(2026, 5, 2, 0, 0), end },
    ]);
    const events = blockEvents([block(start, end)], [], ['room-3', 'room-4']);
    expect(events.map((e) => [e.resourceId, e.title, e.kind])).toEqual([
      ['room-3', 'Blocked: Maintenance', 'block'],
      ['room-3', 'Blocked: Maintenance', 'block'],
    ]);
  });

  it('a closure fills the calendar hours of every room on each closed day', () => {
    const closure: ClosureItem = {
      slug: 'c',
      office: { slug: 'sho', name: 'Shoreditch' },
      first_day: '2026-12-25',
      last_day: '2026-12-26',
      reason: 'Christmas',
      start: new Date(2026, 11, 25).toISOString(),
      end: new Date(2026, 11, 27).toISOString(),
    };
    const events = blockEvents([], [closure], ['room-3', 'room-4']);
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      title: 'Closed: Christmas',
      kind: 'closure',
      start: new Date(2026, 11, 25, 8),
      end: new Date(2026, 11, 25, 19),
    });
  });
});

describe('blocked desks on the floor plan', () => {
  it('read Blocked with the reason, with the X letter cue', () => {
    render(
      <FloorPlan
        label="Floor plan"
        imageUrl={null}
        desks={[{ slug: 'd1', name: 'Desk 1', resource_type: 'desk', status: 'active', x: 50, y: 50, tone: 'blocked', caption: 'Broken chair' }]}
      />,
    );
    const desk = screen.getByRole('button', { name: 'Desk 1, Blocked (Broken chair)' });
    // The cue and the reason are drawn by the hidden sibling on top of the desk; the name already says both.
    const drawn = desk.nextElementSibling!;
    expect(drawn.getAttribute('aria-hidden')).toBe('true');
    expect(drawn.textContent).toContain('X');
    expect(drawn.textContent).toContain('Broken chair');
  });
});
