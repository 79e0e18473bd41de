import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon';
import { pageHead } from '../features/shell/pageHead';

const TITLE = 'Registration';

export const Route = createFileRoute('/registration')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
