import type {
  AdminAddPolicyRequest,
  AdminClaimEventRequest,
  AdminChangeEmailRequest,
  AdminRemovePolicyRequest,
  AdminUser,
  AdvertisementRequest,
  ChatOptions,
  ClaimDetail,
  DeliveryTesterRequest,
  MemberSearchRequest,
  StaffVerificationDecision,
  SystemInfoMessageRequest,
  SystemToggles,
} from '@portal/generated-client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AuditCriteria } from './rules';
import { STATE_KEY } from './stateQuery';

export { adminStateQueryOptions } from './stateQuery';

/** Filters of the Audit tab, as GET /api/admin/audit takes them. */
export interface AuditFilters extends AuditCriteria {
  page?: number;
}

/** POST /api/admin/search: one page (10) of members matching the criteria. */
export const memberSearchQueryOptions = (search: Required<Pick<MemberSearchRequest, 'criteria' | 'isAdmin' | 'page'>>) =>
  queryOptions({
    queryKey: ['admin', 'search', search],
    queryFn: () => unwrap(api.admin.searchMembers({ requestBody: search })),
    enabled: search.criteria.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/fetchUser: one member's account and policies. */
export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'user', userId],
    queryFn: () => unwrap(api.admin.fetchUser({ requestBody: { userId } })),
  });

/** GET /api/admin/staffVerifications: the pending requests. */
export const staffVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'verifications'],
    queryFn: () => unwrap(api.admin.listStaffVerifications()),
  });

/** GET /api/admin/audit: one page (50) of the audit trail. */
export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => unwrap(api.admin.listAuditEntries({ ...filters, page: filters.page ? String(filters.page) : undefined })),
    placeholderData: keepPreviousData,
  });

/** A user action answering the account: the cached account is replaced and searches refreshed. */
function useUserMutation<R>(name: string, call: (request: R) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', name],
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryOptions(user.id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'search'] });
    },
  });
}

export const useAddUserPolicy = () => useUserMutation('addPolicy', (requestBody: AdminAddPolicyRequest) => unwrap(api.admin.addUserPolicy({ requestBody })));
export const useRemoveUserPolicy = () =>
  useUserMutation('removePolicy', (requestBody: AdminRemovePolicyRequest) => unwrap(api.admin.removeUserPolicy({ requestBody })));
export const useUpdateDeliveryTester = () =>
  useUserMutation('deliveryTester', (requestBody: DeliveryTesterRequest) => unwrap(api.admin.updateDeliveryTester({ requestBody })));

/** Emails: nothing cached changes. */
export const useImpersonateUser = () =>
  useMutation({ mutationKey: ['admin', 'impersonate'], mutationFn: (id: string) => unwrap(api.admin.impersonateUser({ requestBody: { id } })) });
export const useSendPasswordReset = () =>
  useMutation({ mutationKey: ['admin', 'passwordReset'], mutationFn: (userId: string) => unwrap(api.admin.sendPasswordReset({ requestBody: { userId } })) });
export const useSendEmailConfirmation = () =>
  useMutation({
    mutationKey: ['admin', 'emailConfirmation'],
    mutationFn: (userId: string) => unwrap(api.admin.sendEmailConfirmation({ requestBody: { userId } })),
  });
export const useChangeUserEmail = () =>
  useMutation({
    mutationKey: ['admin', 'changeEmail'],
    mutationFn: (requestBody: AdminChangeEmailRequest) => unwrap(api.admin.changeUserEmail({ requestBody })),
  });
export const useCreateAdminUser = () =>
  useMutation({ mutationKey: ['admin', 'createUser'], mutationFn: (email: string) => unwrap(api.admin.createAdminUser({ requestBody: { email } })) });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'deleteUser'],
    mutationFn: (userId: string) => unwrap(api.admin.deleteUser({ requestBody: { userId } })),
    onSuccess: (_r, userId) => {
      queryClient.removeQueries({ queryKey: adminUserQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'search'] });
    },
  });
};

/** POST /api/admin/staffVerifications: the reply is the refreshed pending list. */
export const useDecideStaffVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'decideVerification'],
    mutationFn: (requestBody: StaffVerificationDecision) => unwrap(api.admin.decideStaffVerification({ requestBody })),
    onSuccess: (list) => {
      queryClient.setQueryData(staffVerificationsQueryOptions().queryKey, list);
      void queryClient.invalidateQueries({ queryKey: STATE_KEY });
    },
  });
};

/** POST /api/admin/systeminfo: the reply is the whole list, put into the admin state. */
export const useSaveSystemInfoMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'systemInfo'],
    mutationFn: (requestBody: SystemInfoMessageRequest) => unwrap(api.admin.saveSystemInfoMessage({ requestBody })),
    onSuccess: (systemInfoMessages) => {
      queryClient.setQueryData(STATE_KEY, (state) => (state ? { ...state, systemInfoMessages } : state));
      void queryClient.invalidateQueries({ queryKey: ['system', 'info'] });
    },
  });
};

