/**
 * Input and output shapes of the rating engine. Input is a snapshot of a policy as of one
 * moment (what the policy would be on the rating date); output is integer cents with the
 * breakdown that produced them, so a premium can be explained line by line.
 */

/** Coverage codes as the core records store them (VehicleCoverage.coverageType), plus LOAN. */
export type CoverageCode = 'BI' | 'PD' | 'UM' | 'UIM' | 'MED' | 'COMP' | 'COLL' | 'RENT' | 'TOW' | 'LOAN';

/** Coverages with a limit chosen from the table's limit list. */
export type LimitCoverage = 'BI' | 'PD' | 'UM' | 'UIM' | 'MED';

/** Coverages whose premium starts from a base rate and takes factors. */
export type FactoredCoverage = LimitCoverage | 'COMP' | 'COLL';

/** The bundle held by the policy (doc 3 §3 vehicle form "enhancement": no / better / best). */
export type Enhancement = 'no' | 'better' | 'best';

/** Rating class of a vehicle's body (see vehicle-class.ts for the mapping from VIN data). */
export type VehicleClass = 'car' | 'suv' | 'van' | 'pickup' | 'sports';

/** Doc 3 §9 marital statuses. */
export type MaritalStatus = 'single' | 'married' | 'divorced' | 'widowed';

/**
 * Doc 3 §9 student status: 1 in state or at home with a vehicle; 2 out of state with a vehicle;
 * 3 within 100 miles without a vehicle; 4 100 miles or more without a vehicle.
 */
export type StudentStatus = 1 | 2 | 3 | 4;

/** Liability limits as the core records show them, e.g. BI "$100,000/$300,000". */
export interface LiabilityLimits {
  BI: string;
  PD: string;
  /** Omitted or null: the coverage is not carried. */
  UM?: string | null;
  UIM?: string | null;
  MED?: string | null;
}

export interface RatedVehicle {
  vehicleNum: number;
  /** Model year. */
  year: number;
  vehicleClass: VehicleClass;
  annualMileage: number;
  /** Zip of the primary garaging location, 5 digits. */
  garagingZip: string;
  limits: LiabilityLimits;
  /**
   * Option indexes as the core stores them (0 = none): into COMPREHENSIVE_DEDUCTIBLES,
   * COLLISION_DEDUCTIBLES, TOWING_AND_LABOR_LIMITS and the term's rental list (before or after
   * the 12/01/2023 cut-over).
   */
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
  /** Auto loan/lease (gap) coverage: needs comprehensive and collision, vehicle 5 years old or newer. */
  loanLeaseCoverage?: boolean;
}

export interface RatedDriver {
  driverNum: number;
  birthDate: string;
  maritalStatus: MaritalStatus;
  /** Doc 3 driver form "years licensed": false = less than 3 years. */
  licensedForThreeOrMoreYears: boolean;
  /** Read only for drivers aged 16 to 25 on the rating date (doc 3 §5). */
  isFullTimeStudent?: boolean;
  studentStatus?: StudentStatus | null;
  /** Good student: a B average or better. */
  isBLevelStudent?: boolean;
}

/**
 * A policy as rated: the vehicles and drivers in force on the rating date (a vehicle or driver
 * whose scheduled deletion has taken effect is left out by the caller) and its bundle.
 */
export interface PolicySnapshot {
  vehicles: RatedVehicle[];
  drivers: RatedDriver[];
  enhancement: Enhancement;
}

/** The policy term being changed: it starts on effectiveDate and ends on expirationDate. */
export interface RatingTerm {
  effectiveDate: string;
  expirationDate: string;
}

/** One factor applied to a coverage, with the premium right after it (rounded to a cent). */
export interface FactorStep {
  factor: 'limit' | 'deductible' | 'territory' | 'vehicleClass' | 'vehicleAge' | 'mileage' | 'driver' | 'loanLease';
  /** What was looked up, e.g. "T01 Indianapolis" or "12,001-15,000". */
  basis: string;
  /** Four decimals, e.g. "1.0600". */
  value: string;
  premium: number;
}

