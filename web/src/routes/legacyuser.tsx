import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon';
import { pageHead } from '../features/shell/pageHead';

const TITLE = 'Change Username';

export const Route = createFileRoute('/legacyuser')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
