import { SESSION_MESSAGES, type SessionInfo } from '@clubspace/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { setTokens } from '../src/lib/token-storage';

function session(codes: string[]): SessionInfo {
  return {
    offices: [{ slug: 'soho', name: 'Soho', floors: [] }],
    active_office: { slug: 'soho', name: 'Soho', floors: [] },
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

const page = (list: string) => ({ num_results: 0, page_size: 10, current_page: 1, num_pages: 1, [list]: [] });

function serve(codes: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/session/')
        ? session(codes)
        : url.startsWith('/api/staff-profile/')
          ? { first_name: 'Ada', last_name: 'Owner', email: 'ada@example.com' }
          : url.startsWith('/api/client/')
            ? DEFAULT_BRANDING
            : url.startsWith('/api/dashboard-resources/')
              ? page('resources')
              : url.startsWith('/api/dashboard-work-areas/')
                ? page('work_areas')
                : { offices: [], floors: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderAt(path: string) {
  setTokens({ access: 'a', refresh: 'r' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const ALL = ['dashboard', 'space', 'resources', 'work_area'];

describe('Space area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both tabs and Add resource on All resources', async () => {
    serve(ALL);
    renderAt('/space');
    expect(await screen.findByRole('table', { name: 'Resources' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All resources' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Work areas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add resource' }).getAttribute('href')).toBe('/space/add');
  });

  it('offers Add work area on the Work areas tab', async () => {
    serve(ALL);
    renderAt('/space/work_areas');
    expect(await screen.findByRole('table', { name: 'Work areas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add work area' }).getAttribute('href')).toBe('/space/addWorkArea');
  });

  it('without work_area: no Work areas tab, and /work_area/{slug} is the 404 page', async () => {
    serve(['dashboard', 'space', 'resources']);
    renderAt('/space');
    expect(await screen.findByRole('tab', { name: 'All resources' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Work areas' })).toBeNull();
    vi.unstubAllGlobals();

    serve(['dashboard', 'space', 'resources']);
    const router = renderAt('/work_area/open-plan');
    expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/404');
  });
});

describe('Account area placeholders (issue 24 §17)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/users/referral is the 404 page until it exists (Payments came with issue 27)', async () => {
    for (const path of ['/users/referral']) {
      serve(['dashboard', 'account']);
      const router = renderAt(path);
      expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/error/404');
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
