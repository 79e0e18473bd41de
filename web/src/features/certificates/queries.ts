import type { Certificate, IssueCertificateRequest, PolicyCertificates } from '@portal/generated-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** Lines whose policies issue certificates of insurance (the server decides; this only hides the section elsewhere). */
export const CERTIFICATE_PREFIXES = ['CGL', 'BOP', 'CPP', 'GAR', 'CAP', 'CUP', 'WCP', 'FAR'];

export const hasCertificates = (policyNumber: string) => CERTIFICATE_PREFIXES.includes(policyNumber.slice(0, 3).toUpperCase());

/** GET /api/policy/{policyNumber}/certificates: issued certificates and saved holders. */
export const certificatesQueryOptions = (policyNumber: string) =>
  queryOptions({
    queryKey: ['policies', { policyNumber }, 'certificates'],
    queryFn: (): Promise<PolicyCertificates> => unwrap(api.certificates.listPolicyCertificates({ policyNumber })),
  });

/** After a change the certificates and the policy list (its documents) reload. */
function useReload(policyNumber: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['policies', { policyNumber }, 'certificates'] }),
      queryClient.invalidateQueries({ queryKey: ['policies'], exact: true }),
    ]);
}

export function useIssueCertificate(policyNumber: string) {
  const reload = useReload(policyNumber);
  return useMutation({
    mutationFn: (requestBody: IssueCertificateRequest): Promise<Certificate> => unwrap(api.certificates.issueCertificate({ policyNumber, requestBody })),
    onSuccess: reload,
  });
}

export function useReissueCertificate(policyNumber: string) {
  const reload = useReload(policyNumber);
  return useMutation({
    mutationFn: (certificateId: string): Promise<Certificate> => unwrap(api.certificates.reissueCertificate({ policyNumber, certificateId })),
    onSuccess: reload,
  });
}

export function useDeleteCertificateHolder(policyNumber: string) {
  const reload = useReload(policyNumber);
  return useMutation({
    mutationFn: (holderId: string) => unwrap(api.certificates.deleteCertificateHolder({ policyNumber, holderId })),
    onSuccess: reload,
  });
}

/** The city and state of a zip code (the shared zip lookup), or null. */
export async function lookupZip(zip: string): Promise<{ city: string; stateId: number | null } | null> {
  try {
    const r = await unwrap(api.lookups.lookupZipCode({ zip }));
    return { city: r.city, stateId: r.stateId };
  } catch {
    return null;
  }
}
