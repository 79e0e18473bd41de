/* Reply shapes of the claim calls, field for field the spec's schemas (ClaimSubmission, ClaimFormOptions and parts); the contract tests check every reply against them. */
import type { ClaimHeader } from '../../core';
import type { FnolTypeId, FnolTypeName } from '../claim-catalog';

export interface ClaimAttachmentReply {
  attachmentId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ClaimSubmission {
  claimNumber: string;
  policyNumber: string;
  status: string;
  lossDate: string;
  type: string;
  message: string;
  attachments: ClaimAttachmentReply[];
}

export interface ClaimPolicyHolder {
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  isCommercial: boolean;
}

export interface ClaimPolicy {
  policyNumber: string;
  policyId: string;
  policyImageNum: number;
  type: string;
  typeName: string;
  statusText: 'In-Force' | 'Pending' | 'Future' | 'Cancelled';
  canReportClaim: boolean;
  canReportSimpleClaim: boolean;
  notEligibleReason: string | null;
  policyHolder: ClaimPolicyHolder;
  secondaryPolicyHolder: ClaimPolicyHolder | null;
  agency: {
    agencyCode: string;
    displayName: string;
    producer: { displayName: string; phones: string[] };
    addressLine1: string;
    addressLine2: string;
    phones: string[];
    emails: string[];
  };
  fnolTypeIds: FnolTypeId[];
  packageParts: Array<{ name: string; number: number; fnolTypeIds: FnolTypeId[] }>;
  drivers: Array<{ driverNum: number; firstName: string; lastName: string }>;
  vehicles: Array<{ vehicleNum: number; year: number; make: string; model: string; vin: string; photoEstimateEligible: boolean }>;
  lossAddress: { line1: string; city: string; state: string; zip5: string } | null;
  maxLossDate: string;
}

export interface ClaimFormOptions {
  policies: ClaimPolicy[];
  fnolTypes: Array<{ fnolTypeId: FnolTypeId; fnolType: FnolTypeName; asksSeverity: boolean; asksMedicalAttention: boolean; requiresLossType: boolean }>;
  lossTypes: Array<{
    lossTypeId: number;
    name: string;
    fnolTypeId: FnolTypeId;
    thirdParty: boolean;
    photoEstimateExcluded: boolean;
    subTypes: 'water' | 'other' | null;
  }>;
  waterDamageTypes: string[];
  otherDamageTypes: string[];
  /** waterDamageTypes' and otherDamageTypes' names in the caller's language (the values stay English: the report sends them back). */
  waterDamageTypeNames: string[];
  otherDamageTypeNames: string[];
  severities: string[];
  fileRules: { maxFileBytes: number; maxTotalBytes: number; maxFiles: number; acceptedTypes: string[] };
}

export interface ClaimAdjusterReply {
  name: string;
  phone: string | null;
  email: string | null;
}

export interface ClaimTimelineEventReply {
  eventId: string;
  kind: string;
  occurredAt: string;
  title: string;
  adjuster: ClaimAdjusterReply | null;
  scheduledFor: string | null;
  amountCents: number | null;
  paymentDate: string | null;
  paymentMethod: 'check' | 'directDeposit' | null;
  items: string[];
  note: string | null;
}

export interface ClaimChecklistItemReply {
  itemId: string;
  label: string;
  requestedAt: string;
  receivedAt: string | null;
}

export interface ClaimFileReply {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  addedAt: string;
  requestedItemId: string | null;
  downloadPath: string;
}

/** GET /api/claim/{claimNumber} (spec ClaimDetail). */
export interface ClaimDetail extends ClaimHeader {
  adjuster: ClaimAdjusterReply | null;
  timeline: ClaimTimelineEventReply[];
  checklist: ClaimChecklistItemReply[];
  files: ClaimFileReply[];
  filesTotalBytes: number;
  maxFilesTotalBytes: number;
  fileRules: ClaimFormOptions['fileRules'];
}
