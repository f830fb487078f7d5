/**
 * The member portal's service worker (issue 26), registered by the portal's entry with the scope /portal/. It keeps
 * the shell (portal.html and its first load's files; the build fills VERSION and SHELL, scripts/portal-build.ts) so
 * a portal page opens offline and says "You are offline" instead of the browser's error. API answers (/api, /auth)
 * are never cached: they carry personal data and always go to the network.
 */
const VERSION = 'dev';
const SHELL = [];
const PREFIX = 'portal-shell-';
const CACHE = `${PREFIX}${VERSION}`;
const SHELL_PAGE = '/portal.html';
const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline</title></head><body style="font-family: Lato, Arial, sans-serif; text-align: center; padding: 48px 16px">
<h1>You are offline</h1><p>The member portal opens again when you are back online.</p></body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.length ? SHELL : [SHELL_PAGE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isApi = (url) => /^\/(api|auth)(\/|$)/.test(url.pathname);

async function offlineShell() {
  const shell = await caches.match(SHELL_PAGE, { ignoreVary: true });
  return shell ?? new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Hashed build files never change under their name: the cache's copy, else the network's (kept for next time). */
async function hashedFile(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Another origin, a write, or the API: the network's alone, never cached.
  if (request.method !== 'GET' || url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') event.respondWith(fetch(request).catch(offlineShell));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedFile(request));
});
