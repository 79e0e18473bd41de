import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Claim } from './claim.entity';

/** What happened on a claim, as the claims system records it (issue 16). */
export enum ClaimEventKind {
  Reported = 'reported',
  AdjusterAssigned = 'adjusterAssigned',
  InspectionScheduled = 'inspectionScheduled',
  EstimateWritten = 'estimateWritten',
  PaymentIssued = 'paymentIssued',
  DocumentsRequested = 'documentsRequested',
  DocumentsReceived = 'documentsReceived',
  Closed = 'closed',
  Reopened = 'reopened',
}

export type ClaimPaymentMethod = 'check' | 'directDeposit';

/** The kind's own facts; the others are absent. Money in integer cents. */
export interface ClaimEventDetails {
  adjuster?: { name: string; phone: string | null; email: string | null };
  /** ISO date-time of the inspection or estimate appointment. */
  scheduledFor?: string;
  amountCents?: number;
  /** YYYY-MM-DD. */
  paymentDate?: string;
  paymentMethod?: ClaimPaymentMethod;
  /** Items asked for, or file names received. */
  items?: string[];
  note?: string;
}

/** One event of a claim's timeline. */
@Entity()
@Index({ properties: ['claim', 'occurredAt'] })
export class ClaimEvent {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({ entity: () => Claim, deleteRule: 'cascade' })
  claim!: Rel<Claim>;

  @Property({ type: 'string', length: 30 })
  kind!: ClaimEventKind;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  occurredAt!: Date;

  @Property({ type: 'json', default: '{}' })
  details: ClaimEventDetails = {};
}

/**
 * An item the adjuster asked for (the claim's outstanding-items checklist). `receivedAt` is set
 * once, by the first files attached to it (a conditional update: parallel uploads tick it once).
 */
@Entity()
@Index({ properties: ['claim', 'requestedAt'] })
export class ClaimRequestedItem {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({ entity: () => Claim, deleteRule: 'cascade' })
  claim!: Rel<Claim>;

  @Property({ type: 'string', length: 200 })
  label!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  requestedAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receivedAt?: Date | null;
}
