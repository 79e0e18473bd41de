import { PolicyStatus } from '../../core';
import { CertificatesExceptionCode } from './certificates.exception';

/**
 * Lines whose customers hand out certificates of insurance (ACORD 25): commercial, garage and
 * farm liability lines. Property-only, crime, inland marine and personal lines have no
 * liability limits to certify.
 */
export const CERTIFICATE_PREFIXES: readonly string[] = ['CGL', 'BOP', 'CPP', 'GAR', 'CAP', 'CUP', 'WCP', 'FAR'];

/** Why no certificate can be issued for the term now, or null when one can. */
export function certificateRefusal(
  policyNumber: string,
  status: PolicyStatus,
): CertificatesExceptionCode.NotEligible | CertificatesExceptionCode.NotInForce | null {
  if (!CERTIFICATE_PREFIXES.includes(policyNumber.slice(0, 3).toUpperCase())) return CertificatesExceptionCode.NotEligible;
  if (status !== PolicyStatus.InForce) return CertificatesExceptionCode.NotInForce;
  return null;
}
