import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen inside a region that takes keyboard focus, so
 * its hidden columns can be reached with the arrow keys (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // A focusable scroll region is what WCAG asks of content that scrolls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
