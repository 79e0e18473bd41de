import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE, money } from './column-types';
import { Creditor } from './creditor.entity';
import { Policy } from './policy.entity';
import { VehicleCoverage } from './vehicle-coverage.entity';
import { VehicleDescription } from './shared-columns';

/**
 * A vehicle on an auto or garage policy. The VIN is stored in full (the API masks it).
 * comprehensive, collision, rentalReimbursement and towingAndLabor are indexes into the option
 * lists of coverage-options.ts (0 = none); the deductibles are the matching amounts.
 */
@Entity()
@Unique({ properties: ['policy', 'vehicleNum'] })
export class Vehicle extends VehicleDescription {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  /** Number of the vehicle on its policy, from 1. */
  @Property({ type: 'smallint' })
  vehicleNum!: number;

  @Property({ type: 'string', length: 17, index: true })
  vin!: string;

  /** Body style / trim as displayed, e.g. "EX-L 4D SUV AWD". */
  @Property({ type: 'string', length: 80, nullable: true })
  style?: string | null;

  /** Body type code, read by photo-estimate eligibility. */
  @Property({ type: 'integer', nullable: true })
  bodyTypeId?: number | null;

  /** Rating class code, read by photo-estimate eligibility. */
  @Property({ type: 'string', length: 10, nullable: true })
  classCode?: string | null;

  @Property({ type: 'integer', nullable: true })
  annualMileage?: number | null;

  @Property({ type: 'boolean', default: false })
  loanOrLease: boolean = false;

  @Property({ type: 'boolean', default: false })
  hasThirdPartyLoanLeaseCoverage: boolean = false;

  @Property({ type: 'smallint', default: 0 })
  comprehensive: number = 0;

  @Property({ type: 'smallint', default: 0 })
  collision: number = 0;

  @Property({ type: 'smallint', default: 0 })
  rentalReimbursement: number = 0;

  @Property({ type: 'smallint', default: 0 })
  towingAndLabor: number = 0;

  @Property({ ...money(), default: 0 })
  comprehensiveDeductible: number = 0;

  @Property({ ...money(), default: 0 })
  collisionDeductible: number = 0;

  /** Zip of the primary garaging location when it is not the policy's address (a change's "Other"); null: the policy's first address without a P.O. box. */
  @Property({ type: 'string', length: 5, nullable: true })
  garagingZip?: string | null;

  /** Rating class of the body (car, suv, van, pickup, sports) when known from the vehicle data; null: from bodyTypeId. */
  @Property({ type: 'string', length: 10, nullable: true })
  ratingClass?: string | null;

  /** Carries auto loan/lease (gap) coverage. */
  @Property({ type: 'boolean', default: false })
  loanLeaseCoverage: boolean = false;

  /** A deletion already scheduled for this date by an earlier change. */
  @Property({ ...CALENDAR_DATE, nullable: true })
  deleteFutureEffectiveDate?: string | null;

  @OneToMany({ entity: () => VehicleCoverage, mappedBy: 'vehicle', orderBy: { position: 'asc' } })
  coverages = new Collection<VehicleCoverage>(this);

  @OneToMany({ entity: () => Creditor, mappedBy: 'vehicle', orderBy: { creditorNum: 'asc' } })
  creditors = new Collection<Creditor>(this);
}
