import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/password-reset/components/ForgotPasswordPage';
import { forgotTitle, loadPasswordResetText } from '@/features/password-reset/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/forgot')({
  head: () => pageHead(forgotTitle()),
  // The page's texts, so the title and the page show in the page's language at once (titles.ts).
  loader: () => loadPasswordResetText(),
  component: ForgotPasswordPage,
});
