import type { ClaimFormOptions, ClaimPolicy as ApiClaimPolicy, ClaimReportRequest, ClaimSubmission } from '@portal/generated-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, FALLBACK_ERROR_MESSAGE, unwrap } from '@/api/client';
import { postMultipartWithProgress } from '@/api/upload';
import { profileQueryOptions } from '@/features/auth';
import type { ClaimErrorReport, ClaimFormData, ClaimReportGateway } from './gateway';
import { categoryOfFnolType, type LossCategory } from './rules/claimTypes';
import type { ClaimCatalog, ClaimPolicy } from './rules/draft';
import { maskClaimPhone } from './rules/phone';

const categories = (ids: readonly number[]): LossCategory[] => ids.map(categoryOfFnolType).filter((c): c is LossCategory => c !== null);

/** The policy as the form reads it, from GET /api/claim/options. */
export function toClaimPolicy(p: ApiClaimPolicy): ClaimPolicy {
  return {
    policyNumber: p.policyNumber,
    policyId: p.policyId,
    policyImageNum: p.policyImageNum,
    typeName: p.typeName,
    statusText: p.statusText,
    canReportClaim: p.canReportClaim,
    canReportSimpleClaim: p.canReportSimpleClaim,
    notEligibleReason: p.notEligibleReason,
    policyHolder: p.policyHolder,
    secondaryPolicyHolder: p.secondaryPolicyHolder ? { displayName: p.secondaryPolicyHolder.displayName } : null,
    agency: {
      displayName: p.agency.displayName,
      emails: p.agency.emails,
      phones: p.agency.phones,
      addressLine1: p.agency.addressLine1 || null,
      addressLine2: p.agency.addressLine2 || null,
    },
    categories: categories(p.fnolTypeIds),
    packageParts: p.packageParts.map((part) => ({ number: part.number, name: part.name, categories: categories(part.fnolTypeIds) })),
    vehicles: p.vehicles.map((v) => ({
      vehicleNum: v.vehicleNum,
      year: v.year,
      make: v.make,
      model: v.model,
      vin: v.vin,
      photoEstimateEligible: v.photoEstimateEligible,
    })),
    drivers: p.drivers.map((d) => ({ driverNum: d.driverNum, firstName: d.firstName, lastName: d.lastName })),
    maxLossDate: p.maxLossDate,
  };
}

export function toClaimCatalog(o: ClaimFormOptions): ClaimCatalog {
  return {
    fnolTypes: o.fnolTypes.flatMap((t) => {
      const category = categoryOfFnolType(t.fnolTypeId);
      return category ? [{ category, asksSeverity: t.asksSeverity, asksMedicalAttention: t.asksMedicalAttention, requiresLossType: t.requiresLossType }] : [];
    }),
    lossTypes: o.lossTypes.flatMap((t) => {
      const category = categoryOfFnolType(t.fnolTypeId);
      return category
        ? [{ id: t.lossTypeId, name: t.name, category, thirdParty: t.thirdParty, photoEstimateExcluded: t.photoEstimateExcluded, subTypes: t.subTypes ?? null }]
        : [];
    }),
    waterDamageTypes: o.waterDamageTypes,
    otherDamageTypes: o.otherDamageTypes,
    subTypeNames: Object.fromEntries([
      ...o.waterDamageTypes.map((value, i) => [value, o.waterDamageTypeNames[i] ?? value]),
      ...o.otherDamageTypes.map((value, i) => [value, o.otherDamageTypeNames[i] ?? value]),
    ]),
    severities: o.severities,
    fileRules: { maxFileBytes: o.fileRules.maxFileBytes, maxTotalBytes: o.fileRules.maxTotalBytes, maxFiles: o.fileRules.maxFiles },
  };
}

/** The form's data, one query per visit (a claim just sent must not be offered stale choices). */
export const claimFormQueryOptions = (gateway: Pick<ClaimReportGateway, 'load'>) => ({
  queryKey: ['claims', 'form'] as const,
  queryFn: () => gateway.load(),
  staleTime: 0,
  retry: false,
});

const SUBMIT_URL = '/api/claim/v2';

/**
 * POST /api/claim/v2 with the upload's progress (the blocking "Submitting Claim" message shows
 * bytes sent of the total; see postMultipartWithProgress), built as the generated client builds
 * multipart bodies: a JSON `command` field, then the `files`.
 */
function uploadClaim(
  command: unknown,
  files: readonly { file: File; name: string }[],
  onProgress: (sent: number, total: number) => void,
): Promise<ClaimSubmission> {
  const body = new FormData();
  body.append('command', JSON.stringify(command));
  for (const f of files) body.append('files', f.file, f.name);
  return postMultipartWithProgress<ClaimSubmission>({
    operation: SUBMIT_URL,
    path: SUBMIT_URL,
    body,
    onProgress,
    fallbackError: FALLBACK_ERROR_MESSAGE,
    connectionError: 'The claim could not be sent: the connection failed.',
  });
}

/** What both failure emails (to the agency, to the developers) say of the failed submission. */
const failedReport = (r: ClaimErrorReport) => ({
  submissionId: r.submissionId,
  policyNumber: r.policyNumber,
  memberName: r.memberName || null,
  errorMessage: r.errorMessage.slice(0, 2000),
});

/** The signed-in customer's gateway over generated-client. */
export const customerClaimGateway: ClaimReportGateway = {
  load: async (): Promise<ClaimFormData> => {
    const [options, profile] = await Promise.all([unwrap(api.claims.getClaimFormOptions()), profileQueryOptions().queryFn()]);
    return {
      policies: options.policies.map(toClaimPolicy),
      catalog: toClaimCatalog(options),
      profile: { email: profile.email ?? '', cellPhone: maskClaimPhone(profile.phoneNumber ?? ''), name: profile.name ?? '' },
    };
  },
  lookupZip: async (zip) => {
    try {
      const r = await unwrap(api.lookups.lookupZipCode({ zip }));
      return { city: r.city.toUpperCase(), stateId: r.stateId };
    } catch {
      return null;
    }
  },
  submit: async ({ submissionId, claim, emailDetails, files, onProgress }) => {
    const result = await uploadClaim({ submissionId, claim, emailDetails }, files, onProgress);
    return { claimNumber: result.claimNumber };
  },
  sendErrorEmail: async (r) => {
    await unwrap(
      api.claims.sendClaimErrorEmail({
        requestBody: {
          ...failedReport(r),
          policyholderPhone: r.policyholderPhone,
          policyholderEmail: r.policyholderEmail,
          agencyEmailAddress: r.agencyEmailAddress,
        },
      }),
    );
  },
  sendDebugEmail: async (r) => {
    await unwrap(
      api.claims.sendClaimDebugEmail({
        requestBody: {
          ...failedReport(r),
          claimDetails: r.claimDetails.slice(0, 20000),
          attachmentDetails: r.attachmentDetails.slice(0, 4000),
        },
      }),
    );
  },
};

/** POST /api/claim: the simple claim report (doc 4 §3, §7); a recorded claim refreshes the claims and policies. */
export function useReportSimpleClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestBody: ClaimReportRequest) => unwrap(api.claims.reportClaim({ requestBody })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['policies'] });
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
    },
  });
}
