import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { sessionReady } from '@/features/auth/runtime';
import { pageHead } from '@/features/shell/pageHead';
import { SystemInfoWarning } from '@/features/system';
import { systemInfoQueryOptions } from '@/features/system/queries';
import { LOGIN_TITLE, loadAuthText, loginTitle } from '@/features/auth/titles';

export const Route = createFileRoute('/login')({
  head: () => pageHead(loginTitle()),
  loader: async ({ context }) => {
    // Start-up may drop a stale session for the Welcome Back flow: wait for it (and for the
    // page's texts, so the title and the page show in the page's language at once).
    await Promise.all([sessionReady, loadAuthText()]);
    try {
      await context.queryClient.ensureQueryData(systemInfoQueryOptions());
    } catch {
      // System info is a courtesy notice: if it cannot be read, the page still opens.
    }
  },
  component: () => <LoginPage title={LOGIN_TITLE} systemInfo={<SystemInfoWarning />} />,
});
