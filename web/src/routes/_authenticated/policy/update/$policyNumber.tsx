import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

/** Doc 3 §2: the title is the policy number plus the action header, or "Make a Change". */
const titleFor = (policyNumber: string) => `${policyNumber} – Make a Change`;

export const Route = createFileRoute('/_authenticated/policy/update/$policyNumber')({
  // The main header menu is hidden on policy update pages (doc 1 §2, doc 3 §2).
  staticData: { header: 'plain' },
  head: ({ params }) => pageHead(titleFor(params.policyNumber)),
  component: MakeAChangePage,
});

function MakeAChangePage() {
  const { policyNumber } = Route.useParams();
  return <ComingSoon title={titleFor(policyNumber)} />;
}
