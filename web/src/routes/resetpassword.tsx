import { createFileRoute } from '@tanstack/react-router';
import { type EmailLinkSearch, parseEmailLinkSearch } from '@/features/email/linkSearch';
import { ResetPasswordPage } from '@/features/password-reset/components/ResetPasswordPage';
import { RESET_TITLE } from '@/features/password-reset/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/resetpassword')({
  head: () => pageHead(RESET_TITLE),
  validateSearch: (search: Record<string, unknown>): EmailLinkSearch => parseEmailLinkSearch(search),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage link={Route.useSearch()} />;
  },
});
