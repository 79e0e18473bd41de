import { CertificateRecords } from './records/certificate-records';
import { Module } from '@nestjs/common';
import { EndorsementBook } from './endorsements/endorsement-book';
import { BillingLedger } from './ledger/billing-ledger';
import { ClaimRecords } from './records/claim-records';
import { ClaimTimelineRecords } from './records/claim-timeline';
import { DeliveryRecords } from './records/delivery-records';
import { PersonRecords } from './records/person-records';
import { PolicyRecords } from './records/policy-records';
import { ProofRecords } from './records/proof-records';

/** Every service of the core: each is provided here and exported, so the list is written once. */
const CORE_SERVICES = [
  PolicyRecords,
  ProofRecords,
  PersonRecords,
  ClaimRecords,
  ClaimTimelineRecords,
  CertificateRecords,
  BillingLedger,
  EndorsementBook,
  DeliveryRecords,
];

/**
 * The insurer's core records behind services: other areas read and write them only through
 * these (never an entity or em.find on one). BillingLedger is the only writer of balances.
 */
@Module({
  providers: CORE_SERVICES,
  exports: CORE_SERVICES,
})
export class CoreModule {}
