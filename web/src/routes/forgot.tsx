import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/password-reset/components/ForgotPasswordPage';
import { FORGOT_TITLE } from '@/features/password-reset/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/forgot')({
  head: () => pageHead(FORGOT_TITLE),
  component: ForgotPasswordPage,
});
