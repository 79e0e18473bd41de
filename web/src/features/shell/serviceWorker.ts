/** The portal's service worker (vite.config.ts, VitePWA): precaches the shell, caches no API reply. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether a registration runs the portal's own worker (as opposed to an older site's). */
export function isPortalWorker(registration: Pick<ServiceWorkerRegistration, 'active' | 'waiting' | 'installing'>, origin: string): boolean {
  const script = (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
  return script === `${origin}${SERVICE_WORKER_URL}`;
}

/**
 * Start-up (doc 1 §2, issue 16): unregisters stale background workers (any registration on this
 * origin that does not run /sw.js), then registers the portal's worker once the page has loaded,
 * so installing it (downloading the precache) never competes with the first render.
 */
export function startServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.filter((r) => !isPortalWorker(r, location.origin)).map((r) => r.unregister())))
    .catch(() => {
      // Nothing to clean up when the browser refuses (private mode, insecure origin).
    });
  const register = () => {
    // updateViaCache 'none': the browser always asks the server for /sw.js (sent no-cache too).
    serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No worker (the Vite dev server has none, or the browser refuses): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
