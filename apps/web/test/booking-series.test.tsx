import {
  BOOKING_MESSAGES,
  BOOKING_RULE_CODE,
  BOOKING_RULE_MESSAGES,
  RECURRENCE_MESSAGES,
  type BookingSeriesDetail,
  type SeriesPreviewResult,
} from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingEntry } from '../src/components/booking/booking-types';
import { SeriesCard } from '../src/features/bookings/components/series-card';
import { SeriesPreview, SeriesPreviewActions } from '../src/features/bookings/components/series-preview';
import { SeriesRepeatSection, useSeriesRepeat } from '../src/features/bookings/components/series-repeat-section';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const TZ = 'Europe/London';
/** MUI's Switch: a switch role where the browser knows it, else a checkbox. */
const repeatSwitch = () => screen.queryByRole('switch', { name: 'Repeat' }) ?? screen.getByRole('checkbox', { name: 'Repeat' });
const series = (statuses: string[]): BookingSeriesDetail => ({
  code: 'SABCDEF1',
  booking_type: 'meeting_room',
  rule: { frequency: 'weekly', interval: 1, weekdays: [], until: null, count: statuses.length },
  description: `Weekly · ${statuses.length} times`,
  time_zone: TZ,
  first_start: '2028-03-06T10:00:00.000Z',
  first_end: '2028-03-06T11:00:00.000Z',
  office: { slug: 'shoreditch', name: 'Shoreditch' },
  bookings: statuses.map((status, i) => ({
    code: `SB${i + 1}`,
    status,
    planned_start: `2028-03-${String(6 + i * 7).padStart(2, '0')}T10:00:00.000Z`,
    planned_end: `2028-03-${String(6 + i * 7).padStart(2, '0')}T11:00:00.000Z`,
    resource: { slug: 'room-1', name: 'Room 1' },
    price: 40,
    comments: null,
  })),
  num_bookings: statuses.length,
  num_open: statuses.filter((s) => s === 'active').length,
});

