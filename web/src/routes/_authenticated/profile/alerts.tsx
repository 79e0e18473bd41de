import { createFileRoute, redirect } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { homeContentQueryOptions } from '@/features/home/queries';
import { ManageAlerts } from '@/features/profile-alerts/components/ManageAlerts';
import { canManageAlerts } from '@/features/profile-security/rules';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/profile/alerts')({
  head: () => titledHead('alerts'),
  // Offered only when electronic alerts are on for everyone or the user is a delivery tester
  // (doc 1 §2 Profile area); anyone else opening the address goes to Account Information.
  beforeLoad: async ({ context: { queryClient } }) => {
    const [profile, home] = await Promise.all([queryClient.ensureQueryData(profileQueryOptions()), queryClient.ensureQueryData(homeContentQueryOptions())]);
    if (!canManageAlerts({ isDeliveryTester: profile.isDeliveryTester, electronicAlertsEnabled: home.electronicAlertsEnabled })) {
      throw redirect({ to: '/profile', replace: true });
    }
  },
  component: () => <ManageAlerts />,
});
