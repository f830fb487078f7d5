/**
 * The load generator, run as a SECOND process (the server, or PostgreSQL, gets the CPU it would get in production
 * minus this client): `tsx load-worker.ts '<json spec>'` prints one JSON result line.
 * - mode 'http': autocannon against the server on loopback (`connections` concurrent, `seconds` long). A body may
 *   hold `{{start}}`/`{{end}}`: each request gets its own slot (booking create never hits an earlier booking).
 * - mode 'sql': the same page's SQL statements (captured from the API) run straight through node-postgres with a pool
 *   of the server's size, `connections` workers each issuing one request's statements at once (Promise.all, as the
 *   list route fetches the page and the count together) — the physical limit of the request.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { fillBody } from './cases.ts';

export interface HttpSpec {
  mode: 'http';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** With a body: `{{start}}`/`{{end}}` become a 30-minute slot `n` hours after this instant (ms), n counting requests. */
  slotBase?: number;
  /** `{{room}}` takes these values in turn; the slot moves on once per round of rooms. */
  rooms?: string[];
  /** `{{member}}` takes these values in turn, with the rooms. */
  members?: string[];
  /** Each request on its own day (the slot moves on a day and an hour per request), not a round of rooms per hour. */
  spreadDays?: boolean;
}
export interface SqlSpec {
  mode: 'sql';
  databaseUrl: string;
  poolSize: number;
  statements: { text: string; params: unknown[] }[];
  connections: number;
  seconds: number;
}
export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (p: number) => (times.length ? +times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2) : 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function http(spec: HttpSpec): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let n = 0;
  const started = performance.now();
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    headers: { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        method: spec.method,
        setupRequest: (req: Record<string, unknown>) => {
          if (!spec.body) return req;
          const rooms = spec.rooms?.length ? spec.rooms : null;
          const i = n++;
          const start = (spec.slotBase ?? 0) + (spec.spreadDays ? i * 90_000_000 : (rooms ? Math.floor(i / rooms.length) : i) * 3_600_000);
          const body = fillBody(
            spec.body,
            start,
            rooms?.[i % rooms.length],
            spec.members?.length ? spec.members[i % spec.members.length] : undefined,
          );
          return { ...req, body };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: times.length,
    rps: +(times.length / seconds).toFixed(1),
    ...percentiles(times),
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
  };
}

async function sql(spec: SqlSpec): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + spec.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await Promise.all(spec.statements.map((s) => pool.query(s.text, s.params)));
        times.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: spec.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  return { requests: times.length, rps: +(times.length / seconds).toFixed(1), ...percentiles(times), non2xx: 0, errors, statuses: {} };
}

const spec = JSON.parse(process.argv[2] ?? process.env.LOAD_SPEC ?? '{}') as HttpSpec | SqlSpec;
const result = spec.mode === 'http' ? await http(spec) : await sql(spec);
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
