/**
 * Doc 1 §2: stale background workers are unregistered at start-up. The portal ships no
 * service worker, so any registration on this origin is left over from an older site.
 */
export function unregisterStaleWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => {
      // Nothing to clean up when the browser refuses (private mode, insecure origin).
    });
}
