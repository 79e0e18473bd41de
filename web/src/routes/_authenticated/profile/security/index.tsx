import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { SecurityOverview } from '@/features/profile-security/components/SecurityOverview';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/profile/security/')({
  /** ?needs=second-factor: /admin sent a staff member here to set up an authenticator app. */
  validateSearch: (search: Record<string, unknown>): { needs?: 'second-factor' } => (search.needs === 'second-factor' ? { needs: 'second-factor' } : {}),
  head: () => titledHead('security'),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: SecurityRoute,
});

function SecurityRoute() {
  const { needs } = Route.useSearch();
  return <SecurityOverview secondFactorNeeded={needs === 'second-factor'} />;
}
