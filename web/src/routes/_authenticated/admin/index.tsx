import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/features/admin/components/AdminPage';
import { adminStateQueryOptions } from '@/features/admin/stateQuery';
import { parseAdminSearch } from '@/features/admin/search';
import { loadOrSetUpSecondFactor } from '@/features/admin/secondFactor';
import { titledHead } from '@/features/shell/titles';

/** /admin?section=verification: the back office; the open section lives in the address. */
export const Route = createFileRoute('/_authenticated/admin/')({
  validateSearch: parseAdminSearch,
  head: () => titledHead('administration'),
  loader: ({ context: { queryClient } }) => loadOrSetUpSecondFactor(() => queryClient.ensureQueryData(adminStateQueryOptions())),
  component: AdminRoute,
});

function AdminRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage
      section={section ?? 'members'}
      onSection={(next) => void navigate({ search: next === 'members' ? {} : { section: next }, resetScroll: false })}
    />
  );
}
