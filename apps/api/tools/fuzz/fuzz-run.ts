/**
 * Schema-driven fuzzing of every operation of the API's own OpenAPI document (issue 13): valid and hostile path
 * parameters, queries and bodies, sent through app.inject as the demo owner (member portal operations as a demo member). Invariants: no 5xx, no stack trace or
 * SQL in any body, simple valid list requests accepted, and the other operator's rows unchanged.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { clients } from '../../src/db/schema/index.ts';
import { probeCorpus } from './probe-corpus.ts';
import { hostile, mutated, valid, type JsonSchema } from './schema-arbitrary.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Param = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  method: Method;
  path: string;
  url: string;
  params: Param[];
  body?: JsonSchema;
  access: string;
  samples?: Record<string, { table: string; column?: string }>;
};

export interface FuzzFailure {
  request: string;
  status: number;
  reason: string;
  body: string;
}
export interface FuzzResult {
  cases: number;
  operations: number;
  failures: FuzzFailure[];
  statuses: Record<string, number>;
  validAccepted: number;
  reLogins: number;
  /** The probe's fixed cases run after the generated ones (probe-corpus.ts). */
  probeCases: number;
  tenantUnchanged: boolean;
}

/** Operations not fuzzed: an endless event stream, and calls that would end the fuzzing session itself. */
const SKIP = [
  /^GET \/api\/live\//,
  /^POST \/auth\/logout/,
  /^POST \/api\/staff-profile\//,
  /^(POST|PUT|DELETE) \/api\/dashboard-staff\/\{/,
  /^GET \/api\/dev\//,
];

/** Answers that reveal internals: a stack frame, the driver's failed query, PostgreSQL's own wording. */
const LEAKS: [RegExp, string][] = [
  [/\n\s+at [^\n]+:\d+:\d+/, 'stack trace'],
  [/Failed query|params: /, 'SQL text'],
  [
    /syntax error at or near|violates (?:foreign key|unique|check|not-null) constraint|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|invalid input syntax for type/,
    'database error text',
  ],
  [/node_modules\/|\/src\/[\w/-]+\.ts/, 'source path'],
];

function operations(app: App): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  };
  const routes = new Map(app.routeTable.map((r) => [`${r.method} ${r.url.replace(/\/+$/, '')}`, r]));
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Method;
      if (SKIP.some((re) => re.test(`${method} ${path}`))) continue;
      const url = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
      const route = routes.get(`${method} ${url.replace(/\/+$/, '')}`);
      out.push({
        method,
        path,
        url,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        access: route?.config.access ?? 'staff',
        samples: route?.config.samples?.params,
      });
    }
  }
  return out;
}

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

