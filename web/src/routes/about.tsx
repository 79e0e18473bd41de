import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'About Us';

export const Route = createFileRoute('/about')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
