import { MARKETING_MESSAGES as M, type CampaignDetail, type SessionInfo } from '@clubspace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateProvider } from '../src/app/date-provider';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { sessionKeys } from '../src/lib/session';
import { setTokens } from '../src/lib/token-storage';
import { areaRoutes } from './area-helpers';
import { callsTo, serveApi } from './members-helpers';

const MarketingRoutes = areaRoutes('marketing');

const OFFICE = { slug: 'shoreditch', name: 'Shoreditch', floors: [] };
const CODES = ['marketing', 'campaigns', 'offers', 'offer_user'];
const session: SessionInfo = {
  offices: [OFFICE],
  active_office: OFFICE,
  clients: [{ slug: 'demo', name: 'Demo', role: 'coworking' }],
  active_client: {
    slug: 'demo',
    name: 'Demo Spaces',
    picture: null,
    role: 'coworking',
    web_sections: CODES.map((code) => ({ code })),
    prices_include_vat: false,
    payment_terms_days: 30,
  },
  web_sections: CODES.map((code) => ({ code })),
  branding: DEFAULT_BRANDING,
};
const campaign: CampaignDetail = {
  slug: 'spring',
  name: 'Spring',
  code: 'CMP-1',
  type: { id: 2, name: 'Promotion' },
  date_created: '2026-03-01T10:00:00Z',
  date_planned: '2026-05-31T23:00:00.000Z',
  date_sent: null,
  status: 'active',
  num_users: 0,
  users: [],
  subject: 'News for {first_name}',
  body: 'Hello **{first_name}**',
};

function renderAt(path: string, pattern: string) {
  setTokens({ access: 'a', refresh: 'r' });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.session, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <DateProvider>
          <Routes>
            <Route path={pattern} element={<MarketingRoutes />} />
          </Routes>
        </DateProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// notistack needs its provider; the toasts are checked through these mocks.
const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the campaign editor', () => {
  it('previews the e-mail with the signed-in staff’s name and sends the boxes’ content as a test', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/notification-campaigns/spring/test/')) {
        const body = JSON.parse(String(init?.body));
        return body.body
          ? { body: { detail: 'Test e-mail sent to ann@demo.test', to: 'ann@demo.test' } }
          : { status: 400, body: { detail: M.contentRequired, errors: { subject: M.contentRequired, body: M.contentRequired } } };
      }
      if (url.startsWith('/api/notification-campaigns/spring')) return { body: campaign };
      if (url.startsWith('/api/staff-profile/')) return { body: { first_name: 'Ann', last_name: 'Lee' } };
      if (url.startsWith('/api/lookups/members/')) return { body: [] };
      return undefined;
    });
    renderAt('/campaigns/spring', '/campaigns/:slug');
    const frame = (await screen.findByTitle('E-mail preview')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Hello <strong>Ann</strong>'));
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(screen.getByText('Subject: News for Ann')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Now <b>{last_name}</b>' } });
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Now &lt;b&gt;Lee&lt;/b&gt;'));
    fireEvent.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/notification-campaigns/spring/test/')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/notification-campaigns/spring/test/')[0][1]?.body))).toEqual({
      subject: 'News for {first_name}',
      body: 'Now <b>{last_name}</b>',
    });
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Test e-mail sent to ann@demo.test'));
    // Without a body the server's words land under the fields.
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect((await screen.findAllByText(M.contentRequired)).length).toBeGreaterThan(0);
    expect(notify.notifyError).toHaveBeenCalledWith(M.contentRequired);
  });
});

describe('campaign types', () => {
  it('lists types with their use, adds one, and offers Remove only for unused ones', async () => {
    let types = [
      { id: 1, name: 'Announcement', num_campaigns: 2 },
      { id: 2, name: 'Newsletter', num_campaigns: 0 },
    ];
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/dashboard-notification-campaigns/'))
        return { body: { num_results: 0, page_size: 10, current_page: 1, num_pages: 1, notification_campaigns: [] } };
      if (url.startsWith('/api/notification-types/') && init?.method === 'POST') {
        types = [...types, { id: 3, name: JSON.parse(String(init.body)).name, num_campaigns: 0 }];
        return { status: 201, body: types[2] };
      }
      if (url.startsWith('/api/notification-types/2') && init?.method === 'DELETE') return { status: 409, body: { detail: 'in use' } };
      if (url.startsWith('/api/notification-types/')) return { body: types };
      return undefined;
    });
    renderAt('/marketing', '/marketing/*');
    fireEvent.click(await screen.findByRole('button', { name: 'Campaign types' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign types' });
    expect(await within(dialog).findByText('Used by 2 campaigns')).toBeTruthy();
    expect(within(dialog).getByText('Not used yet')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Remove Announcement' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Remove Newsletter' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('New type'), { target: { value: 'Workshop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add type' }));
    expect(await within(dialog).findByText('Workshop')).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/notification-types/')[0][1]?.body))).toEqual({ name: 'Workshop' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Newsletter' }));
    expect(await within(dialog).findByText('in use')).toBeTruthy();
  });
});
