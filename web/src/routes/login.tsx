import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { sessionReady } from '@/features/auth/runtime';
import { pageHead } from '@/features/shell/pageHead';
import { SystemInfoWarning } from '@/features/system';
import { systemInfoQueryOptions } from '@/features/system/queries';
import { LOGIN_TITLE as TITLE } from '@/features/auth/titles';

export const Route = createFileRoute('/login')({
  head: () => pageHead(TITLE),
  loader: async ({ context }) => {
    // Start-up may drop a stale session for the Welcome Back flow: wait for it.
    await sessionReady;
    try {
      await context.queryClient.ensureQueryData(systemInfoQueryOptions());
    } catch {
      // System info is a courtesy notice: if it cannot be read, the page still opens.
    }
  },
  component: () => <LoginPage title={TITLE} systemInfo={<SystemInfoWarning />} />,
});
