import type { LinkProps } from '@tanstack/react-router';

/** One entry of a header or footer menu: a route to open, or a dialog to show. */
export type NavItem = { label: string; to: NonNullable<LinkProps['to']>; preload?: false } | { label: string; dialog: 'contact' };

/** The customer menu of doc 1 §2, in the spec's order. */
export const CUSTOMER_MENU: readonly NavItem[] = [
  { label: 'Payments', to: '/payments' },
  { label: 'Claims', to: '/claims' },
  { label: 'Agency', to: '/agency' },
  { label: 'Policies', to: '/policies' },
  { label: 'Profile', to: '/profile' },
  // Never preloaded: opening /logout signs out.
  { label: 'Logout', to: '/logout', preload: false },
];

/** An administrator's header (doc 1 §2: admins do not see the customer menu). */
export const ADMIN_MENU: readonly NavItem[] = [{ label: 'Logout', to: '/logout', preload: false }];

/** The header links of the one-time payment page (/makepayment, doc 2 §2). */
export const PAYMENT_MENU: readonly NavItem[] = [
  { label: 'Contact Us', dialog: 'contact' },
  { label: 'Help', to: '/help' },
  { label: 'Report a Claim', to: '/report-claim' },
  { label: 'About Us', to: '/about' },
  { label: 'My Account', to: '/login' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: 'Contact Us', dialog: 'contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Help', to: '/help' },
];
