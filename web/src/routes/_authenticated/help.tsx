import { createFileRoute } from '@tanstack/react-router';
import { homeDeepLinkRedirect } from '@/features/home/deepLink';

/**
 * /help (doc 1 §2): opens the home page's help section (on a phone, only that section) and the
 * address then reads /, like the other deep links.
 */
export const Route = createFileRoute('/_authenticated/help')({
  beforeLoad: () => {
    throw homeDeepLinkRedirect({ section: 'help' });
  },
});
