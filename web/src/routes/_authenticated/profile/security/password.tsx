import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@/features/profile-security/components/ChangePasswordForm';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Change Password';

export const Route = createFileRoute('/_authenticated/profile/security/password')({
  head: () => pageHead(TITLE),
  component: () => <ChangePasswordForm title={TITLE} />,
});
