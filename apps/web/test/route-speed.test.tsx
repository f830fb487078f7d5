import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamPicker } from '../src/components/team-picker';
import { lazyScreen } from '../src/lib/lazy-screen';
import { createQueryClient } from '../src/lib/query-client';
import { prefetchRouteData, registerRoutePrefetchers } from '../src/app/routing/route-data';
import { PUBLIC_PAGES } from '../src/app/route-manifest';
import { deliveredModule } from '../src/lib/screen-loader';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

function Hello() {
  return <p>Hello screen</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Fallback shown</p>}>{node}</Suspense>;

describe('route speed (issue 10 §18)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a lazy screen suspends only until its code has arrived, then renders at once with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Screen = lazyScreen(load);

    const first = render(inSuspense(<Screen />));
    expect(screen.getByText('Fallback shown')).toBeTruthy();
    expect(await screen.findByText('Hello screen')).toBeTruthy();
    first.unmount();

    // Code already here: the very first commit is the screen (React 19 would otherwise hold it back ≥ 300 ms).
    render(inSuspense(<Screen />));
    expect(screen.getByText('Hello screen')).toBeTruthy();
    expect(screen.queryByText('Fallback shown')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen preloaded through its route loader renders without suspending on its first render', async () => {
    const screenLoaders = { notFound: PUBLIC_PAGES.find((p) => p.path === '/error/404')!.screen };
    expect(deliveredModule(screenLoaders.notFound)).toBeUndefined();
    await screenLoaders.notFound();
    expect(deliveredModule(screenLoaders.notFound)).toBeTruthy();
    const NotFound = lazyScreen(screenLoaders.notFound);
    renderWithApp(inSuspense(<NotFound />), '/error/404');
    // In the first commit (React.lazy would show the fallback here even though the module is loaded).
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Fallback shown')).toBeNull();
  });

  it("a registered prefetcher starts a screen's first query in the click's own task", () => {
    const prefetch = vi.fn(() => Promise.resolve());
    registerRoutePrefetchers({ '../../features/community/api/community-prefetch.ts': { prefetchRouteData: prefetch } });
    void prefetchRouteData(createQueryClient(), '/community?page_number=2');
    // Synchronously: no chunk round trip before the request.
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(String((prefetch.mock.calls[0] as unknown[])[1])).toContain('/community?page_number=2');
  });

  it("a filter's team picker asks for its options when opened, not with the page", async () => {
    const api = serveApi((url) => (url.startsWith('/api/lookups/teams/') ? { body: [{ slug: 'acme', name: 'Acme' }] } : { body: [] }));
    renderWithApp(<TeamPicker value="" onChange={() => undefined} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(api, 'GET', '/api/lookups/teams/')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Team' }));
    expect(await screen.findByRole('option', { name: 'Acme' })).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/lookups/teams/')).toHaveLength(1);
  });

  it('a team picker with a chosen team loads at once, to show its name', async () => {
    const api = serveApi((url) => (url.startsWith('/api/lookups/teams/') ? { body: [{ slug: 'acme', name: 'Acme' }] } : { body: [] }));
    renderWithApp(<TeamPicker value="acme" onChange={() => undefined} />);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Team' }) as HTMLInputElement).value).toBe('Acme'));
    expect(callsTo(api, 'GET', '/api/lookups/teams/')).toHaveLength(1);
  });
});
