import { DASHBOARD_CARDS, DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '@clubspace/contract';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateProvider } from '../src/app/date-provider';
import { prefetchRouteData as prefetchBookings } from '../src/features/bookings/api/bookings-prefetch';
import { prefetchRouteData as prefetchDashboard } from '../src/features/dashboard/api/dashboard-prefetch';
import { prefetchRouteData as prefetchMembers } from '../src/features/members/api/members-prefetch';
import MembersListPage from '../src/features/members/routes/members-list-page';
import { ApiError } from '../src/lib/api-client';
import * as notify from '../src/lib/notify';
import { createQueryClient } from '../src/lib/query-client';
import { prefetchRouteData } from '../src/app/routing/route-data';
import { sessionKeys } from '../src/lib/session';
import { setTokens } from '../src/lib/token-storage';
import { callsTo, memberItem, serveApi, sessionInfo } from './members-helpers';

const at = (path: string) => new URL(path, 'http://localhost');
const memberPage = { num_results: 1, page_size: 10, current_page: 1, num_pages: 1, members: [memberItem()] };

function loggedInClient() {
  setTokens({ access: 'a', refresh: 'r' });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.session, sessionInfo());
  return client;
}

describe('route data prefetch (issue 10 §18)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for exactly the page the members list then shows, so the list makes no second call', async () => {
    const api = serveApi((url) => (url.startsWith('/api/member-list/') ? { body: memberPage } : { body: [] }));
    const client = loggedInClient();
    await prefetchMembers(client, at('/members?presence=checked_in'));
    const prefetched = callsTo(api, 'GET', '/api/member-list/');
    expect(prefetched).toHaveLength(1);
    expect(String(prefetched[0][0])).toContain('presence=checked_in');

    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/members?presence=checked_in']}>
          <DateProvider>
            <MembersListPage />
          </DateProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/member-list/')).toHaveLength(1);
  });

  it('leaves other member screens alone', async () => {
    const api = serveApi(() => ({ body: [] }));
    await prefetchMembers(loggedInClient(), at('/members/teams'));
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for the six dashboard cards of the active office and period', async () => {
    const api = serveApi((url) => (url.startsWith('/api/dashboard/') ? { body: { values: [] } } : { body: [] }));
    const client = loggedInClient();
    const period = DASHBOARD_PERIODS.map((p) => p.value).find((p) => p !== DEFAULT_DASHBOARD_PERIOD && p !== 'custom')!;
    await prefetchDashboard(client, at(`/dashboard?period=${period}`));
    const slug = sessionInfo().active_office!.slug;
    const urls = callsTo(api, 'GET', '/api/dashboard/').map(([url]) => String(url));
    expect(urls.sort()).toEqual(DASHBOARD_CARDS.map((c) => `/api/dashboard/${c.section}?club=${slug}&period=${period}`).sort());
  });

  it('asks for nothing on an unfinished custom period or another dashboard tab', async () => {
    const api = serveApi(() => ({ body: {} }));
    const client = loggedInClient();
    await prefetchDashboard(client, at('/dashboard?period=custom&start=2026-01-01'));
    await prefetchDashboard(client, at('/dashboard/statistics'));
    expect(api).not.toHaveBeenCalled();
  });
});

describe('a path the staff may not open (issue 24 §13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches nothing for it: the not-found page shows, with no 403 toast on top', async () => {
    const api = serveApi(() => ({ status: 403, body: { detail: 'Your account has no access to Space · Resources.' } }));
    setTokens({ access: 'a', refresh: 'r' });
    const client = createQueryClient();
    client.setQueryData(sessionKeys.session, sessionInfo(['dashboard', 'users', 'members']));
    await prefetchRouteData(client, '/space');
    await prefetchRouteData(client, '/members');
    expect(api.mock.calls.map((call) => String(call[0]).split('?')[0])).toEqual([expect.stringContaining('/api/member-list/')]);
  });

  it('a prefetch that fails while no screen shows it stays quiet; a shown query still says why in a toast', async () => {
    const toasts = vi.spyOn(notify, 'notifyError');
    const client = createQueryClient();
    const failing = { queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(403, {}, 'No access')) };
    await client.prefetchQuery(failing);
    expect(toasts).not.toHaveBeenCalled();
    const observer = new QueryObserver(client, { ...failing, queryKey: ['y'] });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(toasts).toHaveBeenCalledTimes(1));
    unsubscribe();
  });
});

describe('the bookings map (issue 24 §21)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first floor’s desks of today with the screen’s code, not after it renders', async () => {
    const api = serveApi(() => ({ body: [] }));
    const client = loggedInClient();
    const office = { ...sessionInfo().active_office!, floors: [{ slug: 'ground', name: 'Ground' }] };
    client.setQueryData(sessionKeys.session, { ...sessionInfo(), active_office: office });
    await prefetchBookings(client, at('/bookings'));
    const asked = callsTo(api, 'GET', '/api/space-availability/');
    expect(asked).toHaveLength(1);
    expect(String(asked[0][0])).toContain(`club=${office.slug}`);
    expect(String(asked[0][0])).toContain('floor=ground');
    await prefetchBookings(client, at('/bookings/list'));
    expect(callsTo(api, 'GET', '/api/space-availability/')).toHaveLength(1);
  });
});
