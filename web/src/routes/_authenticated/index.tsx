import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { HomePage } from '@/features/home/components/HomePage';
import { loadHomeSections } from '@/features/home/lazySections';
import { homeContentQueryOptions } from '@/features/home/queries';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { titledHead } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/')({
  head: () => titledHead('home'),
  // The profile too (the welcome's first name; not needed for the page, so a failure is not
  // the page's): after a sign-in on login.html the app starts here with an empty cache, and the
  // heading should not change once shown. The sections' code where the page shows them
  // (not on a phone without a deep link; features/home/lazySections.ts).
  loader: ({ context: { queryClient }, location }) =>
    Promise.all([
      queryClient.ensureQueryData(policiesQueryOptions()),
      queryClient.ensureQueryData(homeContentQueryOptions()),
      queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined),
      loadHomeSections(location.state),
    ]),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: HomePage,
});
