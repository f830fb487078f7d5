import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { THROTTLE } from '@clubspace/contract';
import { parseLogFormat, type LogFormat } from './lib/log-format.ts';
import { REPO_ROOT } from './paths.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Where the embedded database and the generated secret live. */
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  publicUrl: string;
  smtpUrl: string | null;
  /**
   * SMTP connections the mailer keeps open and reuses (SMTP_POOL, default 4; issue 32: a campaign's e-mails no longer
   * open a connection each). 0: a connection per message (the tests' default: their sinks close between files).
   */
  smtpPool?: number;
  mailFrom: string;
  logLevel: string;
  /** Readable lines (default outside production) or pino's JSON (LOG_FORMAT=json, NODE_ENV=production). */
  logFormat?: LogFormat;
  loginRateLimit: number;
  webDistDir: string | null;
  /**
   * Whose X-Forwarded-For to believe (issue 13 §2). Default false: the socket address is the client, so a client-sent
   * header cannot dodge the throttles. TRUST_PROXY=1 or a number: that many proxy hops; true: every hop; else a comma
   * list of proxy addresses/CIDRs.
   */
  trustProxy?: boolean | number | string[];
  /** Overrides of the contract's THROTTLE numbers (tests). */
  throttle?: Partial<Record<keyof typeof THROTTLE, number>>;
  /** Seconds a just-rotated refresh token still gets a valid token (two tabs refreshing at once). */
  refreshGraceSeconds?: number;
  /** Served over TLS (directly or behind a TLS proxy): only then HSTS and upgrade-insecure-requests. Default: PUBLIC_URL is https. */
  tls?: boolean;
  /** Serves GET /api/dev/outbox/ so browser tests and local users can read sent e-mails. Never in production. */
  devOutbox: boolean;
  /** Key (any string; SHA-256 makes the AES-256 key) that encrypts stored third-party secrets such as Xero's. */
  secretKey?: string;
  /** Xero's accounting API and identity (token) base URLs; tests point them at a local fake. */
  xeroApiUrl?: string;
  xeroIdentityUrl?: string;
  /** Minutes between pulls of synced invoices' payment status from Xero; 0 turns the job off. */
  xeroPullMinutes?: number;
  /**
   * Where stripe-node sends its calls (issue 27): 'fake' (the default outside production) starts the local stand-in
   * (src/dev/stripe-fake) next to the server; a URL points at it or another fake; production uses Stripe.
   */
  stripeApiUrl?: string;
  /** Requests an API key may make per window (issue 29; default 120 a minute, API_KEY_RATE_LIMIT) and the window's seconds. */
  apiKeyRateLimit?: number;
  apiKeyRateWindowSeconds?: number;
  /** Open live (SSE) streams per staff user and per operator in this process (issue 30 §6; contract LIVE_STREAM_LIMITS). */
  liveStreamsPerUser?: number;
  liveStreamsPerOperator?: number;
  /** Seconds between the checks that end streams whose login was revoked by another process (default 15). */
  liveSessionCheckSeconds?: number;
  /** The embedded database's statement queue (issue 30 §4): waiting requests at most, and the longest wait. */
  dbQueueLimit?: number;
  dbQueueTimeoutMs?: number;
  /**
   * Webhooks (issue 29) may go to loopback, private and link-local addresses only when WEBHOOKS_ALLOW_PRIVATE=1 says so
   * (tests, e2e and `npm run dev` set it for their local receivers); refused by default whatever NODE_ENV is, so a
   * server started without the setting never sends requests into its own network.
   */
  webhooksAllowPrivate?: boolean;
  /**
   * Every answer also encoded by zod and compared with the compiled serializer's (lib/response-serializer.ts): on in
   * the tests and with RESPONSE_CHECK=1 (the e2e server), off in production (it would undo the saving).
   */
  verifyResponses?: boolean;
}

