import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon';
import { pageHead } from '../features/shell/pageHead';

const TITLE = 'Email Confirmation';

export const Route = createFileRoute('/confirmemail')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
