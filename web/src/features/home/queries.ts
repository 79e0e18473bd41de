import type { AdvertisementPreferenceRequest, HomeContent } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/**
 * GET /api/profile/home. The key is shared with the contact dialog's query of the same call.
 * The home page's content: advertisement or paperless prompt, and the customer service contacts. */
export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'home'],
    queryFn: (): Promise<HomeContent> => unwrap(api.profile.getHomeContent()),
  });

/** 'Do not show anymore.' then Close: remembered on the profile (POST /profile/advertisement). */
export function useSaveAdvertisementPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['home', 'advertisementPreference'],
    mutationFn: (requestBody: AdvertisementPreferenceRequest) =>
      unwrap(api.profile.saveAdvertisementPreference({ requestBody })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile', 'home'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  });
}
