import { fixedRefusalException, type RefusalTable } from '../../common/errors/app-exception';

/**
 * Why the certificates area refused a call. The values are part of the API (openapi ErrorCode);
 * another customer's policy answers the same POLICY_NOT_FOUND as the policies area.
 */
export enum CertificatesExceptionCode {
  PolicyNotFound = 'POLICY_NOT_FOUND',
  CertificateNotFound = 'CERTIFICATE_NOT_FOUND',
  HolderNotFound = 'CERTIFICATE_HOLDER_NOT_FOUND',
  NotEligible = 'CERTIFICATE_POLICY_NOT_ELIGIBLE',
  NotInForce = 'CERTIFICATE_POLICY_NOT_IN_FORCE',
}

export const REFUSALS: RefusalTable<CertificatesExceptionCode> = {
  [CertificatesExceptionCode.PolicyNotFound]: [404, 'Policy not found.'],
  [CertificatesExceptionCode.CertificateNotFound]: [404, 'Certificate not found.'],
  [CertificatesExceptionCode.HolderNotFound]: [404, 'Certificate holder not found.'],
  [CertificatesExceptionCode.NotEligible]: [422, 'Certificates of insurance are available for commercial, garage and farm policies only.'],
  [CertificatesExceptionCode.NotInForce]: [422, 'A certificate of insurance can only be issued for an In-Force policy.'],
};

export class CertificatesException extends fixedRefusalException(REFUSALS) {}
