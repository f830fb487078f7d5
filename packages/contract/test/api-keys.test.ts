import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_FORBIDDEN_SECTIONS,
  API_KEY_SECTIONS,
  TAB_SECTIONS,
  apiKeyCreate,
  apiKeyMissing,
  apiKeyStatus,
  normalizeApiKeyScopes,
  rateWindow,
  type ApiKeyScopes,
} from '../src/index.ts';

describe('apiKeyMissing', () => {
  it('read opens GET and HEAD only; write every method', () => {
    expect(apiKeyMissing({ users: 'read', members: 'read' }, ['users', 'members'], 'GET')).toEqual([]);
    expect(apiKeyMissing({ users: 'read', members: 'read' }, ['users', 'members'], 'HEAD')).toEqual([]);
    expect(apiKeyMissing({ users: 'read', members: 'write' }, ['users', 'members'], 'POST')).toEqual(['users']);
    expect(apiKeyMissing({ users: 'write', members: 'write' }, ['users', 'members'], 'DELETE')).toEqual([]);
    expect(apiKeyMissing({ users: 'write' }, ['users', 'invoices'], 'GET')).toEqual(['invoices']);
  });

  it('never opens a route without sections or one needing account or onboarding', () => {
    expect(apiKeyMissing({ users: 'write' }, [], 'GET')).toBe('never');
    expect(apiKeyMissing({ account: 'write' } as ApiKeyScopes, ['account'], 'GET')).toBe('never');
    expect(apiKeyMissing({ on_boarding: 'write' } as ApiKeyScopes, ['on_boarding'], 'POST')).toBe('never');
  });

  it('property: a route opens only when every section is held at the needed level', () => {
    const code = fc.constantFrom(...API_KEY_SECTIONS);
    fc.assert(
      fc.property(
        fc.dictionary(code, fc.constantFrom('read' as const, 'write' as const)),
        fc.uniqueArray(code, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        (scopes, sections, method) => {
          const missing = apiKeyMissing(scopes, sections, method);
          const opens = sections.every((c) => scopes[c] === 'write' || (scopes[c] === 'read' && method === 'GET'));
          expect(missing === 'never' ? false : missing.length === 0).toBe(opens);
        },
      ),
    );
  });
});

describe('the create body', () => {
  it('refuses no scopes and the account or onboarding sections', () => {
    expect(apiKeyCreate.safeParse({ name: 'a', scopes: {} }).success).toBe(false);
    for (const c of API_KEY_FORBIDDEN_SECTIONS) expect(apiKeyCreate.safeParse({ name: 'a', scopes: { [c]: 'read' } }).success).toBe(false);
    expect(apiKeyCreate.safeParse({ name: 'a', scopes: { users: 'read' }, expires_at: null }).success).toBe(true);
  });
});

describe('normalizeApiKeyScopes', () => {
  it('lifts each tab’s area to at least the tab’s access', () => {
    expect(normalizeApiKeyScopes({ invoices: 'write' })).toEqual({ invoices: 'write', users: 'write' });
    expect(normalizeApiKeyScopes({ members: 'read', users: 'write' })).toEqual({ members: 'read', users: 'write' });
    for (const [area, tabs] of Object.entries(TAB_SECTIONS))
      for (const tab of tabs) expect(normalizeApiKeyScopes({ [tab]: 'read' })[area]).toBe('read');
  });
});

describe('apiKeyStatus and rateWindow', () => {
  it('revoked wins, then expiry', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: now, expiresAt: new Date('2030-01-01') }, now)).toBe('revoked');
  });

  it('property: the window holds the instant and the reset is within it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 3600 }), (now, seconds) => {
        const w = rateWindow(now, seconds);
        expect(w.start).toBeLessThanOrEqual(now);
        expect(now - w.start).toBeLessThan(seconds * 1000);
        expect(w.resetSeconds).toBeGreaterThanOrEqual(1);
        expect(w.resetSeconds).toBeLessThanOrEqual(seconds);
      }),
    );
  });
});
