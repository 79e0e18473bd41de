import { Component, type ReactNode } from 'react';

/**
 * Shows nothing in place of a part that failed (a courtesy notice that could not be read), so
 * the rest of the page stays; no router needed (the /login entry has none).
 */
export class QuietErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
