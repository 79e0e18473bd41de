import type { ChangeEmailRequest } from '@portal/generated-client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/**
 * Confirming an email address with the link's code (GET confirmemail). The code is single
 * use, so the answer is kept for the page's life and never fetched again or retried.
 */
export const confirmEmailQueryOptions = (code: string, userId: string) =>
  queryOptions({
    queryKey: ['email', 'confirm', { code, userId }],
    queryFn: async (): Promise<true> => {
      await unwrap(api.registration.confirmEmail({ code, userId }));
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** Confirming an email change with the link's code (POST changeemail). */
export const useChangeEmail = () =>
  useMutation({
    mutationKey: ['email', 'change'],
    mutationFn: (requestBody: ChangeEmailRequest) => unwrap(api.account.changeEmail({ requestBody })),
  });
