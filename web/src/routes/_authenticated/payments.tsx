import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Payments';

export const Route = createFileRoute('/_authenticated/payments')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
