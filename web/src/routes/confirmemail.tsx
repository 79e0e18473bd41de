import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/email/components/ConfirmEmailPage';
import { type EmailLinkSearch, parseEmailLinkSearch } from '@/features/email/linkSearch';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/confirmemail')({
  head: () => titledHead('emailConfirmation'),
  validateSearch: (search: Record<string, unknown>): EmailLinkSearch => parseEmailLinkSearch(search),
  component: function ConfirmEmailRoute() {
    return <ConfirmEmailPage link={Route.useSearch()} />;
  },
});
