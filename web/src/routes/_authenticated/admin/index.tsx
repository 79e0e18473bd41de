import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/features/admin/components/AdminPage';
import { adminStateQueryOptions } from '@/features/admin/stateQuery';
import { parseAdminSearch } from '@/features/admin/search';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Administration';

/** /admin?section=verification: the back office; the open section lives in the address. */
export const Route = createFileRoute('/_authenticated/admin/')({
  validateSearch: parseAdminSearch,
  head: () => pageHead(TITLE),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminStateQueryOptions()),
  component: AdminRoute,
});

function AdminRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage
      title={TITLE}
      section={section ?? 'members'}
      onSection={(next) => void navigate({ search: next === 'members' ? {} : { section: next }, resetScroll: false })}
    />
  );
}
