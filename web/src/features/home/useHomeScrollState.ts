import { useSyncExternalStore } from 'react';
import { homeScrollState } from './deepLink';

/**
 * The home page's scroll-driven state (doc 1 §2: welcome at 64 px of scroll or less, shortcuts
 * at 128 px or more) as a store of two flags, so the page renders again only when a flag
 * changes. Mantine's useWindowScroll kept the whole position: it set a new object on mount
 * (a second render of the whole page right after the first, with a forced layout in the
 * commit) and again on every scroll event.
 */
const WELCOME = 1;
const SHORTCUTS = 2;

let cached: number | null = null;

function read(): number {
  const { showWelcome, showShortcuts } = homeScrollState(window.scrollY);
  return (showWelcome ? WELCOME : 0) | (showShortcuts ? SHORTCUTS : 0);
}

function subscribe(onChange: () => void): () => void {
  const update = () => {
    cached = read();
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    cached = null;
  };
}

// Read once, then kept by the scroll and resize events: React checks the snapshot again right
// after the commit, when reading window.scrollY would force a layout of the new page.
function snapshot(): number {
  cached ??= read();
  return cached;
}

export function useHomeScrollState(): { showWelcome: boolean; showShortcuts: boolean } {
  const flags = useSyncExternalStore(subscribe, snapshot);
  return { showWelcome: (flags & WELCOME) !== 0, showShortcuts: (flags & SHORTCUTS) !== 0 };
}
