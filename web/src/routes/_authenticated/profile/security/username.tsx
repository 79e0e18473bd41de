import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { ChangeEmailForm } from '@/features/profile-security/components/ChangeEmailForm';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/profile/security/username')({
  head: () => titledHead('changeEmail'),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: () => <ChangeEmailForm />,
});
