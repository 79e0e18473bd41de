import type { EntityMetadata, MetadataStorage } from '@mikro-orm/core';
import { Agency } from '../agency.entity';
import { BillingItem } from '../billing-item.entity';
import { Claim } from '../claim.entity';
import { Driver } from '../driver.entity';
import { IdCard } from '../id-card.entity';
import { PolicyDocument } from '../policy-document.entity';
import { Policy } from '../policy.entity';
import { PolicyholderAddress } from '../policyholder-address.entity';
import { Policyholder } from '../policyholder.entity';
import { VehicleCoverage } from '../vehicle-coverage.entity';
import { Vehicle } from '../vehicle.entity';

/** The mapping (table and column names) of one core table, for a bulk writer. */
export type CoreTableMetadata = EntityMetadata;

/**
 * The core tables a bulk loader writes (the scale seed's column-wise inserts), by role: their
 * table and column names come from the entities' mapping, so the loader never names an entity
 * and follows a renamed column.
 */
export function coreBulkTables(metadata: MetadataStorage) {
  return {
    agency: metadata.get(Agency),
    holder: metadata.get(Policyholder),
    address: metadata.get(PolicyholderAddress),
    policy: metadata.get(Policy),
    vehicle: metadata.get(Vehicle),
    coverage: metadata.get(VehicleCoverage),
    driver: metadata.get(Driver),
    document: metadata.get(PolicyDocument),
    card: metadata.get(IdCard),
    item: metadata.get(BillingItem),
    claim: metadata.get(Claim),
  } satisfies Record<string, CoreTableMetadata>;
}
