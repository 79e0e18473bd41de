import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailPage } from '@/features/email/components/ChangeEmailPage';
import { type EmailLinkSearch, parseEmailLinkSearch } from '@/features/email/linkSearch';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/changeemail')({
  head: () => titledHead('emailChangeConfirmation'),
  validateSearch: (search: Record<string, unknown>): EmailLinkSearch => parseEmailLinkSearch(search),
  component: function ChangeEmailRoute() {
    return <ChangeEmailPage link={Route.useSearch()} />;
  },
});
