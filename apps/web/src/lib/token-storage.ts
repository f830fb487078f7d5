/** Tokens live in localStorage under the seed's keys so a reload keeps the session. */
const ACCESS = 'access';
const REFRESH = 'refresh';

export interface Tokens {
  access: string;
  refresh: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // privacy modes can throw on access
  }
}

export const getAccessToken = () => storage()?.getItem(ACCESS) ?? null;
export const getRefreshToken = () => storage()?.getItem(REFRESH) ?? null;
export const hasToken = () => Boolean(getAccessToken());

export function setTokens(tokens: Tokens): void {
  storage()?.setItem(ACCESS, tokens.access);
  storage()?.setItem(REFRESH, tokens.refresh);
}

export function clearTokens(): void {
  storage()?.removeItem(ACCESS);
  storage()?.removeItem(REFRESH);
}
