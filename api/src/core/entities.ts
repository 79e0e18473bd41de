import { Agency } from './agency.entity';
import { BillingAccount } from './billing-account.entity';
import { BillingItem } from './billing-item.entity';
import { Claim } from './claim.entity';
import { ClaimEvent, ClaimRequestedItem } from './claim-event.entity';
import { Creditor } from './creditor.entity';
import { Driver } from './driver.entity';
import { IdCard } from './id-card.entity';
import { LiabilityLimit } from './liability-limit.entity';
import { PackagePart } from './package-part.entity';
import { PolicyDocument } from './policy-document.entity';
import { PolicyEndorsement } from './policy-endorsement.entity';
import { Policy } from './policy.entity';
import { PolicyholderAddress } from './policyholder-address.entity';
import { Policyholder } from './policyholder.entity';
import { VehicleCoverage } from './vehicle-coverage.entity';
import { Vehicle } from './vehicle.entity';

/*
 * The core entities, for the ORM configuration (database/) only: the seed writes the core book
 * with writeCoreBook and bulk-loads with coreBulkTables, the CLI reads through PolicyRecords. Every other area reaches the core records through the services
 * of core/index.ts (PolicyRecords, ProofRecords, PersonRecords, BillingLedger).
 */
export {
  Agency,
  BillingAccount,
  BillingItem,
  Claim,
  ClaimEvent,
  ClaimRequestedItem,
  Creditor,
  Driver,
  IdCard,
  LiabilityLimit,
  PackagePart,
  Policy,
  PolicyDocument,
  PolicyEndorsement,
  Policyholder,
  PolicyholderAddress,
  Vehicle,
  VehicleCoverage,
};

/** The insurer's core records. */
export const CORE_ENTITIES = [
  Agency,
  Policyholder,
  PolicyholderAddress,
  BillingAccount,
  Policy,
  PackagePart,
  LiabilityLimit,
  Vehicle,
  VehicleCoverage,
  Creditor,
  Driver,
  PolicyDocument,
  IdCard,
  BillingItem,
  Claim,
  ClaimEvent,
  ClaimRequestedItem,
  PolicyEndorsement,
];
