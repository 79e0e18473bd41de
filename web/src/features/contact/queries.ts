import type { ContactDetails } from '@portal/generated-client';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/**
 * GET /api/contact (public): the customer service contacts and the server's chat decision.
 * Read whenever the dialog opens, so chat availability is the server's answer of that moment.
 */
export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['contact', 'details'],
    queryFn: (): Promise<ContactDetails> => unwrap(api.system.getContactDetails()),
    staleTime: 0,
  });

/**
 * How long to wait before asking again because the server said chat availability changes at
 * `nextChangeAt` (a second after it, so the server's clock is past the edge); null when it
 * does not change by itself or is more than a day away (the dialog is read again on opening).
 */
export function refetchDelay(nextChangeAt: string | null, now: number): number | null {
  if (!nextChangeAt) return null;
  const wait = Date.parse(nextChangeAt) - now + 1_000;
  if (!Number.isFinite(wait) || wait > 86_400_000) return null;
  return Math.max(wait, 1_000);
}
