import { createFileRoute, redirect } from '@tanstack/react-router';
import { requestHomeDeepLink } from '../../features/home/deepLink';

/**
 * /help (doc 1 §2): opens the home page's help section (on a phone, only that section) and the
 * address then reads /, like the other deep links.
 */
export const Route = createFileRoute('/_authenticated/help')({
  beforeLoad: ({ preload }) => {
    if (preload) return; // hovering a link must not queue the deep link
    requestHomeDeepLink({ section: 'help' });
    throw redirect({ to: '/', replace: true });
  },
});
