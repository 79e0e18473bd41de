import type { Profile } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

/** The signed-in user's profile (GET /api/profile), read after every sign-in and by the profile area. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: (): Promise<Profile> => unwrap(api.profile.getProfile()),
  });
