import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'User Import';

export const Route = createFileRoute('/_authenticated/admin/import')({
  head: () => pageHead(TITLE),
  component: () => <ComingSoon title={TITLE} />,
});
