import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/email/components/ConfirmEmailPage';
import { type EmailLinkSearch, parseEmailLinkSearch } from '@/features/email/linkSearch';
import { CONFIRM_TITLE } from '@/features/email/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/confirmemail')({
  head: () => pageHead(CONFIRM_TITLE),
  validateSearch: (search: Record<string, unknown>): EmailLinkSearch => parseEmailLinkSearch(search),
  component: function ConfirmEmailRoute() {
    return <ConfirmEmailPage link={Route.useSearch()} />;
  },
});
