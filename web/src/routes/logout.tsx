import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon';
import { pageHead } from '../features/shell/pageHead';

const TITLE = 'Log Out';

export const Route = createFileRoute('/logout')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
