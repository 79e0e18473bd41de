import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@/features/profile-security/components/ChangePasswordForm';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/profile/security/password')({
  head: () => titledHead('changePassword'),
  component: () => <ChangePasswordForm />,
});
