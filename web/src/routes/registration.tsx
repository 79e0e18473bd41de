import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { type RegistrationSearch, parseRegistrationSearch } from '@/features/registration/search';
import { loadRegistrationText, registrationTitle } from '@/features/registration/titles';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/registration')({
  head: () => pageHead(registrationTitle()),
  validateSearch: (search: Record<string, unknown>): RegistrationSearch => parseRegistrationSearch(search),
  // The page's texts, so the title and the page show in the page's language at once (titles.ts).
  loader: () => loadRegistrationText(),
  component: RegistrationRoute,
});

function RegistrationRoute() {
  const prefill = Route.useSearch();
  return <RegistrationPage prefill={prefill} />;
}
