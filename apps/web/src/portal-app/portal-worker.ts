/** The portal's service worker (written by the build: apps/web/scripts/portal-worker.ts), scoped to /portal/. */
export const PORTAL_WORKER_URL = '/portal-sw.js';
export const PORTAL_WORKER_SCOPE = '/portal/';

/**
 * Registers the service worker that keeps the portal's shell for offline use; only in a production build (the dev
 * server's modules are not a shell to cache) and only from the portal's entry: the staff app never registers it.
 */
export function registerPortalWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(PORTAL_WORKER_URL, { scope: PORTAL_WORKER_SCOPE }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
