import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/shell/components/ComingSoon';
import { pageHead } from '../features/shell/pageHead';

const TITLE = 'Reset Password';

export const Route = createFileRoute('/resetpassword')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