export interface CoverageRating {
  coverage: CoverageCode;
  /** As the core records word it, e.g. "Bodily Injury Liability". */
  description: string;
  /** As the core records word it, e.g. "$100,000/$300,000" or "$500 Deductible". */
  limit: string;
  /** Base rate or flat price before any factor, in cents. */
  basePremium: number;
  steps: FactorStep[];
  /** Annual premium of the coverage, in cents. */
  annualPremium: number;
}

export interface VehicleRating {
  vehicleNum: number;
  territory: string;
  vehicleAge: number;
  mileageBand: string;
  vehicleClass: VehicleClass;
  /** No comprehensive (so no physical damage): the portal asks before adding such a vehicle. */
  liabilityOnly: boolean;
  coverages: CoverageRating[];
  annualPremium: number;
}

export interface DriverRating {
  driverNum: number;
  /** Completed years on the rating date. */
  age: number;
  /** The factors that make up the driver factor, in the order they are combined. */
  parts: { factor: 'age' | 'experience' | 'maritalStatus' | 'goodStudent' | 'studentStatus'; basis: string; value: string }[];
  /** Combined driver factor, four decimals. */
  factor: string;
}

/** A rental benefit of a bundle: per day and maximum, in whole dollars. */
export interface RentalBenefit {
  perDay: number;
  maximum: number;
}

export interface BundleRating {
  enhancement: Enhancement;
  /** Annual price of the bundle for the whole policy (not per vehicle), in cents. */
  annualPremium: number;
  /** Rental reimbursement the bundle includes, by the term's side of the 12/01/2023 cut-over. */
  includedRental: RentalBenefit | null;
  /** The extra rental of the top bundle. */
  additionalRental: RentalBenefit | null;
}

export interface PolicyRating {
  rateTableId: string;
  /** Ages (drivers, vehicles) are measured on this date. */
  ratingDate: string;
  /** Which rental list the vehicles' rentalReimbursement indexes point into. */
  rentalOptions: 'beforeCutover' | 'afterCutover';
  drivers: DriverRating[];
  /** The driver whose factor rates every vehicle (the highest factor; lowest driverNum on a tie). */
  ratedDriverNum: number;
  driverFactor: string;
  /** Ordered by vehicleNum. */
  vehicles: VehicleRating[];
  bundle: BundleRating;
  /** Sum of the vehicles and the bundle, in cents. */
  annualPremium: number;
}

export type PremiumChangeDirection = 'INCREASE' | 'DECREASE';

/** The spec's premium-change text (doc 3 §4), ready to show. */
export interface PremiumChangeText {
  /** "$12.34", or "($12.34)" for a decrease. */
  amount: string;
  direction: PremiumChangeDirection;
  /** "INCREASE IN PREMIUM" or "DECREASE IN PREMIUM" (messages.tsv). */
  label: string;
  /** MM/DD/YYYY: the change's effective date and the term's expiration date. */
  periodStart: string;
  periodEnd: string;
  /** e.g. "This change will result in a $12.34 INCREASE IN PREMIUM for the period 08/01/2026 to 11/15/2026." */
  text: string;
}

export interface ChangeRatingInput {
  term: RatingTerm;
  /** The change's effective date, within the term (the expiration date itself rates zero days). */
  effectiveDate: string;
  before: PolicySnapshot;
  after: PolicySnapshot;
}

export interface ChangeRating {
  rateTableId: string;
  /** Length of the term in months (1 to 12) and days; days remaining from the effective date to the term end. */
  termMonths: number;
  daysInTerm: number;
  daysRemaining: number;
  before: PolicyRating;
  after: PolicyRating;
  annualPremiumBefore: number;
  annualPremiumAfter: number;
  /** Annual premium scaled to the term (annual x termMonths / 12, rounded once). */
  termPremiumBefore: number;
  termPremiumAfter: number;
  /**
   * The pro-rata premium difference for the rest of the term, in cents (negative = decrease):
   * (annualAfter - annualBefore) x termMonths/12 x daysRemaining/daysInTerm, rounded once,
   * half away from zero. The rate result's differenceInRate.
   */
  differenceInRate: number;
  premiumChange: PremiumChangeText;
}
