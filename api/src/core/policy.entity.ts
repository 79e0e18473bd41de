import { Collection, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Agency } from './agency.entity';
import { BillingAccount } from './billing-account.entity';
import { BillingItem } from './billing-item.entity';
import { Claim } from './claim.entity';
import { CALENDAR_DATE, money } from './column-types';
import { Driver } from './driver.entity';
import { IdCard } from './id-card.entity';
import { PackagePart } from './package-part.entity';
import { PolicyDocument } from './policy-document.entity';
import { POLICY_NUMBER_SQL_PATTERN } from './policy-number';
import { PolicyStatus } from './policy-status';
import { Policyholder } from './policyholder.entity';
import { Vehicle } from './vehicle.entity';
import { BillingBalances } from './shared-columns';

/** Balances of a term are never negative (a credit is not modelled yet). */
export const POLICY_BALANCE_CHECK = 'policy_balance_check';

/**
 * One term of a policy. A renewal is a separate row with the same policy number, status
 * Future, and `renewalOf` pointing at the term it renews (shown as "(Renewal)" under it).
 * Billing amounts are the policy system's current figures; the ledger is in BillingItem.
 */
@Entity()
@Unique({ properties: ['policyNumber', 'effectiveDate'] })
@Index({ properties: ['status', 'outstandingBalanceDueDate'] })
@Check({ name: 'policy_policy_number_check', expression: `policy_number ~ '${POLICY_NUMBER_SQL_PATTERN}'` })
@Check({ name: POLICY_BALANCE_CHECK, expression: 'outstanding_balance >= 0 and pay_in_full_amount >= 0' })
export class Policy extends BillingBalances {
  /** The policy system's policyId. */
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Three letters and seven digits, upper-case, e.g. PPA1000101. */
  @Property({ type: 'string', length: 10 }) // indexed by the (policyNumber, effectiveDate) unique constraint, which it leads
  policyNumber!: string;

  /**
   * The 10-digit number printed on the payment stub of every bill of the policy; with the
   * policy number it lets a visitor make a one-time payment without an account.
   */
  @Property({ type: 'string', length: 10, nullable: true })
  paymentNumber?: string | null;

  /**
   * Optimistic lock of the term's balances and image: BillingLedger moves it on every posting
   * (and a screen may send the version it showed); endorsements will move it too.
   */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;

  /** Image (version) number of the current policy image; changes bump it. */
  @Property({ type: 'integer', default: 1 })
  policyImageNum: number = 1;

  /** Rating version of the term (versionId in policy changes). */
  @Property({ type: 'integer', default: 1 })
  versionId: number = 1;

  /** Line of business, e.g. "Personal Auto" (see POLICY_LINES). */
  @Property({ type: 'string', length: 60 })
  type!: string;

  @Enum({ items: () => PolicyStatus })
  status!: PolicyStatus;

  /** Term start (policy "effective"). */
  @Property({ ...CALENDAR_DATE })
  effectiveDate!: string;

  /** Term end (policy "expiration"). */
  @Property({ ...CALENDAR_DATE })
  endDate!: string;

  /** Set on History terms that ended early. */
  @Property({ ...CALENDAR_DATE, nullable: true })
  cancellationDate?: string | null;

  /** The underwriting company. */
  @Property({ type: 'string', length: 120 })
  companyName!: string;

  @ManyToOne({ entity: () => Policyholder, index: true })
  holder!: Rel<Policyholder>;

  @ManyToOne({ entity: () => Policyholder, nullable: true, index: true })
  secondaryHolder?: Rel<Policyholder> | null;

  @ManyToOne({ entity: () => Agency, index: true })
  agency!: Rel<Agency>;

  /** Set when the policy is billed on an account bill with other policies. */
  @ManyToOne({ entity: () => BillingAccount, nullable: true, index: true })
  billingAccount?: Rel<BillingAccount> | null;

  /** For a Future term: the term it renews. */
  @ManyToOne({ entity: () => Policy, nullable: true, unique: true })
  renewalOf?: Rel<Policy> | null;

  /** Payment plan name, e.g. "Monthly EFT", "Annual". */
  @Property({ type: 'string', length: 60 })
  paymentPlan!: string;

  @Property({ type: 'integer' })
  paymentPlanId!: number;

  /**
   * The policy system's delivery record: documents of the term go electronically (paperless),
   * not by post. The portal's e-delivery choice (User.isDelivery) is written here by the back
   * office's bulk sync (admin/e-delivery-sync.ts); a term that differs is a discrepancy.
   */
  @Property({ type: 'boolean', fieldName: 'e_delivery', default: false })
  eDelivery: boolean = false;

  /** A recurring payment is set up (billing.hasRecurringPaymentSetup). */
  @Property({ type: 'boolean', default: false })
  autoPay: boolean = false;

  @Property({ ...money() })
  termPremium!: number;

  /** Next installment date and amount. */
  @Property({ ...CALENDAR_DATE, nullable: true })
  nextDueDate?: string | null;

  @Property({ ...money(), default: 0 })
  nextDueAmount: number = 0;

  /** Earliest and latest effective dates allowed for a mid-term change. */
  @Property({ ...CALENDAR_DATE, nullable: true })
  minimumEffectiveDate?: string | null;

  @Property({ ...CALENDAR_DATE, nullable: true })
  maximumEffectiveDate?: string | null;

  /** Holds the "better" auto bundle. */
  @Property({ type: 'boolean', default: false })
  hasAutoEnhancement: boolean = false;

  /** Holds the "even better" auto bundle. */
  @Property({ type: 'boolean', default: false })
  hasAutoPlusEnhancement: boolean = false;

  @Property({ type: 'boolean', default: false })
  hasPendingEndorsement: boolean = false;

  /** The pending endorsement is of the kind a saved portal change may continue. */
  @Property({ type: 'boolean', default: false })
  isPendingEndorsementMP: boolean = false;

  @Property({ type: 'integer', nullable: true })
  pendingEndorsementPolicyImageNum?: number | null;

  @Property({ ...CALENDAR_DATE, nullable: true })
  pendingEndorsementTransactionDate?: string | null;

  @Property({ type: 'boolean', default: false })
  isPolicyInNoticeOfCancellation: boolean = false;

  @OneToMany({ entity: () => PackagePart, mappedBy: 'policy', orderBy: { number: 'asc' } })
  packageParts = new Collection<PackagePart>(this);

  @OneToMany({ entity: () => Vehicle, mappedBy: 'policy', orderBy: { vehicleNum: 'asc' } })
  vehicles = new Collection<Vehicle>(this);

  @OneToMany({ entity: () => Driver, mappedBy: 'policy', orderBy: { driverNum: 'asc' } })
  drivers = new Collection<Driver>(this);

  @OneToMany({ entity: () => PolicyDocument, mappedBy: 'policy', orderBy: { printDate: 'desc' } })
  documents = new Collection<PolicyDocument>(this);

  @OneToMany({ entity: () => IdCard, mappedBy: 'policy' })
  idCards = new Collection<IdCard>(this);

  @OneToMany({ entity: () => BillingItem, mappedBy: 'policy', orderBy: { itemDate: 'desc' } })
  billingItems = new Collection<BillingItem>(this);

  @OneToMany({ entity: () => Claim, mappedBy: 'policy', orderBy: { lossDate: 'desc' } })
  claims = new Collection<Claim>(this);
}
