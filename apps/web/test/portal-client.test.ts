import { portalApi } from '@clubspace/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalCall, portalTokens, setPortalAuthLostHandler } from '../src/features/portal/api/portal-client';
import { getAccessToken, setTokens } from '../src/lib/token-storage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

describe('the portal client', () => {
  let lost: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    lost = vi.fn();
    setPortalAuthLostHandler(lost as unknown as (ws: string) => void);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the workspace header and that workspace’s portal token, never the staff token', async () => {
    setTokens({ access: 'staff-access', refresh: 'staff-refresh' });
    portalTokens.set('demo', { access: 'demo-access', refresh: 'demo-refresh' });
    portalTokens.set('harbour', { access: 'harbour-access', refresh: 'harbour-refresh' });
    const calls = serve(() => json(200, { ok: true }));
    await portalCall('demo', portalApi.bookings, { query: { when: 'past' } });
    await portalCall('harbour', portalApi.me);
    expect(calls[0].url).toBe('/api/portal/bookings?when=past');
    expect(calls[0].headers['x-portal-workspace']).toBe('demo');
    expect(calls[0].headers.Authorization).toBe('Bearer demo-access');
    expect(calls[1].headers).toMatchObject({ 'x-portal-workspace': 'harbour', Authorization: 'Bearer harbour-access' });
    expect(getAccessToken()).toBe('staff-access');
  });

  it('refreshes once on 401 through the portal refresh endpoint and replays the call', async () => {
    portalTokens.set('demo', { access: 'old', refresh: 'r1' });
    const calls = serve((c) => {
      if (c.url === '/api/portal/auth/refresh') return json(200, { access: 'new', refresh: 'r2' });
      return c.headers.Authorization === 'Bearer new' ? json(200, { member: 'me' }) : json(401, { detail: 'Your session has expired' });
    });
    await expect(portalCall('demo', portalApi.me)).resolves.toEqual({ member: 'me' });
    expect(calls.filter((c) => c.url === '/api/portal/auth/refresh')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/api/portal/auth/refresh')?.body).toEqual({ refresh: 'r1' });
    expect(portalTokens.access('demo')).toBe('new');
    expect(portalTokens.refresh('demo')).toBe('r2');
    expect(lost).not.toHaveBeenCalled();
  });

  it('ends the workspace’s session when the refresh fails, and answers errors with the server’s words', async () => {
    portalTokens.set('demo', { access: 'old', refresh: 'r1' });
    serve((c) =>
      c.url === '/api/portal/auth/refresh'
        ? json(401, { detail: 'Invalid or expired refresh token' })
        : json(401, { detail: 'Your session has expired' }),
    );
    await expect(portalCall('demo', portalApi.home)).rejects.toMatchObject({ status: 401 });
    expect(portalTokens.access('demo')).toBeNull();
    expect(lost).toHaveBeenCalledWith('demo');

    portalTokens.set('demo', { access: 'a', refresh: 'r' });
    serve(() => json(409, { detail: 'Bookings can be cancelled until 24 hours before they start', code: 'cancel_window' }));
    await expect(portalCall('demo', portalApi.cancel, { params: { code: 'ABC' } })).rejects.toMatchObject({
      status: 409,
      message: 'Bookings can be cancelled until 24 hours before they start',
    });
  });
});
