import { createFileRoute } from '@tanstack/react-router';
import { homeDeepLinkRedirect } from '@/features/home/deepLink';

/** Deep link /paynow (doc 2 §2): the home page opens the Pay Now dialog and the address reads /. */
export const Route = createFileRoute('/_authenticated/paynow')({
  beforeLoad: ({ preload }) => {
    if (preload) return;
    throw homeDeepLinkRedirect({ section: 'payments', payNow: true });
  },
});
