import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, staffProfileApi, teamsApi } from '@clubspace/contract';
import { ApiError, call, setAuthLostHandler } from '../src/lib/api-client';
import { getAccessToken, getRefreshToken, setTokens } from '../src/lib/token-storage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fake server: `access-1` is expired, the refresh endpoint answers with `handler`. */
function fakeServer(refresh: () => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const call = {
      url,
      method: init.method ?? 'GET',
      auth: headers.Authorization ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (url === '/auth/jwt/refresh/') return refresh();
    if (call.auth === 'Bearer access-2') return json(200, { url });
    return json(401, { detail: 'Authentication required' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('api client', () => {
  let authLost: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    authLost = vi.fn();
    setAuthLostHandler(authLost as unknown as () => void);
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once for two concurrent 401s, stores both rotated tokens and replays both calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = fakeServer(async () => {
      await gate; // hold the refresh so the second 401 arrives while it runs
      return json(200, { access: 'access-2', refresh: 'refresh-2' });
    });

    const a = call(teamsApi.list, { query: { page_number: 1 } }) as Promise<unknown>;
    const b = call(staffProfileApi.update, { body: { active_office: 'soho' } }) as Promise<unknown>;
    await vi.waitFor(() => expect(calls.filter((c) => c.auth === 'Bearer access-1')).toHaveLength(2));
    release();

    await expect(a).resolves.toEqual({ url: '/api/teams/?page_number=1' });
    await expect(b).resolves.toEqual({ url: '/api/staff-profile/' });
    const refreshes = calls.filter((c) => c.url === '/auth/jwt/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh: 'refresh-1' });
    expect(refreshes[0].auth).toBeNull();
    expect(calls.filter((c) => c.auth === 'Bearer access-2')).toHaveLength(2);
    expect(calls.find((c) => c.method === 'POST' && c.auth === 'Bearer access-2')?.body).toEqual({ active_office: 'soho' });
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(authLost).not.toHaveBeenCalled();
  });

  it('logs out (tokens cleared, auth-lost handler) when the refresh fails', async () => {
    const calls = fakeServer(() => json(401, { detail: 'Invalid refresh token' }));
    const results = await Promise.allSettled([call(staffProfileApi.session), call(staffProfileApi.profile)]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((r as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(calls.filter((c) => c.url === '/auth/jwt/refresh/')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(authLost).toHaveBeenCalled();
  });

  it("throws ApiError with the server's detail, status and body for other failures", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { detail: 'Name is required', errors: { name: 'Name is required' } })),
    );
    const err = await call(teamsApi.create, { body: {} as never }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('Name is required');
    expect((err as ApiError).fieldErrors).toEqual({ name: 'Name is required' });
    expect(authLost).not.toHaveBeenCalled();
  });

  it('does not try a refresh for calls made without a token (a failed login)', async () => {
    const calls = fakeServer(() => json(200, { access: 'x', refresh: 'y' }));
    await expect(call(authApi.login, { body: { email: 'a@b.co', password: 'x' } }, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBeNull();
  });

  it('reports a network failure as status 500 with the error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(staffProfileApi.session)).rejects.toMatchObject({ status: 500, message: 'Failed to fetch' });
  });
});
