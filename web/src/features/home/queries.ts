import type { AdvertisementPreferenceRequest, HomeContent } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/**
 * GET /api/profile/home: the home page's content (advertisement or paperless prompt, the
 * customer service contacts for help texts) and portal toggles. The Contact Us dialog reads the
 * public GET /api/contact instead (features/contact). */
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
    mutationFn: (requestBody: AdvertisementPreferenceRequest) => unwrap(api.profile.saveAdvertisementPreference({ requestBody })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['profile', 'home'] }), queryClient.invalidateQueries({ queryKey: ['profile'] })]),
  });
}
