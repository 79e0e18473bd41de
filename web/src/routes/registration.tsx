import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { type RegistrationSearch, parseRegistrationSearch } from '@/features/registration/search';
import { PAGE_TITLE } from '@/features/registration/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/registration')({
  head: () => pageHead(PAGE_TITLE),
  validateSearch: (search: Record<string, unknown>): RegistrationSearch => parseRegistrationSearch(search),
  component: RegistrationRoute,
});

function RegistrationRoute() {
  const prefill = Route.useSearch();
  return <RegistrationPage prefill={prefill} />;
}
