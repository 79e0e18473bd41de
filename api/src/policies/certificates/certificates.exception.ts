import { type CodeOf, fixedRefusalException, refusalCatalogue } from '../../common/errors/app-exception';

export const CERTIFICATE_MESSAGES = {
  notEligible: 'Certificates of insurance are available for commercial, garage and farm policies only.',
  notInForce: 'A certificate of insurance can only be issued for an In-Force policy.',
} as const;

/**
 * Why the certificates area refused a call. The values are part of the API (openapi ErrorCode);
 * another customer's policy answers the same POLICY_NOT_FOUND as the policies area.
 */
const CATALOGUE = refusalCatalogue({
  PolicyNotFound: ['POLICY_NOT_FOUND', 404, 'Policy not found.'],
  CertificateNotFound: ['CERTIFICATE_NOT_FOUND', 404, 'Certificate not found.'],
  HolderNotFound: ['CERTIFICATE_HOLDER_NOT_FOUND', 404, 'Certificate holder not found.'],
  NotEligible: ['CERTIFICATE_POLICY_NOT_ELIGIBLE', 422, CERTIFICATE_MESSAGES.notEligible],
  NotInForce: ['CERTIFICATE_POLICY_NOT_IN_FORCE', 422, CERTIFICATE_MESSAGES.notInForce],
});

export const CertificatesExceptionCode = CATALOGUE.codes;
export type CertificatesExceptionCode = CodeOf<typeof CertificatesExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class CertificatesException extends fixedRefusalException(REFUSALS) {}
