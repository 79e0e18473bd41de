import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { StoredClaimFile } from './stored-claim-file';

export const CLAIM_DOCUMENT_HASH_UNIQUE = 'claim_document_claim_number_sha256_unique';

/**
 * A file the customer added to a claim after reporting it (issue 16), on any claim of their
 * policies (reported in the portal or already in the claims system): stored through the
 * ClaimFileStorage port like a report's attachments. The same content twice on one claim is
 * refused (the unique constraint decides between parallel uploads).
 */
@Entity()
@Unique({ name: CLAIM_DOCUMENT_HASH_UNIQUE, properties: ['claimNumber', 'sha256'] })
@Index({ properties: ['claimNumber', 'createdAt'] })
export class ClaimDocument extends StoredClaimFile {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 20 })
  claimNumber!: string;

  /** The account that added it. */
  @Property({ type: 'uuid' })
  userId!: string;

  /** The checklist item (core claim_requested_item id) the file answers, if any. */
  @Property({ type: 'uuid', nullable: true })
  requestedItemId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}
