import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPolicyNumber } from '../../../features/policies/policyNumber';
import { ComingSoon } from '../../../features/shell/components/ComingSoon';
import { pageHead } from '../../../features/shell/pageHead';

const TITLE = 'Pay Now';

/** Deep link /{policyNumber}/paynow (doc 1 §2): only a well-formed policy number matches. */
export const Route = createFileRoute('/_authenticated/$policyNumber/paynow')({
  beforeLoad: ({ params }) => {
    if (!isPolicyNumber(params.policyNumber)) throw notFound();
  },
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
