import { createFileRoute, notFound } from '@tanstack/react-router';
import { homeDeepLinkRedirect } from '@/features/home/deepLink';
import { isPolicyNumber } from '@/features/policies/policyNumber';
import { policiesQueryOptions } from '@/features/policies/queries';
import { titledHead } from '@/features/shell/titles';

/**
 * Deep link /{policyNumber}/paynow (doc 1 §2, doc 2 §2): only a well-formed policy number matches. A
 * policy the account does not hold goes to the home page, which says so; one it holds opens Pay Now there.
 */
export const Route = createFileRoute('/_authenticated/$policyNumber/paynow')({
  beforeLoad: async ({ params, preload, context: { queryClient } }) => {
    if (!isPolicyNumber(params.policyNumber)) throw notFound();
    if (preload) return;
    const policyNumber = params.policyNumber.toUpperCase();
    const policies = await queryClient.ensureQueryData(policiesQueryOptions());
    if (!policies.some((p) => p.policyNumber.toUpperCase() === policyNumber)) {
      throw homeDeepLinkRedirect({ section: 'payments', policyNumber });
    }
    // The home page opens Pay Now with this policy selected; the address then reads / (doc 2 §2).
    throw homeDeepLinkRedirect({ section: 'payments', policyNumber, payNow: true });
  },
  head: () => titledHead('payNow'),
});
