import { createHash } from 'node:crypto';
import { AccountingApi } from 'xero-node';
import { DailyLimitError, XeroLimiter } from './xero-limiter.ts';

export interface XeroEndpoints {
  apiUrl: string;
  identityUrl: string;
}

/** A failed Xero call: HTTP status (0 = Xero not reached), the reasons Xero gave, and Retry-After of a 429. */
export class XeroCallError extends Error {
  constructor(
    public readonly status: number,
    public readonly reasons: string[],
    public readonly retryAfter: number | null = null,
  ) {
    super(`Xero ${status}: ${reasons.join('; ')}`);
  }
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** The human reasons in a Xero error body: validation messages, else its Message/Detail/title/error. */
function reasonsOf(body: unknown): string[] {
  const b = asRecord(body);
  const validation = (Array.isArray(b.Elements) ? b.Elements : [])
    .flatMap((e) => (Array.isArray(asRecord(e).ValidationErrors) ? (asRecord(e).ValidationErrors as unknown[]) : []))
    .map((v) => asRecord(v).Message)
    .filter((m): m is string => typeof m === 'string');
  if (validation.length) return [...new Set(validation)];
  for (const key of ['Message', 'Detail', 'detail', 'title', 'error_description', 'error']) {
    if (typeof b[key] === 'string' && b[key]) return [b[key] as string];
  }
  return typeof body === 'string' && body && body.length < 300 ? [body] : [];
}

function retryAfterOf(headers: unknown): number | null {
  const raw = asRecord(headers)['retry-after'] ?? asRecord(headers)['Retry-After'];
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The SDK rejects with a JSON string of {response: {statusCode, headers, body}} (or other shapes on odd failures). */
export function toCallError(err: unknown): XeroCallError | DailyLimitError {
  if (err instanceof XeroCallError || err instanceof DailyLimitError) return err;
  let parsed: unknown = err;
  if (typeof err === 'string') {
    try {
      parsed = JSON.parse(err);
    } catch {
      return new XeroCallError(0, [err]);
    }
  }
  const response = asRecord(asRecord(parsed).response);
  const status = Number(response.statusCode ?? response.status ?? 0) || 0;
  return new XeroCallError(status, reasonsOf(response.body ?? asRecord(parsed).body), retryAfterOf(response.headers));
}

/** The limiter every Xero call of this process goes through (per operator = per organisation lanes). */
export const xeroLimiter = new XeroLimiter({
  retryAfterOf: (err) => (err instanceof XeroCallError && err.status === 429 ? (err.retryAfter ?? 60) : null),
});

interface CachedToken {
  fingerprint: string;
  accessToken: string;
  expiresAt: number;
}
/** Access tokens per operator, until a minute before they expire (Xero's last 30 minutes). */
const tokens = new Map<number, CachedToken>();

/**
 * client_credentials token of a custom connection. The SDK's getClientCredentialsToken() posts to a hard-coded
 * identity.xero.com, so the call is made here, against the configured identity URL.
 */
export async function fetchToken(
  endpoints: XeroEndpoints,
  clientId: string,
  clientSecret: string,
): Promise<{ accessToken: string; expiresIn: number }> {
  let res: Response;
  try {
    res = await fetch(`${endpoints.identityUrl.replace(/\/$/, '')}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new XeroCallError(0, [(err as Error).message]);
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!res.ok) throw new XeroCallError(res.status, reasonsOf(body), retryAfterOf(Object.fromEntries(res.headers)));
  const b = asRecord(body);
  if (typeof b.access_token !== 'string') throw new XeroCallError(502, ['no access token in the answer']);
  return { accessToken: b.access_token, expiresIn: Number(b.expires_in ?? 1800) };
}

export interface XeroCredentials {
  operatorId: number;
  clientId: string;
  clientSecret: string;
  tenantId: string | null;
}

/** One operator's authenticated access to the Accounting API, every call through the limiter. */
export class XeroSession {
  private constructor(
    private readonly api: AccountingApi,
    private readonly lane: string,
    /** Custom connections serve one organisation; Xero ignores the tenant header for them, the SDK wants a value. */
    readonly tenantId: string,
  ) {}

  static async open(endpoints: XeroEndpoints, creds: XeroCredentials, fresh = false): Promise<XeroSession> {
    const fingerprint = createHash('sha256').update(`${creds.clientId}\0${creds.clientSecret}\0${endpoints.identityUrl}`).digest('hex');
    let cached = tokens.get(creds.operatorId);
    if (fresh || !cached || cached.fingerprint !== fingerprint || cached.expiresAt <= Date.now()) {
      const token = await fetchToken(endpoints, creds.clientId, creds.clientSecret);
      cached = { fingerprint, accessToken: token.accessToken, expiresAt: Date.now() + Math.max(0, token.expiresIn - 60) * 1000 };
      tokens.set(creds.operatorId, cached);
    }
    const api = new AccountingApi(endpoints.apiUrl.replace(/\/$/, ''));
    api.accessToken = cached.accessToken;
    return new XeroSession(api, `operator:${creds.operatorId}`, creds.tenantId ?? '');
  }

  static forget(operatorId: number) {
    tokens.delete(operatorId);
  }

  /** One Accounting API call; failures become XeroCallError (or DailyLimitError from the limiter). */
  async call<T>(fn: (api: AccountingApi, tenantId: string) => Promise<{ body: T }>): Promise<T> {
    try {
      const { body } = await xeroLimiter.run(this.lane, () => fn(this.api, this.tenantId).catch((err: unknown) => Promise.reject(toCallError(err))));
      return body;
    } catch (err) {
      throw toCallError(err);
    }
  }
}
