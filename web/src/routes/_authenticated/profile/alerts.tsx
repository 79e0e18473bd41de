import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/components/ComingSoon';
import { pageHead } from '../../../features/shell/pageHead';

const TITLE = 'Manage Your Alerts';

export const Route = createFileRoute('/_authenticated/profile/alerts')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
