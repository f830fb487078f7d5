import { describe, expect, it } from 'vitest';
import { portalAddresses } from '../src/portal.ts';

describe('portalAddresses', () => {
  it('gives the path form on the current host and the sub-domain form beside it', () => {
    expect(portalAddresses('demo', { protocol: 'http:', host: 'localhost:8305' })).toEqual({
      path: 'http://localhost:8305/portal/demo',
      subdomain: 'http://demo.localhost:8305/portal',
    });
    expect(portalAddresses('demo', { protocol: 'https:', host: 'app.clubspace.io' })).toEqual({
      path: 'https://app.clubspace.io/portal/demo',
      subdomain: 'https://demo.clubspace.io/portal',
    });
  });

  it('replaces a sub-domain the host already has, keeps a bare domain whole', () => {
    expect(portalAddresses('harbour', { protocol: 'http:', host: 'demo.localhost:5173' }).subdomain).toBe('http://harbour.localhost:5173/portal');
    expect(portalAddresses('demo', { protocol: 'https:', host: 'clubspace.io' }).subdomain).toBe('https://demo.clubspace.io/portal');
  });

  it('has no sub-domain form on an IP address', () => {
    expect(portalAddresses('demo', { protocol: 'http:', host: '127.0.0.1:8305' })).toEqual({
      path: 'http://127.0.0.1:8305/portal/demo',
      subdomain: null,
    });
  });
});
