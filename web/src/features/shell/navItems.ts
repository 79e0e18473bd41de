import type { LinkProps } from '@tanstack/react-router';
import type en from '@/i18n/locales/en/shell.json';

/** A menu entry's text: its key under `nav` in the shell's catalogue. */
export type NavLabel = keyof typeof en.nav;

/** One entry of a header or footer menu: a route to open, or a dialog to show. */
export type NavItem = { label: NavLabel; to: NonNullable<LinkProps['to']>; preload?: false } | { label: NavLabel; dialog: 'contact' };

/** The customer menu of doc 1 §2, in the spec's order. */
export const CUSTOMER_MENU: readonly NavItem[] = [
  { label: 'payments', to: '/payments' },
  { label: 'claims', to: '/claims' },
  { label: 'agency', to: '/agency' },
  { label: 'policies', to: '/policies' },
  { label: 'profile', to: '/profile' },
  // Never preloaded: opening /logout signs out.
  { label: 'logout', to: '/logout', preload: false },
];

/** An administrator's header (doc 1 §2: admins do not see the customer menu). */
export const ADMIN_MENU: readonly NavItem[] = [{ label: 'logout', to: '/logout', preload: false }];

/** The header links of the one-time payment page (/makepayment, doc 2 §2). */
export const PAYMENT_MENU: readonly NavItem[] = [
  { label: 'contactUs', dialog: 'contact' },
  { label: 'help', to: '/help' },
  { label: 'reportClaim', to: '/report-claim' },
  { label: 'aboutUs', to: '/about' },
  { label: 'myAccount', to: '/login' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: 'contactUs', dialog: 'contact' },
  { label: 'privacy', to: '/privacy' },
  { label: 'terms', to: '/terms' },
  { label: 'help', to: '/help' },
];
