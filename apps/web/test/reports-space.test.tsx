import type { OccupancyGrid, OccupancyReport, UtilisationReport } from '@clubspace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OccupancyPage from '../src/features/reports/routes/occupancy-page';
import UtilisationPage from '../src/features/reports/routes/utilisation-page';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const CODES = ['reports'];
const SCOPE = { from: '2026-11-02', to: '2026-11-08', offices: [{ slug: 'shoreditch', name: 'Shoreditch' }], all_offices: false };
const HOURS = [8, 9, 10];

function grid(kind: OccupancyGrid['kind'], capacity: number, busy: Record<string, number>): OccupancyGrid {
  const cells = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (const hour of HOURS) {
      const share = busy[`${weekday} ${hour}`] ?? 0;
      cells.push({
        weekday,
        hour,
        open: weekday < 5 && (kind === 'desks' || hour > 8),
        booked_hours: share * capacity,
        used_hours: (share * capacity) / 2,
        average_booked: share * capacity,
        share_booked: share,
        share_used: share / 2,
      });
    }
  }
  const no_shows = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    due: weekday === 0 ? 4 : 0,
    checked_in: weekday === 0 ? 3 : 0,
    rate: weekday === 0 ? 0.25 : null,
  }));
  return { kind, capacity, cells, no_shows };
}

const OCCUPANCY: OccupancyReport = {
  scope: SCOPE,
  hours: HOURS,
  weekday_counts: [1, 1, 1, 1, 1, 1, 1],
  check_ins: true,
  grids: [grid('desks', 10, { '0 9': 0.8, '6 9': 0.1 }), grid('rooms', 2, { '2 10': 0.5 })],
};

const UTILISATION: UtilisationReport = {
  scope: SCOPE,
  resources: [
    {
      slug: 'd1',
      name: 'Desk 1',
      type: 'desk',
      office: 'Shoreditch',
      work_area: 'Quiet room',
      hours_open: 84,
      hours_booked: 42,
      ratio: 0.5,
      revenue_pence: 12_345,
    },
    {
      slug: 'r1',
      name: 'Room 1',
      type: 'meeting_room',
      office: 'Shoreditch',
      work_area: 'Rooms',
      hours_open: 40,
      hours_booked: 4,
      ratio: 0.1,
      revenue_pence: 3000,
    },
  ],
  work_areas: [
    { name: 'Quiet room', office: 'Shoreditch', resources: 1, hours_open: 84, hours_booked: 42, ratio: 0.5, revenue_pence: 12_345 },
    { name: 'Rooms', office: 'Shoreditch', resources: 1, hours_open: 40, hours_booked: 4, ratio: 0.1, revenue_pence: 3000 },
  ],
  most_used: ['d1', 'r1'],
  least_used: ['r1', 'd1'],
};

describe('Reports: occupancy by hour and utilisation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws each grid as a table whose cells print the share booked and checked in; closed hours say so; no-shows per weekday', async () => {
    const api = serveApi((url) => {
      if (url.startsWith('/api/reports/occupancy/')) return { body: OCCUPANCY };
      if (url.startsWith('/api/lookups/')) return { body: { offices: [] } };
      return undefined;
    });
    renderWithApp(<OccupancyPage />, '/reports/occupancy?office=shoreditch&from=2026-11-02&to=2026-11-08', CODES);

    const desks = await screen.findByRole('table', { name: /Desks: share of 10 booked/ });
    const rows = within(desks).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Hour', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const nine = rows.find((r) => within(r).queryByRole('rowheader', { name: '09:00' }))!;
    const cells = within(nine).getAllByRole('cell');
    expect(cells[0]!.textContent).toContain('80%');
    expect(cells[0]!.textContent).toContain('40% in');
    // Sunday is closed for desks: printed, hatched, and its booked share still shown.
    expect(cells[6]!.textContent).toContain('closed · 10%');

    const rooms = screen.getByRole('table', { name: /Meeting rooms: share of 2 booked/ });
    expect(within(rooms).getByTestId('cell-rooms-2-10')!.textContent).toContain('50%');
    expect(within(rooms).getByTestId('cell-rooms-0-8')!.textContent).toContain('closed');

    const noShows = screen.getByRole('table', { name: 'No-shows by weekday' });
    expect(within(noShows).getByRole('row', { name: /Monday/ })!.textContent).toContain('4 / 3 / 25%');
    expect(screen.getByTestId('report-scope')!.textContent).toContain('Shoreditch');
    const call = callsTo(api, 'GET', '/api/reports/occupancy/')[0]![0] as string;
    expect(call).toContain('office=shoreditch');
    expect(call).toContain('from=2026-11-02');
  });

  it('utilisation: work areas and resources in tables, most and least used, money in pounds', async () => {
    serveApi((url) => {
      if (url.startsWith('/api/reports/utilisation/')) return { body: UTILISATION };
      if (url.startsWith('/api/lookups/')) return { body: { offices: [] } };
      return undefined;
    });
    renderWithApp(<UtilisationPage />, '/reports/utilisation', CODES);

    const areas = await screen.findByRole('table', { name: 'Utilisation by work area' });
    expect(within(areas).getByRole('row', { name: /Quiet room/ })!.textContent).toBe('Quiet roomShoreditch1844250.0%£123.45');
    const resources = screen.getByRole('table', { name: 'Utilisation by resource' });
    expect(within(resources).getByRole('row', { name: /Room 1/ })!.textContent).toContain('Meeting Room');
    expect(within(screen.getByRole('list', { name: 'Most used' })).getAllByRole('listitem')[0]!.textContent).toContain('Desk 1 (Shoreditch) — 50.0%');
    expect(within(screen.getByRole('list', { name: 'Least used' })).getAllByRole('listitem')[0]!.textContent).toContain('Room 1');
    await waitFor(() => expect(screen.getByRole('button', { name: /csv/i })).toBeTruthy());
  });
});
