import type { ClaimCatalog, ClaimPolicy } from './rules/draft';
import type { ClaimRequest } from './rules/request';

/** What the form loads: the user's policies as the claim form reads them, and the catalogue. */
export interface ClaimFormData {
  policies: ClaimPolicy[];
  catalog: ClaimCatalog;
  /** The profile's email and cell phone: the prefills of a chosen policy. */
  profile: { email: string; cellPhone: string; name: string };
}

/** A file to attach, with its content's SHA-256 (duplicates are found by content). */
export interface ClaimFile {
  file: File;
  name: string;
  size: number;
  fingerprint: string;
}

export interface SubmitInput {
  /** Made once per claim: a retry sends the same, so the API never records the claim twice. */
  submissionId: string;
  claim: ClaimRequest;
  /** What the form knows of the emails (informational). */
  emailDetails: { agencyEmailAddress: string | null; memberName: string | null };
  files: ClaimFile[];
  /** Bytes of the request body sent so far, of the total. */
  onProgress: (sent: number, total: number) => void;
}

/** What the error emails say (doc 4 §7): the agency's notice and support's debug email. */
export interface ClaimErrorReport {
  submissionId: string;
  policyNumber: string;
  memberName: string;
  policyholderPhone: string | null;
  policyholderEmail: string | null;
  agencyEmailAddress: string | null;
  errorMessage: string;
  claimDetails: string;
  attachmentDetails: string;
}

/** The failure the Something Went Wrong dialog reports (and the error emails carry). */
export interface SubmitFailure {
  message: string;
  /** The claim number, when the failure came after one was issued. */
  claimNumber: string | null;
}

/**
 * What the Report Claim screen needs of the server, apart from how it is called: queries.ts
 * builds the signed-in customer's one over generated-client (and XMLHttpRequest for the upload
 * progress); component tests give the screen a fake.
 */
export interface ClaimReportGateway {
  /** GET /api/claim/form plus the profile. */
  load(): Promise<ClaimFormData>;
  /** GET /api/address/zipcode/{zip}; null when nothing was found (a failed lookup is ignored). */
  lookupZip(zip: string): Promise<{ city: string; stateId: number | null } | null>;
  /** POST /api/claim/v2 (multipart); the claim number. */
  submit(input: SubmitInput): Promise<{ claimNumber: string }>;
  /** POST /api/claim/sendClaimErrorEmail. */
  sendErrorEmail(input: ClaimErrorReport): Promise<void>;
  /** POST /api/claim/sendClaimDebugEmail. */
  sendDebugEmail(input: ClaimErrorReport): Promise<void>;
}
