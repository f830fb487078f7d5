import type { MemberItem, SessionInfo, StaffItem, StaffProfile } from '@clubspace/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { DateProvider } from '../src/app/date-provider';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { sessionKeys } from '../src/lib/session';
import { setTokens } from '../src/lib/token-storage';

export const OFFICE = { slug: 'shoreditch', name: 'Shoreditch', floors: [] };

export const DEFAULT_CODES = ['users', 'members', 'membership', 'teams', 'guests'];

export function sessionInfo(codes: string[] = DEFAULT_CODES): SessionInfo {
  return {
    offices: [OFFICE, { slug: 'canary', name: 'Canary Wharf', floors: [] }],
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

export function memberItem(overrides: Partial<MemberItem> = {}): MemberItem {
  return {
    slug: 'ann-lee',
    user: {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: null,
      avatar: null,
      validated: true,
      onboarding: 50,
      validation: 25,
      last_login: null,
    },
    job_title: null,
    role: 'team_member',
    team: null,
    office: { slug: OFFICE.slug, name: OFFICE.name },
    status: 'active',
    presence: 'out',
    allow_email: 'YES',
    allow_push: 'NO',
    auto_assign: 'NO',
    auto_checking: 'NO',
    notify_now: false,
    image: null,
    billing_town: null,
    billing_street: null,
    billing_street_number: null,
    ...overrides,
  };
}

/** A staff member of the list and detail calls; tests override what they look at. */
export function staffItem(overrides: Partial<StaffItem> = {}): StaffItem {
  return {
    slug: 'sam-staff',
    user: { first_name: 'Sam', last_name: 'Staff', email: 'staff@demo.test', phone: null },
    role: 'club_staff',
    status: 'active',
    job_title: null,
    offices: [],
    all_offices: true,
    web_sections: [],
    ...overrides,
  };
}

export type Handler = (url: string, init: RequestInit | undefined) => { status?: number; body: unknown } | undefined;

/** Answers fetch from `handler`; unknown calls answer 404. Returns the mock to inspect the calls. */
export function serveApi(handler: Handler) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = handler(url, init) ?? { status: 404, body: { detail: `not mocked: ${url}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const callsTo = (mock: ReturnType<typeof serveApi>, method: string, prefix: string) =>
  mock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(prefix));

/** Renders with a logged-in session (granted `codes`) cached, a router, the date pickers' provider and a fresh query client. */
export function renderWithApp(node: ReactNode, path = '/members', codes: string[] = DEFAULT_CODES): QueryClient {
  setTokens({ access: 'a', refresh: 'r' });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.session, sessionInfo(codes));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <DateProvider>{node}</DateProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** The demo owner's staff profile (GET /api/dashboard-staff-profile/), nothing granted beyond the role. */
export const OWNER_PROFILE: StaffProfile = {
  id: 1,
  slug: 'olivia-owner',
  first_name: 'Olivia',
  last_name: 'Owner',
  phone: null,
  email: 'owner@demo.test',
  job_title: 'Founder',
  role: 'club_owner',
  avatar: null,
  clients: [],
  active_client: null,
  active_office: null,
  offices: [],
  floors: [],
  theme: null,
  web_sections: [],
  ticket_types: [],
  app_sections: [],
  office_skills: [],
};
