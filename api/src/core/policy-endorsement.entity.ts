import { type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from './column-types';
import { Policy } from './policy.entity';

export enum EndorsementStatus {
  /** Rated, waiting for the policyholder to complete it (the term's pendingEndorsement fields point at it). */
  Pending = 'pending',
  /** Completed: the term's image moved to this image number. */
  Issued = 'issued',
  /** Replaced by a new rate, or withdrawn (Discard, Cancel, Back). */
  Withdrawn = 'withdrawn',
}

/** At most one pending endorsement per term: the database decides a race between two rates. */
export const ENDORSEMENT_ONE_PENDING = 'policy_endorsement_one_pending';
export const ENDORSEMENT_IMAGE_UNIQUE = 'policy_endorsement_policy_id_image_num_unique';

/**
 * A mid-term change of a term (doc 3): the image it creates, what it changes (`change`, the
 * plain EndorsementChange), its rate, and once issued the image it replaced (`previousImage`,
 * the vehicles, drivers and creditors as they were), so every earlier version stays readable.
 */
@Entity()
@Unique({ name: ENDORSEMENT_IMAGE_UNIQUE, properties: ['policy', 'imageNum'] })
@Index({
  name: ENDORSEMENT_ONE_PENDING,
  expression: `create unique index "${ENDORSEMENT_ONE_PENDING}" on "policy_endorsement" ("policy_id") where status = 'pending'`,
})
export class PolicyEndorsement {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  /** The policy image number this change creates. */
  @Property({ type: 'integer' })
  imageNum!: number;

  /** The image the change was rated on (the term's policyImageNum then). */
  @Property({ type: 'integer' })
  baseImageNum!: number;

  @Enum({ items: () => EndorsementStatus })
  status!: EndorsementStatus;

  @Property({ ...CALENDAR_DATE })
  effectiveDate!: string;

  /** The day it was rated. */
  @Property({ ...CALENDAR_DATE })
  transactionDate!: string;

  /** What it changes (EndorsementChange). */
  @Property({ type: 'json' })
  change!: unknown;

  /** The rate as answered (the rate result the policyholder saw). */
  @Property({ type: 'json' })
  rate!: unknown;

  /** Pro-rata premium difference, integer cents (negative: a decrease). */
  @Property({ type: 'integer' })
  differenceCents!: number;

  /** New annual premium, integer cents. */
  @Property({ type: 'integer' })
  annualPremiumCents!: number;

  /** When issued: the image it replaced (PolicyImageView). */
  @Property({ type: 'json', nullable: true })
  previousImage?: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  issuedAt?: Date | null;
}
