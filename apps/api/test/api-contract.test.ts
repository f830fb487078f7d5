/**
 * The typed contract holds both ways (issue 25): every route the API serves is declared once in the contract's
 * endpoint tables (packages/contract/src/api), every declared endpoint is served, and the OpenAPI document shows the
 * body of every write instead of `{}`.
 */
import * as contract from '@clubspace/contract';
import type { Endpoint } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** Every `<module>Api` table the contract exports, endpoint by endpoint. */
function declaredEndpoints(): { name: string; endpoint: Endpoint }[] {
  const found: { name: string; endpoint: Endpoint }[] = [];
  // A table may spread another (the dashboard's cards): the same declaration counts once.
  const seen = new Set<Endpoint>();
  for (const [table, value] of Object.entries(contract)) {
    if (!/Api$/.test(table) || !value || typeof value !== 'object') continue;
    for (const [key, endpoint] of Object.entries(value as Record<string, Endpoint>)) {
      if (!endpoint || typeof endpoint !== 'object' || !('method' in endpoint) || !('path' in endpoint) || seen.has(endpoint)) continue;
      seen.add(endpoint);
      found.push({ name: `${table}.${key}`, endpoint });
    }
  }
  return found;
}

const routeKey = (method: string, path: string) => `${method} ${path.replace(/\/+$/, '')}`;

describe('the typed API contract', () => {
  it('declares every served route once, and serves every declared endpoint', () => {
    const declared = declaredEndpoints();
    expect(declared.length).toBeGreaterThan(150);
    const declaredKeys = declared.map(({ endpoint }) => routeKey(endpoint.method, endpoint.path));
    const twice = declaredKeys.filter((key, i) => declaredKeys.indexOf(key) !== i);
    expect(twice).toEqual([]);

    const served = t.app.routeTable.map((r) => routeKey(r.method, r.url));
    expect(served.filter((key) => !declaredKeys.includes(key))).toEqual([]);
    expect(declaredKeys.filter((key) => !served.includes(key))).toEqual([]);
  });

  it('documents a body with its fields for every write that takes one (no `{}`)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }>>;
    };
    const empty: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const media of Object.values(operation.requestBody?.content ?? {})) {
          const schema = media.schema ?? {};
          const describes = Object.keys(schema).some((k) => ['properties', 'anyOf', 'oneOf', 'allOf', 'type', '$ref', 'items'].includes(k));
          if (!describes) empty.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('documents every success status an endpoint declares, with its body (check-in 200, book-now 201)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    const responses = doc.paths['/api/checkin/{identifier}']!.post!.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(responses['201']!.content?.['application/json']?.schema).toEqual(responses['200']!.content?.['application/json']?.schema);
    expect(responses['200']!.content?.['application/json']?.schema).toMatchObject({ properties: expect.any(Object) });
  });
});
