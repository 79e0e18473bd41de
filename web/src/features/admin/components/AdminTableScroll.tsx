import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways at 375 px inside a region that takes keyboard focus (axe
 * scrollable-region-focusable), as payments' TableScroll does.
 */
export function AdminTableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
