/* Reply shapes of the certificate calls, field for field the spec's schemas (PolicyCertificates, Certificate, CertificateHolder). */

export interface CertificateHolderAddressReply {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface CertificateReply {
  certificateId: string;
  policyNumber: string;
  issuedOn: string;
  holder: CertificateHolderAddressReply;
  additionalInsured: string | null;
  descriptionOfOperations: string | null;
  printUrl: string;
}

export interface CertificateHolderReply extends CertificateHolderAddressReply {
  holderId: string;
  stateId: number;
}

export interface PolicyCertificates {
  policyNumber: string;
  eligible: boolean;
  notEligibleReason: string | null;
  certificates: CertificateReply[];
  holders: CertificateHolderReply[];
}
