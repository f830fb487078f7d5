import { CHECKIN_TOKEN_HEADER, type CheckinAction, type CheckinResult, type CheckinView, type ErrorBody } from '@clubspace/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/**
 * Calls of the /checkin/{code} page. With a staff session they carry the bearer like every call; with a magic link
 * they carry its token in a header instead (the api client knows only bearers, and a link visitor has none).
 */
export const checkinKeys = {
  all: ['checkin'] as const,
  view: (code: string, token: string | null) => [...checkinKeys.all, code, token ?? 'staff'] as const,
};

const path = (code: string) => `/api/checkin/${encodeURIComponent(code)}`;

async function withToken<T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
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
  return parsed as T;
}

export const checkinViewQuery = (code: string, token: string | null) =>
  queryOptions({
    queryKey: checkinKeys.view(code, token),
    queryFn: ({ signal }) => (token ? withToken<CheckinView>('GET', path(code), token, undefined, signal) : api.get<CheckinView>(path(code), undefined, { signal })),
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useCheckinView = (code: string, token: string | null, enabled: boolean) => useQuery({ ...checkinViewQuery(code, token), enabled });

export function useCheckinAction(code: string, token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CheckinAction) => (token ? withToken<CheckinResult>('POST', path(code), token, action) : api.post<CheckinResult>(path(code), action)),
    // A used link can not read the page again: keep what the page showed and let the result speak.
    onSuccess: () => (token ? undefined : client.invalidateQueries({ queryKey: checkinKeys.view(code, token) })),
  });
}

/** POST …/link: always answers the same text, whoever the e-mail belongs to. */
export const useCheckinLink = (code: string) =>
  useMutation({ mutationFn: (body: { email: string; domain: string | null }) => api.post<{ detail: string }>(`${path(code)}/link`, body, { auth: false }) });
