/*
 * The core records' public face. Areas use the services (Nest providers of CoreModule) and the
 * plain types, enums and rules below; entities stay inside core/ (core/entities.ts exists for
 * the ORM configuration, the seed and the CLI only). See api/README.md, "Core records".
 */
export { CoreModule } from './core.module';
export { PolicyRecords } from './records/policy-records';
export { ProofRecords, type PolicyProofRecords, type ProofHolder } from './records/proof-records';
export { DeliveryRecords, type DeliveryDiscrepancyRow, type DeliverySyncRow } from './records/delivery-records';
export { PersonRecords, type PersonName } from './records/person-records';
export {
  ClaimRecords,
  type ClaimPolicyView,
  type ClaimVehicleView,
  type ClaimDriverView,
  type ClaimHolderView,
  type ClaimAddressView,
  type ReportedClaimInput,
} from './records/claim-records';
export {
  ClaimTimelineRecords,
  ClaimEventRefused,
  claimEventRefusal,
  claimIsOpen,
  CLAIM_CLOSED_STATUS,
  CLAIM_OPEN_STATUS,
  type ClaimHeader,
  type ClaimTimelineView,
  type ClaimEventView,
  type ClaimItemView,
  type ClaimAdjusterView,
  type NewClaimEvent,
} from './records/claim-timeline';
export { ClaimEventKind, type ClaimEventDetails, type ClaimPaymentMethod } from './claim-event.entity';
export * from './records/policy-views';
export { CertificateRecords, type CertificateTermView, type LiabilityLimitView } from './records/certificate-records';
export { naicOf } from './insurers';
export type * from './records/book-plan';
export { writeCoreBook } from './records/book-writer';
export { coreBulkTables, type CoreTableMetadata } from './records/bulk-tables';
export { BillingLedger, LedgerRefusal, LedgerRefusalReason, PostingKind, type PostedItem, type Posting } from './ledger/billing-ledger';

export { EndorsementBook, type PendingInput, type IssueInput } from './endorsements/endorsement-book';
export * from './endorsements/endorsement-views';

export { BillingItemType } from './billing-item.entity';
export { CreditorType } from './creditor.entity';
export { DocumentKind } from './policy-document.entity';
export * from './policy-status';
export * from './policy-number';
export * from './policy-lines';
export * from './vin';
export * from './us-states';
export * from './coverage-options';
export * from './payment-plans';
export * from './column-types';
