import { createFileRoute } from '@tanstack/react-router';
import { AutoIdCardsPage } from '@/features/id-cards/components/AutoIdCardsPage';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/autoidcards')({
  head: () => pageHead('Auto ID Cards'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(policiesQueryOptions()),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: AutoIdCardsPage,
});
