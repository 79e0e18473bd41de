import { createFileRoute } from '@tanstack/react-router';
import { FORGOT_TITLE, ForgotPasswordPage } from '@/features/password-reset/components/ForgotPasswordPage';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/forgot')({
  head: () => pageHead(FORGOT_TITLE),
  component: ForgotPasswordPage,
});
