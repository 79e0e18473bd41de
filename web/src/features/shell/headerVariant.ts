import { useMatches } from '@tanstack/react-router';

/**
 * Which header a screen shows (doc 1 §2 "Shell behaviour"):
 * - `customer`: the customer menu (Payments, Claims, Agency, Policies, Profile, Logout);
 * - `payment`: the one-time payment header of /makepayment;
 * - `plain`: brand only (public pages, policy update pages, admin pages).
 */
export type HeaderVariant = 'customer' | 'payment' | 'plain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header this route and its children show; the deepest route that sets it wins. */
    header?: HeaderVariant;
  }
}

/** The header variant declared by the deepest matched route, `plain` when none says. */
export function useHeaderVariant(): HeaderVariant {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i -= 1) {
        const header = matches[i]?.staticData.header;
        if (header) return header;
      }
      return 'plain';
    },
  });
}
