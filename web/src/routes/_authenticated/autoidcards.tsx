import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/components/ComingSoon';
import { pageHead } from '../../features/shell/pageHead';

const TITLE = 'Auto ID Cards';

export const Route = createFileRoute('/_authenticated/autoidcards')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
