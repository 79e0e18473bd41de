import { createFileRoute } from '@tanstack/react-router';
import { LegacyUserPage } from '@/features/auth/components/LegacyUserPage';
import { profileQueryOptions } from '@/features/auth/queries';
import { guardHasSession } from '@/features/auth/guards';
import { pageHead } from '@/features/shell/pageHead';

const TITLE = 'Change Username';

/** Signed in, but outside the signed-in layout: the username must change before anything else. */
export const Route = createFileRoute('/legacyuser')({
  head: () => pageHead(TITLE),
  beforeLoad: ({ location }) => guardHasSession(location),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: () => <LegacyUserPage title={TITLE} />,
});
