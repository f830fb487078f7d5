import { CALENDAR_FEED_MESSAGES } from '@clubspace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarFeedCard } from '../src/components/booking/calendar-feed-card';
import { parseEventStream, type StreamEvent } from '../src/lib/event-stream';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', async (original) => ({ ...(await original<object>()), ...notify }));

describe('parseEventStream', () => {
  it('reads named events, joins multi-line data, skips comments and keeps an unfinished event for later', () => {
    const got: StreamEvent[] = [];
    const rest = parseEventStream(
      'retry: 2000\n: connected\n\nevent: bookings\ndata: {"office":"a"}\n\ndata: one\ndata: two\n\nevent: bookings\ndata: {"of',
      (e) => got.push(e),
    );
    expect(got).toEqual([
      { event: 'bookings', data: '{"office":"a"}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
    expect(rest).toBe('event: bookings\ndata: {"of');
    parseEventStream(`${rest}fice":"b"}\n\n`, (e) => got.push(e));
    expect(got[2]).toEqual({ event: 'bookings', data: '{"office":"b"}' });
  });
});

describe('CalendarFeedCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  const URL_A = 'http://localhost/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

  it('creates a link, and revokes it only after a confirmation that names the room', async () => {
    let feed: { id: number; kind: string; url: string; created_at: string } | null = null;
    const api = serveApi((url, init) => {
      if (!url.startsWith('/api/calendar-feeds/')) return undefined;
      const method = init?.method ?? 'GET';
      if (method === 'POST') feed = { id: 1, kind: 'resource', url: URL_A, created_at: '2026-11-23T10:00:00Z' };
      if (method === 'DELETE') feed = null;
      // (The server answers DELETE with 204; a mocked Response cannot carry a body with 204.)
      return { status: method === 'POST' ? 201 : 200, body: method === 'DELETE' ? null : { feed } };
    });
    renderWithApp(<CalendarFeedCard target={{ resource: 'room-1' }} name="Room 1" />);
    await screen.findByText(/No calendar link yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByDisplayValue(URL_A)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/calendar-feeds/')).toHaveLength(1);
    expect(notify.notifySuccess).toHaveBeenCalledWith(CALENDAR_FEED_MESSAGES.created);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the calendar link of Room 1?' });
    expect(dialog).toBeTruthy();
    expect(callsTo(api, 'DELETE', '/api/calendar-feeds/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/calendar-feeds/?resource=room-1')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
    expect(notify.notifySuccess).toHaveBeenCalledWith(CALENDAR_FEED_MESSAGES.revoked);
    expect(notify.notifyError).not.toHaveBeenCalled();
  }, 20_000);
});
