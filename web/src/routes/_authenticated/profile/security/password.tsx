import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../features/shell/components/ComingSoon';
import { pageHead } from '../../../../features/shell/pageHead';

const TITLE = 'Change Password';

export const Route = createFileRoute('/_authenticated/profile/security/password')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
