import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CityStateIdZipColumns, CityStateZipColumns } from '../../../database/address-columns';

/** The unique (policy, name, street, zip) of a saved holder: issuing to the same holder twice saves it once. */
export const CERTIFICATE_HOLDER_UNIQUE = 'certificate_holder_policy_number_name_line1_zip_unique';

/**
 * An issued certificate of insurance (ACORD 25): the holder and wording as printed (a snapshot:
 * deleting a saved holder or changing the policy does not change what was issued), the PDF's
 * key in the file storage and the opaque printUrl it opens with (GET /api/document?q=).
 */
@Entity()
@Index({ properties: ['policyNumber', 'issuedOn'] })
export class Certificate extends CityStateZipColumns {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'date', columnType: 'date' })
  issuedOn!: string;

  @Property({ type: 'string', length: 120 })
  holderName!: string;

  @Property({ type: 'string', length: 100 })
  line1!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  line2?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  additionalInsured?: string | null;

  @Property({ type: 'string', length: 600, nullable: true })
  descriptionOfOperations?: string | null;

  /** Key of the PDF in the file storage port. */
  @Property({ type: 'string', length: 64 })
  storageKey!: string;

  @Property({ type: 'string', length: 64, unique: true })
  printUrl!: string;

  /** The portal user who issued it. */
  @Property({ type: 'uuid' })
  issuedBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}

/** A certificate holder remembered for a policy, to pick from when issuing the next certificate. */
@Entity()
@Unique({ name: CERTIFICATE_HOLDER_UNIQUE, properties: ['policyNumber', 'name', 'line1', 'zip'] })
export class CertificateHolder extends CityStateIdZipColumns {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  line1!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  line2?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}
