import type { AddWalletItemRequest, UpdateWalletItemRequest, Wallet } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** GET /api/payment/wallets: the user's wallet (a list of at most one; empty means 'No Wallets'). */
export function walletsQueryOptions() {
  return queryOptions({ queryKey: ['payment', 'wallets'], queryFn: (): Promise<Wallet[]> => unwrap(api.payments.getWallets({})) });
}

/** Every wallet call answers the whole wallet: it replaces the cached list. */
function useWalletMutation<V>(key: string, send: (vars: V) => Promise<Wallet>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payment', 'wallets', key],
    mutationFn: send,
    onSuccess: (wallet) => queryClient.setQueryData(walletsQueryOptions().queryKey, [wallet]),
  });
}

export const useAddWalletItem = () => useWalletMutation('add', (requestBody: AddWalletItemRequest) => unwrap(api.payments.addWalletItem({ requestBody })));

export const useSaveWalletEmail = () =>
  useWalletMutation('email', ({ walletId, emailAddress }: { walletId: string; emailAddress: string }) =>
    unwrap(api.payments.saveWalletEmail({ walletId, requestBody: { emailAddress } })),
  );

export const useUpdateWalletItem = () =>
  useWalletMutation('update', ({ walletId, walletItemId, changes }: { walletId: string; walletItemId: string; changes: UpdateWalletItemRequest }) =>
    unwrap(api.payments.updateWalletItem({ walletId, walletItemId, requestBody: changes })),
  );

export const useDeleteWalletItem = () =>
  useWalletMutation('delete', ({ walletId, walletItemId }: { walletId: string; walletItemId: string }) =>
    unwrap(api.payments.deleteWalletItem({ walletId, walletItemId })),
  );
