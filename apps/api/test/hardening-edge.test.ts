/**
 * Issue 13 findings 1, 5, 6 and 9 at the edge of the API: NUL bytes and lone surrogates refused once at the input
 * boundary, CSP/HSTS only over TLS, precompressed and well-cached static files, and an OpenAPI document that an
 * external client generator or fuzzer reads right (security, text/csv, formats, 405 with Allow).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { INPUT_MESSAGES } from '../src/plugins/input-guard.plugin.ts';
import { isDatabaseUnavailable, loggableError } from '../src/plugins/errors.plugin.ts';
import { useApiSession } from './support/api-session.ts';
import { bearer } from './support/test-app.ts';

const { t, tok } = useApiSession();
const NUL = '\u0000';

describe('a NUL character or a lone surrogate in any input answers 400 with a field message (finding 1)', () => {
  const publicCases: { name: string; method: 'GET' | 'POST'; url: string; payload?: object; field: string }[] = [
    { name: 'login', method: 'POST', url: '/auth/jwt/create/', payload: { email: `owner${NUL}@demo.test`, password: 'Demo1234!' }, field: 'email' },
    { name: 'forgot password', method: 'POST', url: '/api/forgot/', payload: { email: `a${NUL}@b.co` }, field: 'email' },
    {
      name: 'sign-up',
      method: 'POST',
      url: '/api/client-signup/',
      payload: { email: 'new@x.co', password: `Passw0rd${NUL}!`, first_name: 'A', last_name: 'B', workspace: 'W' },
      field: 'password',
    },
    { name: 'branding by domain', method: 'GET', url: '/api/client/?domain=demo%00', field: 'domain' },
  ];
  for (const c of publicCases) {
    it(`public: ${c.name}`, async () => {
      const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [c.field]: INPUT_MESSAGES.nul });
    });
  }

  const staffCases: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; field: string }[] = [
    { method: 'GET', url: '/api/memberships/a%00', field: 'slug' },
    { method: 'GET', url: '/api/invoices/x%00y', field: 'slug' },
    { method: 'GET', url: '/api/guests/%00', field: 'slug' },
    { method: 'GET', url: '/api/member-bookings/B%00', field: 'code' },
    { method: 'DELETE', url: '/api/invoice-lines/l%00', field: 'slug' },
    { method: 'GET', url: '/api/teams/?name=a%00b', field: 'name' },
    { method: 'GET', url: '/api/member-list/?name=%00', field: 'name' },
    { method: 'GET', url: '/api/dashboard-invoices/?order=name%00', field: 'order' },
    { method: 'POST', url: '/api/teams/', payload: { name: `Team${NUL}` }, field: 'name' },
    { method: 'POST', url: '/api/guests/', payload: { name: 'A', surname: `B${NUL}`, email: 'g@x.co' }, field: 'surname' },
    { method: 'PUT', url: '/api/teams/anything', payload: { name: 'ok', extra: { deep: [`x${NUL}`] } }, field: 'extra.deep.0' },
  ];
  for (const c of staffCases) {
    it(`${c.method} ${c.url}`, async () => {
      const res = await t.app.inject({ method: c.method, url: c.url, headers: bearer(tok.owner), payload: c.payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [c.field]: INPUT_MESSAGES.nul });
    });
  }

  it('a lone surrogate in a JSON body and in a query', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/teams/',
      headers: { ...bearer(tok.owner), 'content-type': 'application/json' },
      payload: '{"name":"Team \\ud800"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual({ name: INPUT_MESSAGES.surrogate });
    const query = await t.app.inject({ method: 'GET', url: '/api/teams/?name=%ED%A0%80', headers: bearer(tok.owner) });
    expect(query.statusCode).toBeLessThan(500);
  });

  it('valid unicode (emoji pairs, accents) still passes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/teams/?name=${encodeURIComponent('Café 🎉')}`, headers: bearer(tok.owner) });
    expect(res.statusCode).toBe(200);
  });

  it('a failed query is logged without its SQL text or parameters', () => {
    const failed = Object.assign(new Error('Failed query: select * from users where email = $1\nparams: secret@x.co'), {
      query: 'select * from users where email = $1',
      params: ['secret@x.co'],
      cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
    });
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('select');
    expect(logged).not.toContain('secret@x.co');
    expect(logged).toContain('invalid byte sequence');
  });

  it('a database that cannot be reached is recognised (answered 503)', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'duplicate', code: '23505' })).toBe(false);
  });
});

describe('CSP upgrade-insecure-requests and HSTS only over TLS (finding 5)', () => {
  it('plain http (PUBLIC_URL http://…): neither', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/' });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  for (const [label, overrides] of [
    ['PUBLIC_URL https://…', { publicUrl: 'https://clubspace.example' }],
    ['TLS=1', { tls: true }],
  ] as const) {
    it(`${label}: both`, async () => {
      const app = await buildApp(testConfig(overrides), t.db);
      try {
        const res = await app.inject({ method: 'GET', url: '/api/client/' });
        expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
        expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      } finally {
        await app.close();
      }
    });
  }
});

describe('static files: precompressed, content-negotiated, cached by kind (finding 6)', () => {
  let dir = '';
  let app: Awaited<ReturnType<typeof buildApp>>;
  const js = `console.log(${JSON.stringify('clubspace '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  const portalHtml =
    '<!doctype html><html><head><title>Member portal</title><script type="module" src="/assets/portal-abc123.js"></script></head></html>';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cs-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const [name, body] of [
      ['index.html', html],
      ['assets/index-abc123.js', js],
    ] as const) {
      writeFileSync(path.join(dir, name), body);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
    }
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'portal.html'), portalHtml);
    app = await buildApp(testConfig({ webDistDir: dir }), t.db);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a hashed asset: brotli when accepted, long immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('gzip for a client without brotli, identity for one without either', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('index.html and the SPA fallback: no-cache (compressed too)', async () => {
    for (const url of ['/', '/members/teams', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('the member portal’s pages answer its own entry, portal.html; a path that only starts alike is the staff app’s', async () => {
    for (const url of ['/portal', '/portal/demo', '/portal/demo/bookings?when=past', '/portal/harbour/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(portalHtml);
    }
    for (const url of ['/portals', '/portal-settings', '/members/portal']) expect((await app.inject({ method: 'GET', url })).body, url).toBe(html);
  });

  it('a missing /assets/* file is a 404, not the app shell; the .br/.gz siblings have no URL of their own', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/missing.css', '/assets/index-abc123.js.br']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<!doctype html>');
    }
  });
});

describe('the OpenAPI document reads right (finding 9)', () => {
  type Op = {
    security?: unknown[];
    parameters?: { name: string; in: string; schema?: { format?: string } }[];
    responses: Record<string, { content?: Record<string, unknown> }>;
  };
  let paths: Record<string, Record<string, Op>> = {};
  beforeAll(() => {
    paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
  });

  it('public routes declare security: [] and staff routes keep the bearer', () => {
    for (const [url, method] of [
      ['/auth/jwt/create/', 'post'],
      ['/api/forgot/', 'post'],
      ['/api/client-signup/', 'post'],
      ['/api/client/', 'get'],
    ]) {
      expect(paths[url]?.[method]?.security, `${method} ${url}`).toEqual([]);
    }
    expect(paths['/api/teams/'].get.security).toEqual([{ staffBearer: [] }, { apiKey: [] }]);
    const publicRoutes = t.app.routeTable.filter((r) => r.config.access === 'public' && !r.url.includes('*'));
    expect(publicRoutes.length).toBeGreaterThan(5);
  });

  it('format=csv answers are declared as text/csv', () => {
    const lists = Object.entries(paths).filter(([, ops]) => ops.get?.parameters?.some((p) => p.name === 'format'));
    expect(lists.length).toBeGreaterThan(10);
    for (const [url, ops] of lists) expect(Object.keys(ops.get.responses['200'].content ?? {}), url).toContain('text/csv');
  });

  it('e-mails, phones, days and instants carry formats', () => {
    const doc = JSON.stringify(t.app.swagger());
    const count = (format: string) => doc.split(`"format":"${format}"`).length - 1;
    expect(count('email')).toBeGreaterThan(10);
    expect(count('phone')).toBeGreaterThan(10);
    expect(count('date')).toBeGreaterThan(10);
    expect(count('date-time')).toBeGreaterThan(10);
    const login = JSON.stringify(paths['/auth/jwt/create/'].post);
    expect(login).toContain('"format":"email"');
  });

  it('TRACE, OPTIONS and a method the path lacks answer 405 with Allow', async () => {
    // light-my-request 6.6's types list no TRACE (the method itself goes through), hence the cast.
    for (const method of ['TRACE', 'OPTIONS', 'DELETE'] as unknown as 'GET'[]) {
      const res = await t.app.inject({ method, url: '/api/teams/', headers: bearer(tok.owner) });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, POST');
    }
    const trace = await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/nowhere/' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBeTruthy();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nowhere/', headers: bearer(tok.owner) });
    expect(unknown.statusCode).toBe(404);
  });
});
