import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from '../../core';
import { StoredClaimFile } from './stored-claim-file';

export const CLAIM_REPORT_SUBMISSION_UNIQUE = 'claim_report_submission_id_unique';
export const CLAIM_REPORT_NUMBER_UNIQUE = 'claim_report_claim_number_unique';
export const CLAIM_ATTACHMENT_HASH_UNIQUE = 'claim_report_attachment_claim_report_id_sha256_unique';
export const CLAIM_NOTICE_UNIQUE = 'claim_notice_submission_id_kind_unique';

/** The policy's first address, the submitted claim's loss address (doc 4 §3 "Submitted claim adds"). */
export interface ClaimLossAddressRecord {
  line1: string | null;
  poBox: string | null;
  city: string;
  state: string;
  zip5: string;
}

/**
 * A claim reported in the portal (doc 4 §3): the claim draft as the form sent it (`draft`, every
 * field, kept whole), the fields the portal reads and lists as columns, the submitted-claim
 * additions the API computes (owner names, drivable id, loss address, the newest declaration's
 * print URL, the loss date in UTC), its third parties and attachments, and its outcome. The
 * claim number is issued from this row's id at submission; the claims system's list (core
 * Claim) gets the same number in the same transaction.
 */
@Entity()
@Unique({ name: CLAIM_REPORT_SUBMISSION_UNIQUE, properties: ['submissionId'] })
@Unique({ name: CLAIM_REPORT_NUMBER_UNIQUE, properties: ['claimNumber'] })
@Index({ properties: ['userId', 'createdAt'] })
export class ClaimReport {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 8 })
  claimNumber!: string;

  /** The form's id of the submission (ClaimCommand.submissionId); a random one for the simple form. */
  @Property({ type: 'uuid' })
  submissionId!: string;

  /** 'full' (POST /api/claim/v2) or 'simple' (POST /api/claim). */
  @Property({ type: 'string', length: 10 })
  form!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  /** The core policy term the claim is on. */
  @Property({ type: 'integer' })
  corePolicyId!: number;

  @Property({ type: 'integer' })
  policyImageNum!: number;

  @Property({ type: 'smallint', nullable: true })
  fnolTypeId?: number | null;

  @Property({ type: 'string', length: 20, nullable: true })
  fnolType?: string | null;

  @Property({ type: 'smallint', nullable: true })
  packagePartNumber?: number | null;

  @Property({ type: 'string', length: 60, nullable: true })
  packagePartName?: string | null;

  @Property({ type: 'integer', nullable: true })
  lossTypeId?: number | null;

  @Property({ type: 'string', length: 100 })
  lossType!: string;

  @Property({ ...CALENDAR_DATE })
  lossDate!: string;

  /** The date of loss as an instant: midnight UTC of lossDate (doc 4 §3 "lossDate in UTC"). */
  @Property({ type: 'datetime' })
  lossDateUtc!: Date;

  @Property({ type: 'string', length: 30 })
  severity!: string;

  @Property({ type: 'smallint', nullable: true })
  medicalAttention?: number | null;

  @Property({ type: 'string', length: 2048 })
  whatHappened!: string;

  @Property({ type: 'string', length: 254 })
  preferredEmailAddress!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  contactPhone?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  lossVehicleOwnerFirstName?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  lossVehicleOwnerLastName?: string | null;

  @Property({ type: 'string', length: 160, nullable: true })
  lossVehicleOwnerDisplayName?: string | null;

  @Property({ type: 'string', length: 160, nullable: true })
  lossVehicleOwnerName?: string | null;

  /** drivable as an id: 1 yes, 2 no, -1 unknown (unknown when not asked). */
  @Property({ type: 'smallint' })
  drivableId!: number;

  @Property({ type: 'json', nullable: true })
  lossAddress?: ClaimLossAddressRecord | null;

  @Property({ type: 'string', length: 200, nullable: true })
  decpaPrintUrl?: string | null;

  /** Photo estimate consent as recorded: 1 yes, 0 no, 2 unanswered. */
  @Property({ type: 'smallint' })
  cccClaimConsent!: number;

  @Property({ type: 'boolean' })
  injuriesExist!: boolean;

  /** The claim draft (full form) or claim report (simple form) as validated, every field. */
  @Property({ type: 'json' })
  draft!: Record<string, unknown>;

  @Property({ type: 'json', nullable: true })
  emailDetails?: Record<string, unknown> | null;

  /** Status as the claims list shows it. */
  @Property({ type: 'string', length: 30 })
  status!: string;

  /** What came of the submission: 'submitted' (claim listed, emails queued). A refused submission stores nothing. */
  @Property({ type: 'string', length: 20 })
  outcome!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @OneToMany({ entity: () => ClaimReportThirdParty, mappedBy: 'claimReport', orderBy: { position: 'asc' } })
  thirdParties = new Collection<ClaimReportThirdParty>(this);

  @OneToMany({ entity: () => ClaimReportAttachment, mappedBy: 'claimReport', orderBy: { position: 'asc' } })
  attachments = new Collection<ClaimReportAttachment>(this);
}

/** A third-party driver of a reported claim (doc 4 §3 "Third-party driver"). */
@Entity()
export class ClaimReportThirdParty {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => ClaimReport, deleteRule: 'cascade', index: true })
  claimReport!: Rel<ClaimReport>;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 60 })
  firstName!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  middleName?: string | null;

  @Property({ type: 'string', length: 60 })
  lastName!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  homePhone?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  businessPhone?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  cellPhone?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  fax?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  streetNumber?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  streetName?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  apartmentNumber?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  poBox?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  city?: string | null;

  @Property({ type: 'smallint', nullable: true })
  stateId?: number | null;

  @Property({ type: 'string', length: 2, nullable: true })
  state?: string | null;

  @Property({ type: 'string', length: 5, nullable: true })
  zip?: string | null;
}

/**
 * A file attached to a reported claim. The bytes live in the claim file storage under
 * `storageKey` (a generated id, never the file's name); the name is a label only. The same
 * content (sha256) appears once per claim.
 */
@Entity()
@Unique({ name: CLAIM_ATTACHMENT_HASH_UNIQUE, properties: ['claimReport', 'sha256'] })
export class ClaimReportAttachment extends StoredClaimFile {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({ entity: () => ClaimReport, deleteRule: 'cascade' })
  claimReport!: Rel<ClaimReport>;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/**
 * An error or debug email sent for a failed claim submission (doc 4 §4: each sent once): one row
 * per submission id and kind, the unique constraint deciding between parallel calls.
 */
@Entity()
@Unique({ name: CLAIM_NOTICE_UNIQUE, properties: ['submissionId', 'kind'] })
export class ClaimNotice {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  submissionId!: string;

  /** 'error' (to the agency) or 'debug' (to support). */
  @Property({ type: 'string', length: 10 })
  kind!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'string', length: 2000 })
  errorMessage!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
