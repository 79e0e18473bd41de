const DISMISSED_KEY = 'harbor.iosInstallHintDismissed';

/** Safari on iPhone, outside an installed (standalone) web app. */
function isIphoneBrowserTab(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return /iPhone/.test(nav.userAgent) && nav.standalone !== true;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Doc 1 §2: whether to show the Home Screen hint (iPhone users not in standalone mode who have
 * not dismissed it). Apart from the hint itself, which is loaded only when this says yes.
 */
export function shouldOfferInstallHint(): boolean {
  return isIphoneBrowserTab() && !wasDismissed();
}

/** Remembers that the hint was dismissed, so it stays away on later visits. */
export function dismissInstallHint(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable: the hint simply comes back next visit.
  }
}
