import { useEffect, useState } from 'react';

/** The token taken out of the address bar, for the page it came with. */
let taken: { path: string; token: string } | null = null;

/**
 * An e-mailed link's token rides in the #fragment (never sent to a server or in a Referer): read once and taken out of
 * the address bar. Remembered for its page, because a render React throws away (a lazily loaded page) calls the state
 * initialiser again after the fragment is gone. `read` picks the token out of the fragment ('' when there is none).
 */
function takeHashToken(read: (hash: string) => string): string {
  const token = read(window.location.hash);
  if (token) {
    taken = { path: window.location.pathname, token };
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return taken?.path === window.location.pathname ? taken.token : '';
}

/** The page's e-mailed token (see takeHashToken), forgotten once the page unmounts so a later visit starts clean. */
export function useHashToken(read: (hash: string) => string): string {
  const [token] = useState(() => takeHashToken(read));
  useEffect(
    () => () => {
      taken = null;
    },
    [],
  );
  return token;
}
