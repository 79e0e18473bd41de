import { Outlet, createFileRoute } from '@tanstack/react-router';
import { IdleWatcher } from '@/features/auth/components/IdleWatcher';
import { ImpersonationBanner } from '@/features/auth/components/ImpersonationBanner';
import { guardSignedIn } from '@/features/auth/guards';
import { loadHeaderMenu } from '@/features/shell/lazyParts';

/**
 * Layout of every signed-in screen: they show the customer menu. Its guard (doc 1 §4 "Route
 * guard") sends a signed-out visitor to /login, keeping the page they asked for unless they
 * just logged out, and an admin at / to /admin. The idle timer runs while it is shown.
 */
export const Route = createFileRoute('/_authenticated')({
  staticData: { header: 'customer' },
  beforeLoad: ({ location }) => guardSignedIn(location),
  loader: () => loadHeaderMenu(),
  component: SignedInLayout,
});

function SignedInLayout() {
  return (
    <>
      <ImpersonationBanner />
      <Outlet />
      <IdleWatcher />
    </>
  );
}
