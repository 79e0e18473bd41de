import { createFileRoute } from '@tanstack/react-router';
import { OneTimePaymentPage } from '@/features/payments';
import { pageHead } from '@/features/shell/pageHead';
import { loadHeaderMenu } from '@/features/shell/lazyParts';

const TITLE = 'One-Time Payment';

/** Anonymous one-time payment (doc 2 §2), under its own payment header. */
export const Route = createFileRoute('/makepayment')({
  staticData: { header: 'payment' },
  head: () => pageHead(TITLE),
  loader: () => loadHeaderMenu({ signedOutToo: true }),
  component: OneTimePaymentPage,
});
