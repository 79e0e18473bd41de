import { MOBILE_QUERY } from '@/breakpoints';
import { lazyComponent } from '@/features/shell';
import { deepLinkOf } from './deepLink';

/** The home sections' bodies (payments, policies, ID cards, claims, agency, help): their own chunk. */
export const LazySectionBody = lazyComponent(() => import('./components/SectionBody'), 'SectionBody');

/**
 * Home route loader: fetches the sections' code beside the page's data when the page will show
 * a section (tablet and computer show them all, a phone only the one a deep link asks for), so
 * the sections appear with the page. A phone without a deep link never loads it.
 */
export async function loadHomeSections(historyState: { homeDeepLink?: unknown } | undefined): Promise<void> {
  const phone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
  if (phone && !deepLinkOf(historyState)) return;
  await LazySectionBody.preload();
}
