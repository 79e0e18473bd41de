import { act } from '@testing-library/react';
import { MOBILE_QUERY } from '@/breakpoints';

/**
 * A viewport whose width can cross the 767 px breakpoint while a page is open, as a resize or a
 * rotation does: installs a `window.matchMedia` that answers MOBILE_QUERY from `mobile` and tells
 * its listeners when `resize` changes it. Other queries answer false.
 */
export function fakeViewport(initiallyMobile: boolean) {
  let mobile = initiallyMobile;
  const matches = (query: string) => (query === MOBILE_QUERY ? mobile : false);
  const listeners = new Map<(e: MediaQueryListEvent) => void, string>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: (l: (e: MediaQueryListEvent) => void) => listeners.set(l, query),
      removeListener: (l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
      addEventListener: (_t: string, l: (e: MediaQueryListEvent) => void) => listeners.set(l, query),
      removeEventListener: (_t: string, l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    resize(toMobile: boolean) {
      mobile = toMobile;
      act(() => listeners.forEach((query, l) => l({ matches: matches(query), media: query } as MediaQueryListEvent)));
    },
  };
}
