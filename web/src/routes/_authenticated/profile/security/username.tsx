import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { ChangeEmailForm } from '@/features/profile-security/components/ChangeEmailForm';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Change Email';

export const Route = createFileRoute('/_authenticated/profile/security/username')({
  head: () => pageHead(TITLE),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: () => <ChangeEmailForm title={TITLE} />,
});