export const useSaveSystemToggles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'systemToggles'],
    mutationFn: (requestBody: SystemToggles) => unwrap(api.admin.saveSystemToggles({ requestBody })),
    onSuccess: (systemToggles) => queryClient.setQueryData(STATE_KEY, (state) => (state ? { ...state, systemToggles } : state)),
  });
};

export const useSaveChatOptions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'chatOptions'],
    mutationFn: (requestBody: ChatOptions) => unwrap(api.admin.saveChatOptions({ requestBody })),
    onSuccess: (chatSchedule) => queryClient.setQueryData(STATE_KEY, (state) => (state ? { ...state, chatSchedule } : state)),
  });
};

/** GET /api/admin/advertisement: every advertisement, the one in force marked. */
export const advertisementsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'advertisements'],
    queryFn: () => unwrap(api.admin.listAdvertisements()),
  });

/** Add (no id) or change (id) an advertisement; the list is read again (which one is in force may change). */
export const useSaveAdvertisement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'saveAdvertisement'],
    mutationFn: ({ id, ...requestBody }: AdvertisementRequest & { id?: number }) =>
      id === undefined ? unwrap(api.admin.addAdvertisement({ requestBody })) : unwrap(api.admin.updateAdvertisement({ id: String(id), requestBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'advertisements'] }),
  });
};

export const useDeleteAdvertisement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'deleteAdvertisement'],
    mutationFn: (id: number) => unwrap(api.admin.deleteAdvertisement({ id: String(id) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'advertisements'] }),
  });
};

/** POST /api/admin/advertisement/reset: every customer sees the advertisement again. */
export const useResetAdvertisement = () =>
  useMutation({ mutationKey: ['admin', 'resetAdvertisement'], mutationFn: () => unwrap(api.admin.resetAdvertisement()) });

/** POST /api/admin/getEDeliveryDiscrepancies: one page (50) of members whose e-delivery records differ. */
export const discrepanciesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'discrepancies', page],
    queryFn: () => unwrap(api.admin.getEDeliveryDiscrepancies({ requestBody: { page } })),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/logfiles: the API's log files, newest first. */
export const logFilesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'logfiles'],
    queryFn: () => unwrap(api.admin.listLogFiles()),
  });

/** A text reply that is not an envelope (CSV, a log file); a refusal is one, and unwrap reads its lines. */
const asText = (call: Promise<string | Blob>) =>
  unwrap(call.then((body) => ({ success: true as const, result: typeof body === 'string' ? body : '', errors: [] })));

/** POST /api/admin/bulkUpdateEDeliveryNotifications: the report CSV; the discrepancies change. */
export const useBulkEDeliverySync = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'bulkEDeliverySync'],
    mutationFn: (updateCount: number | 'ALL') => asText(api.admin.bulkUpdateEDeliveryNotifications({ requestBody: { updateCount } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'discrepancies'] }),
  });
};

/** GET /api/admin/logfiles/download?name=: the file's text, fetched with the bearer token in the header (never a link carrying it). */
export const downloadLogFile = (name: string) => asText(api.admin.downloadLogFile({ name }));

/** The query key of one claim as staff read it (GET /api/admin/claims/{claimNumber}). */
export const adminClaimQueryKey = (claimNumber: string) => ['admin', 'claim', claimNumber];

/** GET /api/admin/claims/{claimNumber}: the claim and its timeline; runs once a number is chosen, never retried. */
export const adminClaimQueryOptions = (claimNumber: string | null) =>
  queryOptions({
    queryKey: adminClaimQueryKey(claimNumber ?? ''),
    queryFn: (): Promise<ClaimDetail> => unwrap(api.admin.getAdminClaim({ claimNumber: claimNumber! })),
    enabled: claimNumber !== null,
    retry: false,
  });

/** POST /api/admin/claims/{claimNumber}/events: adds an event; the claim read above becomes the reply. */
export function useAddAdminClaimEvent(claimNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'claimEvent'],
    mutationFn: (body: AdminClaimEventRequest) => unwrap(api.admin.addAdminClaimEvent({ claimNumber, requestBody: body })),
    onSuccess: (detail) => queryClient.setQueryData(adminClaimQueryKey(claimNumber), detail),
  });
}

/** GET /api/admin/activeUsers: the CSV of members active since `date`. The CSV is not an envelope; a refusal is, and unwrap reads its lines. */
export function fetchActiveUsersCsv(date: string): Promise<string> {
  return unwrap(api.admin.getActiveUsers({ date }).then((text) => ({ success: true, result: text, errors: [] })));
}
