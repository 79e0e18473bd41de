import { createFileRoute, notFound } from '@tanstack/react-router';
import { homeDeepLinkRedirect } from '@/features/home/deepLink';
import { isPolicyNumber } from '@/features/policies/policyNumber';

/**
 * Deep link /{policyNumber}/documents (doc 1 §2): only a well-formed policy number matches.
 * The home page scrolls to its policies section and opens that policy's Documents tab; the
 * address then reads /.
 */
export const Route = createFileRoute('/_authenticated/$policyNumber/documents')({
  beforeLoad: ({ params }) => {
    if (!isPolicyNumber(params.policyNumber)) throw notFound();
    throw homeDeepLinkRedirect({ section: 'policies', policyNumber: params.policyNumber.toUpperCase(), tab: 'documents' });
  },
});
