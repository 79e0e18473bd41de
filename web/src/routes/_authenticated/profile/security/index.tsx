import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../features/shell/components/ComingSoon';
import { pageHead } from '../../../../features/shell/pageHead';

const TITLE = 'Username and Password';

export const Route = createFileRoute('/_authenticated/profile/security/')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
