import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CALENDAR_DATE } from './column-types';
import { Policy } from './policy.entity';

/**
 * A driver on an auto policy. The licence number is stored in full (the API masks it).
 * relationshipTypeId: see RELATIONSHIP_TYPES (5 named insured and 8 spouse cannot be deleted).
 */
@Entity()
@Unique({ properties: ['policy', 'driverNum'] })
export class Driver {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Policy, deleteRule: 'cascade' })
  policy!: Rel<Policy>;

  /** Number of the driver on its policy, from 1. */
  @Property({ type: 'smallint' })
  driverNum!: number;

  @Property({ type: 'string', length: 60 })
  firstName!: string;

  @Property({ type: 'string', length: 1, nullable: true })
  middleInitial?: string | null;

  @Property({ type: 'string', length: 60 })
  lastName!: string;

  @Property({ type: 'string', length: 5, nullable: true })
  suffix?: string | null;

  @Property({ ...CALENDAR_DATE })
  birthDate!: string;

  /** 1 male, 2 female. */
  @Property({ type: 'smallint', nullable: true })
  gender?: number | null;

  @Property({ type: 'string', length: 10, nullable: true })
  maritalStatus?: string | null;

  @Property({ type: 'string', length: 20, index: true })
  licenseNumber!: string;

  /** State abbreviation of the licence. */
  @Property({ type: 'string', length: 2 })
  licenseState!: string;

  @Property({ type: 'smallint' })
  relationshipTypeId!: number;

  /** Licensed 3 years or more (the rating's experience factor); the policy system's drivers are. */
  @Property({ type: 'boolean', default: true })
  licensedForThreeOrMoreYears: boolean = true;

  /** Full-time student, B average, and student status 1-4 (read for drivers aged 16 to 25). */
  @Property({ type: 'boolean', nullable: true })
  isFullTimeStudent?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  isBLevelStudent?: boolean | null;

  @Property({ type: 'smallint', nullable: true })
  studentStatus?: number | null;

  /** A deletion already scheduled for this date by an earlier change. */
  @Property({ ...CALENDAR_DATE, nullable: true })
  deleteFutureEffectiveDate?: string | null;
}
