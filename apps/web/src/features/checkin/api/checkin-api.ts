import { CHECKIN_TOKEN_HEADER, checkinApi, endpointPath, type CheckinAction, type EndpointAnswer, type ErrorBody } from '@clubspace/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';

/**
 * Calls of the /checkin/{code} page. With a staff session they carry the bearer like every call; with a magic link
 * they carry its token in a header instead (the api client knows only bearers, and a link visitor has none).
 */
export const checkinKeys = {
  all: ['checkin'] as const,
  view: (code: string, token: string | null) => [...checkinKeys.all, code, token ?? 'staff'] as const,
};

type LinkEndpoint = typeof checkinApi.view | typeof checkinApi.act;

async function withToken<E extends LinkEndpoint>(
  endpoint: E,
  code: string,
  token: string,
  body?: CheckinAction,
  signal?: AbortSignal,
): Promise<EndpointAnswer<E>> {
  let res: Response;
  try {
    res = await fetch(endpointPath(endpoint, { identifier: code }), {
      method: endpoint.method,
      signal,
      headers: { Accept: 'application/json', [CHECKIN_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(500, null, (err as Error)?.message || 'Network error');
  }
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) throw new ApiError(res.status, parsed, (parsed as Partial<ErrorBody> | undefined)?.detail || res.statusText);
  return parsed as EndpointAnswer<E>;
}

export const checkinViewQuery = (code: string, token: string | null) =>
  queryOptions({
    queryKey: checkinKeys.view(code, token),
    queryFn: ({ signal }) =>
      token ? withToken(checkinApi.view, code, token, undefined, signal) : call(checkinApi.view, { params: { identifier: code } }, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useCheckinView = (code: string, token: string | null, enabled: boolean) => useQuery({ ...checkinViewQuery(code, token), enabled });

export function useCheckinAction(code: string, token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CheckinAction) =>
      token ? withToken(checkinApi.act, code, token, action) : call(checkinApi.act, { params: { identifier: code }, body: action }),
    // A used link can not read the page again: keep what the page showed and let the result speak.
    onSuccess: () => (token ? undefined : client.invalidateQueries({ queryKey: checkinKeys.view(code, token) })),
  });
}

/** POST …/link: always answers the same text, whoever the e-mail belongs to. */
export const useCheckinLink = (code: string) =>
  useMutation({
    mutationFn: (body: { email: string; domain: string | null }) => call(checkinApi.link, { params: { identifier: code }, body }, { auth: false }),
  });
