import type { Profile } from '@portal/generated-client';
import type { DataTag } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY, readProfile } from './calls';

/**
 * The signed-in user's profile (GET /api/profile), read after every sign-in and by the profile
 * area. What TanStack Query's `queryOptions()` returns (it only types its argument), written out
 * so that this module, which the auth index and so the /login entry import, does not load
 * TanStack Query's code: the /login entry has none.
 */
export const profileQueryOptions = () => ({
  queryKey: PROFILE_QUERY_KEY as DataTag<typeof PROFILE_QUERY_KEY, Profile, Error>,
  queryFn: readProfile,
});
