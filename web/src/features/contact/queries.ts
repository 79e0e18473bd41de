import type { ChatOptions, HomeContent } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** GET /api/profile/home: contact details and portal toggles (electronicAlertsEnabled) besides the home content. */
export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'home'],
    queryFn: (): Promise<HomeContent> => unwrap(api.profile.getHomeContent()),
  });

/** GET /api/admin/chatOptions, read before chat is shown (doc 1 §7). */
export const chatOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['contact', 'chatOptions'],
    queryFn: (): Promise<ChatOptions | null> => unwrap(api.chat.getChatOptions()),
    staleTime: 60_000,
  });
