import { createFileRoute } from '@tanstack/react-router';
import { PolicyChangeRoute } from '@/features/policy-changes/components/PolicyChangeRoute';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { makeAChangeHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/policy/update/$policyNumber')({
  // The main header menu is hidden on policy update pages (doc 1 §2, doc 3 §2).
  staticData: { header: 'plain' },
  head: ({ params }) => makeAChangeHead(params.policyNumber),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(policiesQueryOptions()),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: MakeAChangePage,
});

function MakeAChangePage() {
  const { policyNumber } = Route.useParams();
  return <PolicyChangeRoute policyNumber={policyNumber} />;
}
