import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { SecurityOverview } from '@/features/profile-security/components/SecurityOverview';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Username and Password';

export const Route = createFileRoute('/_authenticated/profile/security/')({
  head: () => pageHead(TITLE),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: () => <SecurityOverview title={TITLE} />,
});