/** The secret is read from JWT_SECRET, or generated once and kept in the data folder so restarts keep sessions. */
function loadSecret(dataDir: string, envValue = process.env.JWT_SECRET, fileName = 'jwt-secret'): string {
  if (envValue) return envValue;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = REPO_ROOT;
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  // WEB_DIST_DIR serves another build of the web app (benchmarks build one aside, away from the shared dist).
  const webDist = path.resolve(root, env.WEB_DIST_DIR ?? 'apps/web/dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `pglite://${path.join(dataDir, 'pglite')}`,
    dataDir,
    jwtSecret: loadSecret(dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 14 * 24 * 3600),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL ?? null,
    smtpPool: Number(env.SMTP_POOL ?? 4),
    mailFrom: env.MAIL_FROM ?? 'Clubspace <no-reply@clubspace.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: parseLogFormat(env),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 20),
    webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tls: env.TLS === '1' || (env.TLS !== '0' && (env.PUBLIC_URL ?? '').startsWith('https://')),
    devOutbox: env.DEV_OUTBOX === '1',
    // SECRET_KEY must be the same in every API process (like JWT_SECRET); without it one is kept in the data folder.
    secretKey: loadSecret(dataDir, env.SECRET_KEY, 'secret-key'),
    xeroApiUrl: env.XERO_API_URL ?? 'https://api.xero.com/api.xro/2.0',
    xeroIdentityUrl: env.XERO_IDENTITY_URL ?? 'https://identity.xero.com',
    xeroPullMinutes: Number(env.XERO_PULL_MINUTES ?? 15),
    stripeApiUrl: env.STRIPE_API_URL ?? (env.NODE_ENV === 'production' ? 'https://api.stripe.com' : 'fake'),
    ...(env.API_KEY_RATE_LIMIT ? { apiKeyRateLimit: Number(env.API_KEY_RATE_LIMIT) } : {}),
    ...optionalNumber('liveStreamsPerUser', env.LIVE_STREAMS_PER_USER),
    ...optionalNumber('liveStreamsPerOperator', env.LIVE_STREAMS_PER_OPERATOR),
    ...optionalNumber('liveSessionCheckSeconds', env.LIVE_SESSION_CHECK_SECONDS),
    ...optionalNumber('dbQueueLimit', env.DB_QUEUE_LIMIT),
    ...optionalNumber('dbQueueTimeoutMs', env.DB_QUEUE_TIMEOUT_MS),
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1',
    verifyResponses: env.RESPONSE_CHECK === '1',
  };
}

/** A positive number from the environment as an optional config field (unset or not a number: the default). */
function optionalNumber<K extends keyof Config>(key: K, value: string | undefined): Partial<Config> {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? { [key]: n } : {};
}

/** TRUST_PROXY: unset/0/false → off; 'true' → every hop; a number → that many hops; else a comma list of addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Config for tests: fixed secret, no static files, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'memory://',
    dataDir: '/tmp/clubspace-test',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    // Hours, not the production 15 minutes: a long model-based test on a busy machine (the ledger model took 14 min
    // at load 17) must not see its tokens expire mid-sequence. Expiry itself is tested with its own short lifetimes.
    accessTokenTtlSeconds: 4 * 3600,
    refreshTokenTtlSeconds: 8 * 3600,
    publicUrl: 'http://localhost:8080',
    smtpUrl: null,
    mailFrom: 'Clubspace <no-reply@clubspace.local>',
    logLevel: 'silent',
    loginRateLimit: 1000,
    webDistDir: null,
    devOutbox: true,
    secretKey: 'test-secret-key-for-stored-third-party-secrets',
    // Nothing listens on port 9: a test that forgets its fake Xero fails fast instead of calling the internet.
    xeroApiUrl: 'http://127.0.0.1:9/api.xro/2.0',
    xeroIdentityUrl: 'http://127.0.0.1:9',
    xeroPullMinutes: 0,
    // Likewise for Stripe: a test starts its StripeFake and points this at it.
    stripeApiUrl: 'http://127.0.0.1:9',
    webhooksAllowPrivate: true,
    verifyResponses: true,
    ...overrides,
  };
}
