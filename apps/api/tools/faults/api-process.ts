/** Starting, killing and talking to an API process for the fault scripts (issue 13). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The API as `npm start` runs it (from source through tsx), with the jobs off so only the writers write. */
export function startApi(port: number, env: Record<string, string>): ChildProcess & { errors: () => string } {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    // The root script's `tsx --tsconfig apps/api/tsconfig.json` leaves a path relative to the root in the environment;
    // the server runs from apps/api, so it gets the absolute path (automatic JSX for the mail templates).
    env: {
      ...base,
      TSX_TSCONFIG_PATH: path.join(apiDir, 'tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      BILLING_JOB: '0',
      XERO_PULL_MINUTES: '0',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last of what it wrote to stderr: shown when it fails to start (e.g. a data directory it cannot reopen).
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return Object.assign(child, { errors: () => stderr });
}

export async function waitUp(base: string, seconds = 300) {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if (
      await fetch(`${base}/api/client/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`API at ${base} did not answer within ${seconds} s`);
}

/** Resolves once the process has exited (after a kill -9 the data directory is free again). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** A staff client of the API: a bearer token (renewed on 401, e.g. after a restart) and its own client address. */
export class ApiClient {
  private token = '';
  constructor(
    private readonly base: string,
    private readonly login = { email: 'owner@demo.test', password: 'Demo1234!' },
  ) {}

  private async raw(method: string, url: string, body?: unknown, auth = true): Promise<Answer> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: `Bearer ${this.token}` } : {}),
        'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  }

  async signIn() {
    const res = await this.raw('POST', '/auth/jwt/create/', this.login, false);
    if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = String(res.body?.access ?? '');
  }

  /** Throws on a connection error (the API is down); any HTTP answer is returned. */
  async call(method: string, url: string, body?: unknown): Promise<Answer> {
    let res = await this.raw(method, url, body);
    if (res.status === 401) {
      await this.signIn();
      res = await this.raw(method, url, body);
    }
    return res;
  }

  /** A call that must succeed (fixtures, checks): throws with the answer otherwise. */
  async ok<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await this.call(method, url, body);
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  }
}
