import { Agency } from './agency.entity';
import { BillingAccount } from './billing-account.entity';
import { BillingItem } from './billing-item.entity';
import { Claim } from './claim.entity';
import { Creditor } from './creditor.entity';
import { Driver } from './driver.entity';
import { IdCard } from './id-card.entity';
import { PackagePart } from './package-part.entity';
import { PolicyDocument } from './policy-document.entity';
import { Policy } from './policy.entity';
import { PolicyholderAddress } from './policyholder-address.entity';
import { Policyholder } from './policyholder.entity';
import { VehicleCoverage } from './vehicle-coverage.entity';
import { Vehicle } from './vehicle.entity';

export * from './agency.entity';
export * from './billing-account.entity';
export * from './billing-item.entity';
export * from './claim.entity';
export * from './creditor.entity';
export * from './driver.entity';
export * from './id-card.entity';
export * from './package-part.entity';
export * from './policy-document.entity';
export * from './policy.entity';
export * from './policyholder-address.entity';
export * from './policyholder.entity';
export * from './vehicle-coverage.entity';
export * from './vehicle.entity';
export * from './policy-status';
export * from './policy-number';
export * from './policy-lines';
export * from './vin';
export * from './us-states';
export * from './coverage-options';
export * from './payment-plans';
export * from './column-types';

/** The insurer's core records. */
export const CORE_ENTITIES = [
  Agency,
  Policyholder,
  PolicyholderAddress,
  BillingAccount,
  Policy,
  PackagePart,
  Vehicle,
  VehicleCoverage,
  Creditor,
  Driver,
  PolicyDocument,
  IdCard,
  BillingItem,
  Claim,
];

