import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppFooter } from '@/features/shell/components/AppFooter';
import { AppHeader } from '@/features/shell/components/AppHeader';
import { IosInstallHint } from '@/features/shell/components/IosInstallHint';
import { NotFoundPage } from '@/features/shell/components/NotFoundPage';
import classes from '@/features/shell/components/Shell.module.css';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <div className={classes.shell}>
        <AppHeader />
        <IosInstallHint />
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <AppFooter />
      </div>
    </>
  );
}
