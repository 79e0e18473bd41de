import { createFileRoute } from '@tanstack/react-router';
import { LegacyUserPage } from '@/features/auth/components/LegacyUserPage';
import { profileQueryOptions } from '@/features/auth/queries';
import { guardHasSession } from '@/features/auth/guards';
import { pageHead } from '@/features/shell/pageHead';
import { LEGACY_USER_TITLE, legacyUserTitle, loadAuthSessionText, loadAuthText } from '@/features/auth/titles';

/** Signed in, but outside the signed-in layout: the username must change before anything else. */
export const Route = createFileRoute('/legacyuser')({
  head: () => pageHead(legacyUserTitle()),
  beforeLoad: ({ location }) => guardHasSession(location),
  loader: async ({ context }) => {
    // The page's texts too, so the title and the page show in the page's language at once (titles.ts).
    await Promise.all([context.queryClient.ensureQueryData(profileQueryOptions()), loadAuthText(), loadAuthSessionText()]);
  },
  component: () => <LegacyUserPage title={LEGACY_USER_TITLE} />,
});
