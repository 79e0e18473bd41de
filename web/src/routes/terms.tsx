import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Terms of Use';

export const Route = createFileRoute('/terms')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
