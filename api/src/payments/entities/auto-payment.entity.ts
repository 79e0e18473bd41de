import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../users';
import { WalletItem } from './wallet.entity';
import { KeptFundingAccount, TokenizedFundingAccount } from './funding-account';

export enum RecurringStatus {
  Active = 'active',
  Cancelled = 'cancelled',
}

export const RECURRING_ACTIVE_UNIQUE = 'payment_recurring_policy_active_unique';

/**
 * A policy's monthly recurring payment (doc 2 Recurring payments): what it charges (a provider
 * token and what it stands for, never a card or account number), on which day of the month, and
 * where its notices go. One active setup per policy (a partial unique index); an update replaces
 * the method in place (its version moves), a cancel keeps the row as `cancelled`.
 */
@Entity({ tableName: 'payment_recurring' })
@Check({ name: 'payment_recurring_deduction_day_check', expression: 'deduction_day >= 1 and deduction_day <= 31' })
@Check({ name: 'payment_recurring_method_check', expression: "method_type in ('credit', 'check') and funding_category in ('Credit', 'Debit', 'Check')" })
@Check({ name: 'payment_recurring_status_check', expression: "status in ('active', 'cancelled')" })
@Index({
  name: RECURRING_ACTIVE_UNIQUE,
  expression: `create unique index "${RECURRING_ACTIVE_UNIQUE}" on "payment_recurring" ("policy_number") where "status" = 'active'`,
})
@Index({ properties: ['status', 'deductionDay'] })
export class RecurringPayment extends KeptFundingAccount {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'string', length: 10 })
  status: RecurringStatus = RecurringStatus.Active;

  @Property({ type: 'smallint' })
  deductionDay!: number;

  /** No charge before this date (the first deduction date 15 days after the agreement, so its notice goes out in time). */
  @Property({ type: 'date', columnType: 'date' })
  chargesFrom!: string;

  @Property({ type: 'string', length: 10 })
  methodType!: 'credit' | 'check';

  @Property({ type: 'string', length: 120, nullable: true })
  bankName?: string | null;

  /** The wallet item it charges, when it is one. */
  @ManyToOne({ entity: () => WalletItem, nullable: true, deleteRule: 'set null', index: true })
  walletItem?: Rel<WalletItem> | null;

  @Property({ type: 'string', length: 254 })
  emailAddress!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  agreedAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt?: Date | null;

  @Property({ type: 'smallint', nullable: true })
  cancelPayPlanId?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

export enum ScheduledStatus {
  /** Waiting for its date (listed, deletable). */
  Scheduled = 'scheduled',
  /** Its date came: the charge job owns it (no longer listed or deletable). */
  Charging = 'charging',
  Paid = 'paid',
  Failed = 'failed',
  Deleted = 'deleted',
}

/**
 * A future payment of a policy from a wallet item (doc 2 §3 Scheduled payment). Listed while
 * `scheduled`; its charge job moves it to `charging` with one conditional update (so a delete and
 * the charge cannot both win), then `paid` or `failed`. Amounts are integer cents.
 */
@Entity({ tableName: 'payment_scheduled' })
@Check({ name: 'payment_scheduled_amount_check', expression: 'amount_cents >= 1000 and fee_cents >= 0' })
@Check({ name: 'payment_scheduled_status_check', expression: "status in ('scheduled', 'charging', 'paid', 'failed', 'deleted')" })
@Index({ properties: ['user', 'status', 'scheduleDate'] })
@Index({ properties: ['status', 'scheduleDate'] })
@Unique({ properties: ['scheduledPaymentId'], name: 'payment_scheduled_number_unique' })
export class ScheduledPayment extends TokenizedFundingAccount {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 10 })
  policyNumber!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  accountNumber?: string | null;

  /** The number shown to the user (SP- and 8 characters). */
  @Property({ type: 'string', length: 40 })
  scheduledPaymentId!: string;

  @Property({ type: 'date', columnType: 'date' })
  scheduleDate!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'integer', default: 0 })
  feeCents: number = 0;

  @ManyToOne({ entity: () => WalletItem, nullable: true, deleteRule: 'set null', index: true })
  walletItem?: Rel<WalletItem> | null;

  @Property({ type: 'string', length: 50 })
  nickname!: string;

  /** Where the receipt goes: one address or several separated by semicolons. */
  @Property({ type: 'string', length: 1000 })
  emailAddress!: string;

  @Property({ type: 'string', length: 10 })
  status: ScheduledStatus = ScheduledStatus.Scheduled;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt?: Date | null;
}

export enum AutoChargeStatus {
  /** To charge on or after nextAttemptOn. */
  Due = 'due',
  Paid = 'paid',
  /** Declined on every attempt of the retry policy. */
  Failed = 'failed',
  /** Nothing was owed on the day (a recurring charge of a zero balance). */
  Skipped = 'skipped',
  /** The setup was cancelled (or the scheduled payment deleted) before it was charged. */
  Cancelled = 'cancelled',
}

export const AUTO_CHARGE_RECURRING_UNIQUE = 'payment_auto_charge_recurring_date_unique';
export const AUTO_CHARGE_SCHEDULED_UNIQUE = 'payment_auto_charge_scheduled_unique';

/**
 * One due payment the portal charges by itself: a recurring setup's charge on one date (made
 * with its authorisation notice, 15 days before), or a scheduled payment. Unique per setup and
 * date (per scheduled payment), so however many scans run it exists once; each attempt is a
 * `payment` whose provider key is `hm-rec-<setup>-<date>-<attempt>` or `hm-sch-<scheduled>-<attempt>`, so however many workers run an
 * attempt the provider charges it once. See README.md, "Recurring and scheduled charges".
 */
@Entity({ tableName: 'payment_auto_charge' })
@Check({
  name: 'payment_auto_charge_kind_check',
  expression:
    "(kind = 'recurring' and recurring_id is not null and scheduled_id is null) or (kind = 'scheduled' and scheduled_id is not null and recurring_id is null)",
})
@Check({ name: 'payment_auto_charge_status_check', expression: "status in ('due', 'paid', 'failed', 'skipped', 'cancelled')" })
@Check({ name: 'payment_auto_charge_attempts_check', expression: 'attempts >= 0 and attempts <= 10' })
@Unique({ properties: ['recurring', 'dueDate'], name: AUTO_CHARGE_RECURRING_UNIQUE })
@Unique({ properties: ['scheduled'], name: AUTO_CHARGE_SCHEDULED_UNIQUE })
@Index({ properties: ['status', 'nextAttemptOn'] })
export class AutoCharge {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;

  @Property({ type: 'string', length: 10 })
  kind!: 'recurring' | 'scheduled';

  @ManyToOne({ entity: () => RecurringPayment, nullable: true, deleteRule: 'cascade' })
  recurring?: Rel<RecurringPayment> | null;

  @ManyToOne({ entity: () => ScheduledPayment, nullable: true, deleteRule: 'cascade' })
  scheduled?: Rel<ScheduledPayment> | null;

  @Property({ type: 'date', columnType: 'date' })
  dueDate!: string;

  @Property({ type: 'string', length: 10 })
  status: AutoChargeStatus = AutoChargeStatus.Due;

  /** Attempts started (each a payment with its own provider key). */
  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: 'date', columnType: 'date' })
  nextAttemptOn!: string;

  /** The payment of the attempt in progress or last made. */
  @Property({ type: 'uuid', nullable: true })
  paymentId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
