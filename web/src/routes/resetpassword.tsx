import { createFileRoute } from '@tanstack/react-router';
import { type EmailLinkSearch, parseEmailLinkSearch } from '@/features/email/linkSearch';
import { ResetPasswordPage } from '@/features/password-reset/components/ResetPasswordPage';
import { loadPasswordResetText, resetTitle } from '@/features/password-reset/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/resetpassword')({
  head: () => pageHead(resetTitle()),
  // The page's texts, so the title and the page show in the page's language at once (titles.ts).
  loader: () => loadPasswordResetText(),
  validateSearch: (search: Record<string, unknown>): EmailLinkSearch => parseEmailLinkSearch(search),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage link={Route.useSearch()} />;
  },
});
