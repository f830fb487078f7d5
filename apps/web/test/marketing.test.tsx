import { MARKETING_MESSAGES as M, type CampaignDetail, type OfferItem, type SessionInfo } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateProvider } from '../src/app/date-provider';
import { plannedLabel } from '../src/features/marketing/components/labels';
import { toOfferPayload, offerDefaults } from '../src/features/marketing/components/offer-form';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { sessionKeys } from '../src/lib/session';
import { setTokens } from '../src/lib/token-storage';
import { areaRoutes } from './area-helpers';
import { callsTo, serveApi } from './members-helpers';

const MarketingRoutes = areaRoutes('marketing');
const CommunityRoutes = areaRoutes('community');

const OFFICE = { slug: 'shoreditch', name: 'Shoreditch', floors: [] };
function session(codes: string[]): SessionInfo {
  return {
    offices: [OFFICE],
    active_office: OFFICE,
    clients: [{ slug: 'demo', name: 'Demo', role: 'coworking' }],
    active_client: {
      slug: 'demo',
      name: 'Demo',
      picture: null,
      role: 'coworking',
      web_sections: codes.map((code) => ({ code })),
      prices_include_vat: false,
      payment_terms_days: 30,
    },
    web_sections: codes.map((code) => ({ code })),
    branding: DEFAULT_BRANDING,
  };
}

function renderAt(path: string, codes: string[], node: ReactNode, pattern: string) {
  setTokens({ access: 'a', refresh: 'r' });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.session, session(codes));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <DateProvider>
          <Routes>
            <Route path={pattern} element={node} />
            <Route path="/error/404" element={<p>Not found page</p>} />
          </Routes>
        </DateProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const envelope = (name: string, rows: unknown[]) => ({
  body: { num_results: rows.length, page_size: 10, current_page: 1, num_pages: 1, [name]: rows },
});
const MARKETING = ['marketing', 'campaigns', 'offers', 'offer_user'];

const campaign: CampaignDetail = {
  slug: 'spring',
  name: 'Spring',
  code: 'CMP-1',
  type: { id: 2, name: 'Promotion' },
  date_created: '2026-03-01T10:00:00Z',
  date_planned: '2026-05-31T23:00:00.000Z',
  date_sent: null,
  status: 'pending_payment',
  num_users: 1,
  users: [{ id: 7, slug: 'bea-bell', first_name: 'Bea', last_name: 'Bell' }],
  subject: null,
  body: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('marketing tabs', () => {
  it('shows the tabs the codes grant and the campaigns list with its columns', async () => {
    serveApi((url) => (url.startsWith('/api/dashboard-notification-campaigns/') ? envelope('notification_campaigns', [campaign]) : undefined));
    renderAt('/marketing', ['marketing', 'campaigns', 'offers'], <MarketingRoutes />, '/marketing/*');
    const tabs = screen.getByRole('tablist', { name: 'Marketing tabs' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Campaigns', 'Offers']);
    expect(await screen.findByText('Spring')).toBeTruthy();
    for (const h of ['Name', 'Type', 'Code', 'Created', 'Planned', 'Status', 'Nº users'])
      expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
    expect(screen.getByText('01-06-2026')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('the create dialog refuses empty fields with the five messages and sends nothing', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/dashboard-notification-campaigns/')
        ? envelope('notification_campaigns', [])
        : url.startsWith('/api/notification-types/')
          ? { body: [{ id: 2, name: 'Promotion' }] }
          : undefined,
    );
    renderAt('/marketing', MARKETING, <MarketingRoutes />, '/marketing/*');
    fireEvent.click(await screen.findByRole('button', { name: 'Add campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add campaign' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const m of [M.nameRequired, M.campaignCodeRequired, M.typeRequired, M.datePlannedRequired, M.statusRequired])
      expect(await within(dialog).findByText(m)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/notification-campaigns/')).toHaveLength(0);
  });

  it('the offers tab: search placeholder, 300 ms, and Add offer to /marketing/add', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = serveApi((url) => (url.startsWith('/api/dashboard-offers/') ? envelope('offers', []) : undefined));
      renderAt('/marketing/offer', MARKETING, <MarketingRoutes />, '/marketing/*');
      const box = await screen.findByRole('searchbox', { name: 'Search by code, title, subtitle, description...' });
      expect(screen.getByRole('link', { name: 'Add offer' }).getAttribute('href')).toBe('/marketing/add');
      for (const h of ['Code', 'Title', 'Type', 'Price', 'Discount', 'Start', 'End', 'Status'])
        expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
      fireEvent.change(box, { target: { value: 'happy hour' } });
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(callsTo(api, 'GET', '/api/dashboard-offers/').some(([u]) => String(u).includes('name=happyhour'))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(callsTo(api, 'GET', '/api/dashboard-offers/').some(([u]) => String(u).includes('name=happyhour'))).toBe(true));
      expect(String(callsTo(api, 'GET', '/api/dashboard-offers/')[0][0])).toContain('page_size=10');
    } finally {
      vi.useRealTimers();
    }
  });

  it('/marketing/add validates code, offer type and both days with the contract messages', async () => {
    const api = serveApi(() => undefined);
    renderAt('/marketing/add', MARKETING, <MarketingRoutes />, '/marketing/*');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.codeRequired)).toBeTruthy();
    expect(screen.getByText(M.offerTypeRequired)).toBeTruthy();
    // Issue 24 §8: whole days, both required; no time pickers.
    expect(screen.getByText(M.startRequired)).toBeTruthy();
    expect(screen.getByText(M.endRequired)).toBeTruthy();
    expect(screen.queryByLabelText(/time/i)).toBeNull();
    expect(callsTo(api, 'POST', '/api/dashboard-offers/')).toHaveLength(0);
  });
});

describe('/campaigns/{slug}', () => {
  it('without the marketing section it is read-only: no boxes, no Save, a note in words', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/notification-campaigns/spring') ? { body: campaign } : url.startsWith('/api/lookups/members/') ? { body: [] } : undefined,
    );
    renderAt('/campaigns/spring', ['dashboard'], <MarketingRoutes />, '/campaigns/:slug');
    const selected = await screen.findByRole('group', { name: 'Users Selected' });
    expect(within(selected).getByText('Bea Bell')).toBeTruthy();
    expect(screen.getByText(M.readOnlyCampaign)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send test to me' })).toBeNull();
    expect(screen.getByText('CMP-1')).toBeTruthy();
    expect(screen.getByText('01-06-2026')).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/notification-campaigns/')).toHaveLength(0);
  });

  it('with the section, saves the selected users and the e-mail with PUT', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/notification-campaigns/spring')) return { body: init?.method === 'PUT' ? { ...campaign, num_users: 2 } : campaign };
      if (url.startsWith('/api/lookups/members/'))
        return {
          body: [
            { slug: 'al-ames', name: 'Al Ames', team: null, email: 'a@x' },
            { slug: 'bea-bell', name: 'Bea Bell', team: null, email: 'b@x' },
          ],
        };
      return undefined;
    });
    renderAt('/campaigns/spring', MARKETING, <MarketingRoutes />, '/campaigns/:slug');
    const selected = await screen.findByRole('group', { name: 'Users Selected' });
    expect(within(selected).getByText('Bea Bell')).toBeTruthy();
    expect(String(callsTo(api, 'GET', '/api/lookups/members/')[0][0])).toContain('limit=1000');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Spring');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hi {first_name}' } });
    expect(screen.getByText('Promotion')).toBeTruthy();
    const users = screen.getByRole('group', { name: 'Users' });
    fireEvent.click(await within(users).findByText('Al Ames'));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.campaignUpdated)).toBeTruthy();
    const [, init] = callsTo(api, 'PUT', '/api/notification-campaigns/spring')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Spring',
      code: 'CMP-1',
      date_planned: '2026-06-01T00:00:00+01:00',
      status: 'pending_payment',
      user_list: ['al-ames', 'bea-bell'],
      subject: 'Hi {first_name}',
      body: '',
    });
  });
});

