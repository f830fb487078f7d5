import {
  shellEndpoints,
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorBody,
  type InputOptional,
} from '@clubspace/contract';
import { clearTokens, getAccessToken, getRefreshToken, setTokens, type Tokens } from './token-storage';

/** A failed call: status, the parsed body, and the server's `detail` as the message (shown in error toasts). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** Field messages of a 400/409 body (`errors: {field: message}`). */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as Partial<ErrorBody> | null)?.errors;
    return errors && typeof errors === 'object' ? errors : {};
  }
  get code(): string | undefined {
    return (this.body as Partial<ErrorBody> | null)?.code;
  }
}

type QueryValue = string | number | boolean | null | undefined;
/** A list value is sent as the parameter repeated (`?resource=a&resource=b`), the API's one list syntax. */
export type Query = Record<string, QueryValue | readonly (string | number)[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** false for the login/refresh calls: no bearer, no refresh on 401. */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' for downloads, 'stream' for the open Response of an event stream; JSON otherwise. */
  as?: 'json' | 'blob' | 'stream';
}

let onAuthLost: () => void = () => window.location.assign('/login');
/** The app replaces the hard reload with a router navigation and a cache reset. */
export function setAuthLostHandler(handler: () => void): void {
  onAuthLost = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** A response's body: JSON when it parses, the text otherwise, nothing for 204 or an empty body. */
export async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error of a failed answer: its `detail` as the message (shown in words), else the fallback. */
export function errorFrom(status: number, body: unknown, fallback: string): ApiError {
  const detail = (body as Partial<ErrorBody> | null)?.detail;
  return new ApiError(status, body, typeof detail === 'string' && detail ? detail : fallback);
}

async function send(method: string, path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: opts.as === 'blob' ? '*/*' : opts.as === 'stream' ? 'text/event-stream' : 'application/json' };
  // FormData (uploads) goes as multipart: the browser writes the boundary into Content-Type itself.
  const multipart = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    // No response at all: the seed's convention is status 500 with the error text.
    throw new ApiError(500, null, (err as Error)?.message || 'Network error');
  }
}

// One refresh at a time: every 401 that arrives while it runs waits on the same promise and is then replayed.
let refreshing: Promise<string> | null = null;

function refreshAccess(): Promise<string> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) throw new ApiError(401, null, 'Session expired');
    const res = await send(shellEndpoints.refresh.method, shellEndpoints.refresh.path, { body: { refresh } }, null);
    const body = (await readBody(res)) as Partial<Tokens> | undefined;
    if (!res.ok || !body?.access) throw errorFrom(res.status === 401 ? 401 : res.status, body, 'Session expired');
    // The server rotates refresh tokens: keep the new one, or the next refresh fails.
    setTokens({ access: body.access, refresh: body.refresh ?? refresh });
    return body.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function authLost(): ApiError {
  clearTokens();
  onAuthLost();
  return new ApiError(401, null, 'Session expired');
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const useAuth = opts.auth !== false;
  const token = useAuth ? getAccessToken() : null;
  let res = await send(method, path, opts, token);

  if (res.status === 401 && useAuth && token) {
    let fresh: string;
    const current = getAccessToken();
    if (current && current !== token) {
      fresh = current; // another call already refreshed while this one was in flight
    } else {
      try {
        fresh = await refreshAccess();
      } catch {
        // A password change in this tab replaced both tokens while this call was under way (the server revoked the
        // refresh token used here with the old session): the session goes on with the new pair.
        const replaced = getAccessToken();
        if (!replaced || replaced === token) throw authLost();
        fresh = replaced;
      }
    }
    res = await send(method, path, opts, fresh);
    if (res.status === 401) throw authLost();
  }

  if (!res.ok) throw errorFrom(res.status, await readBody(res), res.statusText || `Error ${res.status}`);
  if (opts.as === 'stream') return res as T;
  if (opts.as === 'blob') return (await res.blob()) as T;
  return (await readBody(res)) as T;
}

/** Options of one call besides its input: an abort signal, no bearer (login, refresh), or a blob/stream answer. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'auth'>;

type CallArgs<E extends Endpoint> =
  InputOptional<E> extends true ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

function toRequest<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: CallOptions | undefined,
  as?: RequestOptions['as'],
) {
  const path = endpointPath(endpoint, input?.params as Record<string, unknown> | undefined);
  return request<unknown>(endpoint.method, path, { ...options, query: input?.query as Query | undefined, body: input?.body, as });
}

/**
 * Calls a declared endpoint (packages/contract/src/api): the path is filled from `params`, and the params, query,
 * body and answer are typed by the endpoint's schemas. The web app's one way to reach the API.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  return toRequest(endpoint, input, options) as Promise<EndpointAnswer<E>>;
}

/** Opens a declared event-stream endpoint: the open Response, read by lib/event-stream. */
export function openStream<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Response> {
  return toRequest(endpoint, input, options, 'stream') as Promise<Response>;
}

/** Downloads a declared endpoint's file answer (a PDF, or a list's CSV with `format=csv`) with the bearer token. */
export async function downloadFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, filename: string): Promise<void> {
  const blob = (await toRequest(endpoint, input, undefined, 'blob')) as Blob;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a declared endpoint's file answer as a Blob with the bearer token (an image shown inline, e.g. a QR code). */
export function fetchBlob<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Blob> {
  return toRequest(endpoint, input, options, 'blob') as Promise<Blob>;
}
