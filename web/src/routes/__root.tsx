import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppHeader } from '@/features/shell/components/AppHeader';
import { ShellFrame } from '@/features/shell/components/ShellFrame';
import { LazyNotFoundPage } from '@/features/shell/lazyParts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: LazyNotFoundPage,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <ShellFrame header={<AppHeader />}>
        <Outlet />
      </ShellFrame>
    </>
  );
}
