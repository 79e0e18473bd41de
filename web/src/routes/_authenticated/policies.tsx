import { createFileRoute } from '@tanstack/react-router';
import { PoliciesPage } from '@/features/policies/components/PoliciesPage';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { parsePoliciesSearch } from '@/features/policies/policiesSearch';
import { policiesQueryOptions } from '@/features/policies/queries';
import { homeContentQueryOptions } from '@/features/home/queries';
import { pageHead } from '@/features/shell/pageHead';
import { policiesText } from '@/features/policies/i18n';

/** /policies?policy=PPA1000101&tab=documents: the chosen policy and tab live in the address (bookmarkable). */
export const Route = createFileRoute('/_authenticated/policies')({
  validateSearch: parsePoliciesSearch,
  head: () => pageHead(policiesText()('page.title')),
  loader: ({ context: { queryClient } }) => {
    // The contact phone of the add-policy dialog; not needed to show the page.
    void queryClient.prefetchQuery(homeContentQueryOptions());
    return queryClient.ensureQueryData(policiesQueryOptions());
  },
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: PoliciesRoute,
});

function PoliciesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PoliciesPage
      selection={{
        selected: search.policy ?? null,
        tab: search.tab ?? 'information',
        select: (policy, tab = 'information') =>
          void navigate({
            // Defaults stay out of the address: /policies is the first policy's information.
            search: { ...(policy ? { policy } : {}), ...(tab !== 'information' ? { tab } : {}) },
            resetScroll: false,
          }),
      }}
    />
  );
}