/** A digest of every row the operator owns (each table with client_id, plus its clients row). */
export async function tenantChecksum(db: Db, clientId: number): Promise<string> {
  const tables = rowsOf<{ t: string }>(
    await db.execute(
      sql`select table_name as t from information_schema.columns where column_name = 'client_id' and table_schema = 'public' order by 1`,
    ),
  ).map((r) => r.t);
  const parts: string[] = [];
  for (const table of [...tables, 'clients']) {
    const where = table === 'clients' ? `x.id = ${clientId}` : `x.client_id = ${clientId}`;
    const [row] = rowsOf<{ h: string | null; n: number }>(
      await db.execute(
        sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*)::int as n from "${table}" x where ${where}`),
      ),
    );
    parts.push(`${table}:${row.n}:${row.h}`);
  }
  return parts.join(';');
}

async function sampleValues(db: Db, source: { table: string; column?: string }, clientId: number): Promise<string[]> {
  const column = source.column ?? 'slug';
  try {
    const rows = rowsOf<{ v: unknown }>(
      await db.execute(sql.raw(`select "${column}"::text as v from "${source.table}" where client_id = ${clientId} order by id limit 3`)),
    );
    return rows.map((r) => String(r.v));
  } catch {
    return [];
  }
}

const qs = (query: Record<string, unknown>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((item) => p.append(k, typeof item === 'string' ? item : JSON.stringify(item)));
    else p.set(k, typeof v === 'string' ? v : v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** Percent-encodes like a client would, lone surrogates included (as their WTF-8 bytes, which no decoder accepts). */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

const asText = (v: unknown) =>
  typeof v === 'string' ? v : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export interface FuzzOptions {
  app: App;
  db: Db;
  cases: number;
  seed: number;
  login: () => Promise<string>;
  /** A member portal log-in (issue 26): operations served to members are fuzzed with its token, not the staff one. */
  memberLogin?: () => Promise<string>;
  /** Operator whose rows must stay unchanged (the caller belongs to another one). */
  otherTenantSlug: string;
  callerTenantSlug: string;
  log?: (line: string) => void;
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzResult> {
  const { app, db } = opts;
  const [other] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, opts.otherTenantSlug));
  const [mine] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, opts.callerTenantSlug));
  const before = await tenantChecksum(db, other.id);
  let token = await opts.login();
  let memberToken = opts.memberLogin ? await opts.memberLogin() : '';
  const ops = operations(app);
  const perOp = Math.ceil(opts.cases / ops.length);
  const result: FuzzResult = {
    cases: 0,
    operations: ops.length,
    failures: [],
    statuses: {},
    validAccepted: 0,
    reLogins: 0,
    probeCases: 0,
    tenantUnchanged: false,
  };

  for (const [index, op] of ops.entries()) {
    const pathParams = op.params.filter((p) => p.in === 'path');
    const queryParams = op.params.filter((p) => p.in === 'query');
    const querySchema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? { type: 'string' }])),
      required: queryParams.filter((p) => p.required).map((p) => p.name),
    };
    // Each path parameter: this operator's real ids, the other operator's ids (must stay out of reach), random text.
    const pools: Record<string, fc.Arbitrary<string>> = {};
    for (const p of pathParams) {
      const name = p.name === '*' ? '*' : p.name;
      const source = op.samples?.[name];
      const own = source ? await sampleValues(db, source, mine.id) : [];
      const theirs = source ? await sampleValues(db, source, other.id) : [];
      const real = [...own, ...theirs];
      pools[name] = fc.oneof(
        ...(real.length ? [{ arbitrary: fc.constantFrom(...real), weight: 3 }] : []),
        { arbitrary: hostile.map(asText).filter((s) => s.length > 0 && s.length < 180), weight: 2 },
        { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,20}$/), weight: 1 },
      );
    }
    const caseArb = fc.record({
      path: fc.record(pools),
      query: fc.oneof(valid(querySchema), mutated(querySchema)),
      body: op.body ? fc.oneof(valid(op.body), mutated(op.body), mutated(op.body)) : fc.constant(undefined),
      anonymous: fc.boolean().map((b) => b && op.access === 'public'),
    });
    const samples = fc.sample(caseArb, { numRuns: perOp, seed: opts.seed + index });

    // A list read with a valid page must be accepted.
    const plainList =
      op.method === 'GET' && !pathParams.length && queryParams.some((p) => p.name === 'page_size') && !queryParams.some((p) => p.required);
    const listCases = plainList
      ? [
          { page_size: 5, page_number: 1 },
          { page_size: 1000, page_number: 2 },
        ]
      : [];

    const asMember = op.access === 'member' && opts.memberLogin !== undefined;
    const send = async (url: string, body: unknown, anonymous: boolean) => {
      const headers: Record<string, string> = anonymous ? {} : { authorization: `Bearer ${asMember ? memberToken : token}` };
      let payload: string | undefined;
      if (body !== undefined && op.method !== 'GET' && op.method !== 'DELETE') {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      let res = await app.inject({ method: op.method, url, headers, payload });
      if (res.statusCode === 401 && !anonymous && op.access !== 'public') {
        // The session may have ended by a fuzzed call (e.g. a refresh family revoked): log in again and retry once.
        if (asMember) memberToken = await opts.memberLogin!();
        else token = await opts.login();
        result.reLogins++;
        headers.authorization = `Bearer ${asMember ? memberToken : token}`;
        res = await app.inject({ method: op.method, url, headers, payload });
      }
      return res;
    };

    const check = (label: string, res: { statusCode: number; body: string }) => {
      result.cases++;
      const bucket = `${Math.floor(res.statusCode / 100)}xx`;
      result.statuses[bucket] = (result.statuses[bucket] ?? 0) + 1;
      const fail = (reason: string) => {
        if (result.failures.length < 200)
          result.failures.push({ request: label.slice(0, 300), status: res.statusCode, reason, body: res.body.slice(0, 300) });
      };
      // 502/503 with a plain detail are deliberate answers (an unreachable third party such as Xero, a database
      // restart); any other 5xx, or one without the uniform error body, is a failure.
      const deliberate = (res.statusCode === 502 || res.statusCode === 503) && /^\{"detail":"[^"]+"/.test(res.body);
      if (res.statusCode >= 500 && !deliberate) fail('5xx');
      for (const [re, what] of LEAKS) if (re.test(res.body)) fail(`${what} in the body`);
    };

    for (const query of listCases) {
      const url = `${op.url}${qs(query)}`;
      const res = await send(url, undefined, false);
      check(`${op.method} ${url}`, res);
      if (res.statusCode === 200) result.validAccepted++;
      else if (result.failures.length < 200)
        result.failures.push({
          request: `${op.method} ${url}`,
          status: res.statusCode,
          reason: 'valid list request refused',
          body: res.body.slice(0, 300),
        });
    }

    for (const c of samples) {
      let url = op.url;
      for (const [name, value] of Object.entries(c.path)) {
        url = name === '*' ? url.replace('*', encodePart(value)) : url.replace(`:${name}`, encodePart(value));
      }
      const query = c.query && typeof c.query === 'object' && !Array.isArray(c.query) ? (c.query as Record<string, unknown>) : { q: c.query };
      url += qs(query);
      const res = await send(url, c.body, c.anonymous);
      check(`${op.method} ${url} ${c.body === undefined ? '' : JSON.stringify(c.body).slice(0, 200)}`, res);
    }
    opts.log?.(`${op.method} ${op.path}: ${perOp + listCases.length} cases`);
  }

  // The probe's corpus (issue 30 §3): fixed cases that once answered 500, each must be a 400 with field messages.
  for (const c of await probeCorpus(db, mine.id)) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    let res = await app.inject({ method: c.method, url: c.url, headers, payload: c.body === undefined ? undefined : JSON.stringify(c.body) });
    if (res.statusCode === 401) {
      token = await opts.login();
      headers.authorization = `Bearer ${token}`;
      res = await app.inject({ method: c.method, url: c.url, headers, payload: c.body === undefined ? undefined : JSON.stringify(c.body) });
    }
    result.cases++;
    result.probeCases++;
    const bucket = `${Math.floor(res.statusCode / 100)}xx`;
    result.statuses[bucket] = (result.statuses[bucket] ?? 0) + 1;
    const fieldErrors = res.statusCode === 400 && Object.keys((res.json() as { errors?: object }).errors ?? {}).length > 0;
    if (!fieldErrors && result.failures.length < 200)
      result.failures.push({
        request: `${c.method} ${c.url} ${JSON.stringify(c.body ?? '').slice(0, 200)}`,
        status: res.statusCode,
        reason: 'probe case not a 400 with field messages',
        body: res.body.slice(0, 300),
      });
  }

  const after = await tenantChecksum(db, other.id);
  result.tenantUnchanged = before === after;
  return result;
}
