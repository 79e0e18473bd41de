import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailPage } from '@/features/email/components/ChangeEmailPage';
import { type EmailLinkSearch, parseEmailLinkSearch } from '@/features/email/linkSearch';
import { CHANGE_TITLE } from '@/features/email/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/changeemail')({
  head: () => pageHead(CHANGE_TITLE),
  validateSearch: (search: Record<string, unknown>): EmailLinkSearch => parseEmailLinkSearch(search),
  component: function ChangeEmailRoute() {
    return <ChangeEmailPage link={Route.useSearch()} />;
  },
});
