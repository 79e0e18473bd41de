import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Report Claim';

export const Route = createFileRoute('/_authenticated/report-claim')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
