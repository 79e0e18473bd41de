import { createFileRoute } from '@tanstack/react-router';
import { AccountInformation } from '@/features/profile/components/AccountInformation';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Account Information';

export const Route = createFileRoute('/_authenticated/profile/')({
  head: () => pageHead(TITLE),
  component: () => <AccountInformation title={TITLE} />,
});
