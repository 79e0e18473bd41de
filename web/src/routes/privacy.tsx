import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Privacy';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
