import { createFileRoute } from '@tanstack/react-router';
import { PoliciesPage } from '../../features/policies/components/PoliciesPage';
import { PolicyLoadError } from '../../features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '../../features/policies/queries';
import { homeContentQueryOptions } from '../../features/home/queries';
import { pageHead } from '../../features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/policies')({
  head: () => pageHead('Policies'),
  loader: ({ context: { queryClient } }) => {
    // The contact phone of the add-policy dialog; not needed to show the page.
    void queryClient.prefetchQuery(homeContentQueryOptions());
    return queryClient.ensureQueryData(policiesQueryOptions());
  },
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: PoliciesPage,
});
