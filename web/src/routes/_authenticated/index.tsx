import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { HomePage } from '@/features/home/components/HomePage';
import { homeContentQueryOptions } from '@/features/home/queries';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/')({
  head: () => pageHead('Home'),
  // The profile too (the welcome's first name; not needed for the page, so a failure is not
  // the page's): after a sign-in on login.html the app starts here with an empty cache, and the
  // heading should not change once shown.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(policiesQueryOptions()),
      queryClient.ensureQueryData(homeContentQueryOptions()),
      queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined),
    ]),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: HomePage,
});
