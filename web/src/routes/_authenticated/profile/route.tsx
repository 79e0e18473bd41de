import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/queries';
import { homeContentQueryOptions } from '@/features/home/queries';
import { ProfileLayout } from '@/features/profile-security/components/ProfileLayout';

/** The profile area's layout: the left menu (doc 1 §2 "Profile area") around each profile page. */
export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQueryOptions()), context.queryClient.ensureQueryData(homeContentQueryOptions())]),
  component: ProfileLayout,
});
