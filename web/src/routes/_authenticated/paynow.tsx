import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Pay Now';

export const Route = createFileRoute('/_authenticated/paynow')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