describe('offer form values', () => {
  it('turns whole days in the office zone into instants and numbers, and back', () => {
    const offer = { ...toOfferPayload(offerDefaults()), code: 'X' };
    expect(offer).toMatchObject({ date_start: '', date_end: '', price: 0, limit_per_member: 0, status: 'active', offices: [] });
    const zones = [
      { slug: 'shoreditch', time_zone: 'Europe/London' },
      { slug: 'nyc', time_zone: 'America/New_York' },
    ];
    const values = { ...offerDefaults(undefined, 'shoreditch', zones), start_day: '2026-04-01', end_day: '2026-04-02', limit_per_member: '1' };
    const payload = toOfferPayload(values, zones, 'shoreditch');
    expect(payload).toMatchObject({
      date_start: '2026-03-31T23:00:00.000Z',
      date_end: '2026-04-02T22:59:59.000Z',
      offices: ['shoreditch'],
      limit_per_member: 1,
    });
    expect(toOfferPayload({ ...values, offices: ['nyc'] }, zones, 'shoreditch').date_start).toBe('2026-04-01T04:00:00.000Z');
    const back = offerDefaults({ ...(payload as unknown as OfferItem), offices: [{ slug: 'shoreditch', name: 'Shoreditch' }] }, 'shoreditch', zones);
    expect(back).toMatchObject({ start_day: '2026-04-01', end_day: '2026-04-02' });
    expect(plannedLabel('2026-05-31T23:00:00.000Z')).toBe('01-06-2026');
  });
});

describe('community', () => {
  it('shows each granted tab with its heading (Tickets: the help desk, issue 28)', async () => {
    renderAt('/community', ['community', 'tickets', 'board', 'events'], <CommunityRoutes />, '/community/*');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tickets', 'Notices', 'Events']);
    // The tab's content is a lazy screen of its own (app/areas/community.area.ts).
    expect(await screen.findByRole('heading', { name: 'Tickets', level: 2 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'New ticket' })).toBeTruthy();
  });

  it('sends a tab without its code to the first granted one: Events, its list (issue 28)', async () => {
    serveApi((url) => (url.startsWith('/api/events/') ? envelope('events', []) : undefined));
    renderAt('/community', ['community', 'events'], <CommunityRoutes />, '/community/*');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Events']);
    expect(await screen.findByRole('button', { name: 'New event' })).toBeTruthy();
    expect(await screen.findByText('No events yet')).toBeTruthy();
  });
});
