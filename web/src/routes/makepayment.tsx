import { createFileRoute } from '@tanstack/react-router';
import { OneTimePaymentPage } from '@/features/payments';
import { titledHead } from '@/features/shell/titles';
import { loadHeaderMenu } from '@/features/shell/lazyParts';

/** Anonymous one-time payment (doc 2 §2), under its own payment header. */
export const Route = createFileRoute('/makepayment')({
  staticData: { header: 'payment' },
  head: () => titledHead('oneTimePayment'),
  loader: () => loadHeaderMenu({ signedOutToo: true }),
  component: OneTimePaymentPage,
});
