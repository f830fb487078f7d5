import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { signUpOperator } from './support/new-operator.ts';
import { bearer, useTestApp } from './support/test-app.ts';

/**
 * Issues 29–30's screens for an operator that has just signed up and has nothing else (no demo data): the owner opens
 * Account → Jobs, the Audit log, Developers → Webhooks (and adds an endpoint), turns on two-factor and lists their
 * sessions. Each answers 200 with what a brand-new operator has, and the owner's own writes show in the audit log.
 */
const t = useTestApp();

describe('a brand-new operator’s security screens', () => {
  it('jobs, audit log, webhooks, two-factor enrolment and sessions all work with no demo data', async () => {
    const op = await signUpOperator(t, 'secop');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(op.access), ...(payload ? { payload } : {}) });
    const ok = async (method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json();
    };

    // Account → Jobs: every filter answers a list (nothing needs attention yet).
    expect((await ok('GET', '/api/jobs/')).jobs).toEqual([]);
    for (const state of ['all', 'queued', 'dead']) expect(Array.isArray((await ok('GET', `/api/jobs/?state=${state}`)).jobs), state).toBe(true);

    // Developers → Webhooks: empty, then one endpoint (its secret answered once), listed without the secret.
    expect((await ok('GET', '/api/webhooks/')).endpoints).toEqual([]);
    const created = await ok(
      'POST',
      '/api/webhooks/',
      { url: 'https://hooks.secop.example/clubspace', events: ['booking.created'], description: 'Bookings' },
      201,
    );
    expect(created.secret).toMatch(/^whsec_/);
    const endpoints = (await ok('GET', '/api/webhooks/')).endpoints;
    expect(endpoints).toEqual([expect.objectContaining({ id: created.endpoint.id, url: 'https://hooks.secop.example/clubspace', enabled: true })]);
    expect(JSON.stringify(endpoints)).not.toContain(created.secret);
    expect((await ok('GET', `/api/webhooks/${created.endpoint.id}/deliveries/`)).deliveries).toEqual([]);

    // Two-factor: off, then enrolled with a code from the secret shown, ten recovery codes.
    expect(await ok('GET', '/api/two-factor/')).toMatchObject({ enabled: false, required: false });
    const started = await ok('POST', '/api/two-factor/enrol/', {});
    const confirmed = await ok('POST', '/api/two-factor/enrol/confirm/', { code: await generate({ secret: started.secret }) });
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(await ok('GET', '/api/two-factor/')).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    // Sessions: the owner's own, this one marked current.
    const { sessions } = await ok('GET', '/api/my-sessions/');
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    // Audit log: the owner's writes above, by the owner, with the filters' choices; the CSV too; the secret redacted.
    const log = await ok('GET', '/api/audit-log/?page_size=100');
    const types = new Set(log.audit_entries.map((e: { record_type: string }) => e.record_type));
    expect(types.has('webhook_endpoints')).toBe(true);
    expect(types.has('user_two_factor')).toBe(true);
    expect(JSON.stringify(log)).not.toContain(created.secret);
    const filters = await ok('GET', '/api/audit-log/filters/');
    expect(filters.people.map((p: { name: string }) => p.name)).toContain('Fay Fresh');
    expect(filters.record_types.map((r: { value: string }) => r.value)).toContain('webhook_endpoints');
    const csv = await call('GET', '/api/audit-log/?format=csv&raw=1');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('webhook_endpoints');
  });
});
