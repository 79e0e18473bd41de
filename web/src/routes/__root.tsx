import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useState } from 'react';
import { AppFooter } from '@/features/shell/components/AppFooter';
import { AppHeader } from '@/features/shell/components/AppHeader';
import classes from '@/features/shell/components/Shell.module.css';
import { shouldOfferInstallHint } from '@/features/shell/installHint';
import { LazyIosInstallHint, LazyNotFoundPage } from '@/features/shell/lazyParts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: LazyNotFoundPage,
});

function RootLayout() {
  // Decided once per visit; the hint's code loads only for the iPhone visitors who see it.
  const [offerInstallHint] = useState(shouldOfferInstallHint);
  return (
    <>
      <HeadContent />
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <div className={classes.shell}>
        <AppHeader />
        {offerInstallHint && <LazyIosInstallHint />}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <AppFooter />
      </div>
    </>
  );
}
