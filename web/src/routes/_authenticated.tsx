import { createFileRoute } from '@tanstack/react-router';

/**
 * Layout of every signed-in screen: they show the customer menu. The route guard of doc 1 §4
 * (send anonymous visitors to /login and keep the return path; send an admin at / to /admin)
 * belongs in this route's `beforeLoad` and arrives with the identity feature.
 */
export const Route = createFileRoute('/_authenticated')({
  staticData: { header: 'customer' },
});
