import {
  endpointPath,
  PORTAL_WORKSPACE_HEADER,
  portalAuthApi,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type InputOptional,
  type TokenPair,
} from '@clubspace/contract';
import { ApiError, buildUrl, errorFrom, readBody, type Query } from './api-client';

/**
 * The member portal's own client (issue 26): portal tokens per workspace (a member of two operators holds two
 * sessions), the workspace in the X-Portal-Workspace header of every call, one refresh at a time per workspace. The
 * staff client (./api-client) and its tokens are never used here, so neither audience's token reaches the other.
 * In lib/ because the resource QR page (features/checkin) checks a portal member's booking in too.
 */
const key = (workspace: string, kind: 'access' | 'refresh') => `portal:${workspace}:${kind}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const portalTokens = {
  access: (workspace: string) => storage()?.getItem(key(workspace, 'access')) ?? null,
  refresh: (workspace: string) => storage()?.getItem(key(workspace, 'refresh')) ?? null,
  set(workspace: string, t: TokenPair) {
    storage()?.setItem(key(workspace, 'access'), t.access);
    storage()?.setItem(key(workspace, 'refresh'), t.refresh);
  },
  clear(workspace: string) {
    storage()?.removeItem(key(workspace, 'access'));
    storage()?.removeItem(key(workspace, 'refresh'));
  },
  /** The workspaces this browser holds a portal session of. */
  workspaces(): string[] {
    const s = storage();
    if (!s) return [];
    const found = Array.from({ length: s.length }, (_v, i) => /^portal:(.+):refresh$/.exec(s.key(i) ?? '')?.[1]);
    return found.filter((w): w is string => Boolean(w));
  },
};

let onLost: (workspace: string) => void = (workspace) => window.location.assign(`/portal/${encodeURIComponent(workspace)}/login`);
/** The portal's routes replace the reload with a navigation to its log-in page. */
export function setPortalAuthLostHandler(handler: (workspace: string) => void) {
  onLost = handler;
}

/** `stay`: a lost session only clears the workspace's tokens (the QR page then shows its usual flow), no log-in page. */
type Options = { signal?: AbortSignal; auth?: boolean; as?: 'json' | 'blob'; stay?: boolean };

async function send(workspace: string, method: string, url: string, body: unknown, token: string | null, opts: Options) {
  const headers: Record<string, string> = { Accept: opts.as === 'blob' ? '*/*' : 'application/json', [PORTAL_WORKSPACE_HEADER]: workspace };
  // FormData (the member's photo) goes as multipart: the browser writes the boundary into Content-Type itself.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method, headers, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body), signal: opts.signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(500, null, (err as Error)?.message || 'Network error');
  }
}

const read = readBody;
const failure = (res: Response, body: unknown) => errorFrom(res.status, body, res.statusText || `Error ${res.status}`);

const refreshing = new Map<string, Promise<string>>();

/** One refresh per workspace at a time; every 401 meanwhile waits for it and is replayed. */
function refreshAccess(workspace: string): Promise<string> {
  let running = refreshing.get(workspace);
  if (!running) {
    running = (async () => {
      const refresh = portalTokens.refresh(workspace);
      if (!refresh) throw new ApiError(401, null, 'Session expired');
      const res = await send(workspace, portalAuthApi.refresh.method, portalAuthApi.refresh.path, { refresh }, null, {});
      const body = (await read(res)) as Partial<TokenPair> | undefined;
      if (!res.ok || !body?.access || !body.refresh) throw failure(res, body);
      portalTokens.set(workspace, { access: body.access, refresh: body.refresh });
      return body.access;
    })().finally(() => refreshing.delete(workspace));
    refreshing.set(workspace, running);
  }
  return running;
}

function lost(workspace: string, opts: Options) {
  portalTokens.clear(workspace);
  if (!opts.stay) onLost(workspace);
  return new ApiError(401, null, 'Session expired');
}

export async function portalRequest(workspace: string, method: string, url: string, body: unknown, opts: Options): Promise<unknown> {
  const useAuth = opts.auth !== false;
  const token = useAuth ? portalTokens.access(workspace) : null;
  let res = await send(workspace, method, url, body, token, opts);
  if (res.status === 401 && token) {
    let fresh: string;
    try {
      fresh = await refreshAccess(workspace);
    } catch {
      throw lost(workspace, opts);
    }
    res = await send(workspace, method, url, body, fresh, opts);
    if (res.status === 401) throw lost(workspace, opts);
  }
  if (!res.ok) throw failure(res, await read(res));
  return opts.as === 'blob' ? res.blob() : read(res);
}

type CallArgs<E extends Endpoint> =
  InputOptional<E> extends true ? [input?: EndpointInput<E>, options?: Options] : [input: EndpointInput<E>, options?: Options];

/** Calls a declared portal endpoint for a workspace, typed by the contract (the portal's one way to reach the API). */
export function portalCall<E extends Endpoint>(workspace: string, endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const url = buildUrl(endpointPath(endpoint, input?.params as Record<string, unknown> | undefined), input?.query as Query | undefined);
  return portalRequest(workspace, endpoint.method, url, input?.body, options ?? {}) as Promise<EndpointAnswer<E>>;
}