describe('series on the booking detail', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("an edit refused by the booking rules lists them and sends again with override_rules on 'Book anyway'", async () => {
    const rule = 'Opening hours on Monday are 07:00–22:00';
    const puts: Record<string, unknown>[] = [];
    serveApi((url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return body.override_rules
          ? { body: { detail: 'Updated 1 booking', changed: ['SB2'], series: series(['active', 'active', 'active']) } }
          : {
              status: 400,
              body: {
                detail: `2028-03-13: ${rule}`,
                code: BOOKING_RULE_CODE,
                overridable: true,
                violations: [{ rule: 'opening_hours', field: 'start', message: rule, overridable: true }],
              },
            };
      }
      if (url.includes('/series')) return { body: { series: series(['active', 'active', 'active']) } };
      return { body: [] };
    });
    renderWithApp(<SeriesCard bookingCode="SB2" timeZone={TZ} />, '/bookings/SB2');
    const card = await screen.findByRole('region', { name: 'Part of a weekly series (3)' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bookings of the series' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comments' }), { target: { value: 'Late meeting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Booking rules' });
    expect(within(ask).getByRole('list', { name: 'Broken booking rules' }).textContent).toContain(rule);
    fireEvent.click(within(ask).getByRole('button', { name: BOOKING_RULE_MESSAGES.bookAnyway }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[0].override_rules).toBeUndefined();
    expect(puts[1]).toMatchObject({ scope: 'one', code: 'SB2', comments: 'Late meeting', override_rules: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit bookings of the series' })).toBeNull());
  });

  it("shows 'Part of a weekly series (3)' and cancels only this booking with a refund by default", async () => {
    let current = series(['active', 'active', 'active']);
    const api = serveApi((url, init) => {
      if (url.includes('/cancel')) {
        current = series(['active', 'refund', 'active']);
        return { body: { detail: '1 booking cancelled', changed: ['SB2'], series: current } };
      }
      if (url.startsWith('/api/member-bookings/SB2/series')) return { body: { series: current } };
      if (url.startsWith('/api/lookups/resources/')) return { body: { resources: [] } };
      return init ? undefined : { body: {} };
    });
    renderWithApp(<SeriesCard bookingCode="SB2" timeZone={TZ} />, '/bookings/SB2');
    const card = await screen.findByRole('region', { name: 'Part of a weekly series (3)' });
    expect(within(card).getByText('Weekly · 3 times · 3 open')).toBeTruthy();
    expect(within(card).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel series bookings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel bookings of the series' });
    expect((within(dialog).getByRole('radio', { name: 'This booking' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bookings' }));
    expect(await screen.findByText('1 booking cancelled')).toBeTruthy();
    const [call] = callsTo(api, 'POST', '/api/booking-series/SABCDEF1/cancel');
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({ scope: 'one', code: 'SB2', refund: true });
    await waitFor(() => expect(within(card).getByText('Weekly · 3 times · 2 open')).toBeTruthy());
  });

  it('shows nothing for a single booking', async () => {
    const api = serveApi(() => ({ body: { series: null } }));
    renderWithApp(<SeriesCard bookingCode="SINGLE" timeZone={TZ} />, '/bookings/SINGLE');
    await waitFor(() => expect(callsTo(api, 'GET', '/api/member-bookings/SINGLE/series')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

const entry = {
  office: 'shoreditch',
  booking_type: 'meeting_room',
  resource: 'room-1',
  team: 'acme',
  start: '2028-03-06T10:00:00.000Z',
  end: '2028-03-06T11:00:00.000Z',
} as BookingEntry;

function Harness({ onBooked }: { onBooked: (detail: string) => void }) {
  const repeat = useSeriesRepeat();
  return (
    <>
      <SeriesRepeatSection repeat={repeat} />
      <SeriesPreview repeat={repeat} entry={entry} timeZone={TZ} />
      <SeriesPreviewActions repeat={repeat} entry={entry} onBooked={onBooked} />
      <button type="button" onClick={() => void repeat.check(entry).catch(() => undefined)}>
        Check dates
      </button>
    </>
  );
}

describe('Repeat in the booking dialog', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews each date with its conflict in words, then books the free ones with skip', async () => {
    const preview: SeriesPreviewResult = {
      num_ok: 2,
      num_conflicts: 1,
      occurrences: [6, 13, 20].map((d, i) => ({
        index: i,
        start: `2028-03-${String(d).padStart(2, '0')}T10:00:00.000Z`,
        end: `2028-03-${String(d).padStart(2, '0')}T11:00:00.000Z`,
        status: i === 1 ? 'conflict' : 'ok',
        kind: i === 1 ? 'overlap' : null,
        reason: i === 1 ? `${BOOKING_MESSAGES.roomBusy} (booking XYZ)` : null,
        price: 40,
      })),
    };
    const api = serveApi((url) => {
      if (url.endsWith('/series/preview')) return { body: preview };
      if (url.endsWith('/series/')) return { status: 201, body: { ...preview, series: series(['active', 'active']), detail: '2 bookings created' } };
      return undefined;
    });
    const onBooked = vi.fn();
    renderWithApp(<Harness onBooked={onBooked} />, '/bookings/new');
    fireEvent.click(repeatSwitch());
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Times' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check dates' }));
    const table = await screen.findByRole('table', { name: 'Repeat preview' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText(`${BOOKING_MESSAGES.roomBusy} (booking XYZ)`)).toBeTruthy();
    expect(screen.getByText('2 of 3 free')).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/member-bookings/series/preview')[0][1]!.body))).toMatchObject({
      recurrence: { frequency: 'weekly', count: 3, weekdays: [1] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book the 2 free ones' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith('2 bookings created'));
    const [created] = callsTo(api, 'POST', '/api/member-bookings/series/').filter(([u]) => String(u).endsWith('/series/'));
    expect(JSON.parse(String(created[1]!.body))).toMatchObject({ on_conflict: 'skip', recurrence: { count: 3 } });
  });

  it("shows the rule's own messages next to its fields", async () => {
    serveApi(() => ({
      status: 400,
      body: { detail: RECURRENCE_MESSAGES.endRequired, errors: { 'recurrence.count': RECURRENCE_MESSAGES.endRequired } },
    }));
    renderWithApp(<Harness onBooked={vi.fn()} />, '/bookings/new');
    fireEvent.click(repeatSwitch());
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Times' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText(RECURRENCE_MESSAGES.endRequired)).toBeTruthy();
  });
});
