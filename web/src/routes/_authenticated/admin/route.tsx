import { createFileRoute } from '@tanstack/react-router';
import { guardAdmin } from '@/features/auth/guards';

/**
 * The back office (doc 4 §2). Admins do not see the customer menu. A user without the admin
 * policy value in their token goes to /unauthorized (doc 1 §4 "Route guard"); the server
 * refuses their /api/admin calls anyway.
 */
export const Route = createFileRoute('/_authenticated/admin')({
  staticData: { header: 'plain' },
  beforeLoad: () => guardAdmin(),
});
