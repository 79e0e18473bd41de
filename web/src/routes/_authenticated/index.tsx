import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/HomePage';
import { homeContentQueryOptions } from '@/features/home/queries';
import { PolicyLoadError } from '@/features/policies/components/PolicyLoadError';
import { policiesQueryOptions } from '@/features/policies/queries';
import { pageHead } from '@/features/shell/pageHead';

export const Route = createFileRoute('/_authenticated/')({
  head: () => pageHead('Home'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(policiesQueryOptions()), queryClient.ensureQueryData(homeContentQueryOptions())]),
  errorComponent: ({ reset }) => <PolicyLoadError reset={reset} />,
  component: HomePage,
});
