import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon';
import { pageHead } from '../features/shell/pageHead';

const TITLE = 'Email Change Confirmation';

export const Route = createFileRoute('/changeemail')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
