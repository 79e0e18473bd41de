import { createFileRoute } from '@tanstack/react-router';

/**
 * The back office (doc 4 §2). Admins do not see the customer menu. The admin check (a user
 * without the admin policy value goes to /unauthorized) belongs in this route's `beforeLoad`
 * and arrives with the identity feature.
 */
export const Route = createFileRoute('/_authenticated/admin')({
  staticData: { header: 'plain' },
});
