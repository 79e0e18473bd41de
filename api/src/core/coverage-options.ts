/**
 * Physical-damage option lists of personal auto (doc 3 §9). A vehicle stores, for each of
 * comprehensive, collision, towingAndLabor and rentalReimbursement, an index into its list;
 * index 0 is always "none".
 */
export const COMPREHENSIVE_DEDUCTIBLES = [0, 50, 100, 200, 250, 500, 1000, 2000, 5000] as const;
export const COLLISION_DEDUCTIBLES = [0, 250, 500, 1000, 2000, 5000] as const;
export const TOWING_AND_LABOR_LIMITS = [0, 25, 50, 75, 100, 150, 200, 250, 300] as const;

/** Rental reimbursement per day and maximum days, before the 12/01/2023 cut-over. */
export const RENTAL_OPTIONS_BEFORE_CUTOVER = [
  { perDay: 0, maxDays: 0 },
  { perDay: 20, maxDays: 30 },
  { perDay: 30, maxDays: 30 },
  { perDay: 40, maxDays: 30 },
  { perDay: 50, maxDays: 30 },
] as const;

/** Rental reimbursement per day and maximum days for terms effective on or after 12/01/2023. */
export const RENTAL_OPTIONS_AFTER_CUTOVER = [
  { perDay: 0, maxDays: 0 },
  { perDay: 40, maxDays: 30 },
  { perDay: 50, maxDays: 30 },
  { perDay: 75, maxDays: 30 },
  { perDay: 100, maxDays: 30 },
  { perDay: 40, maxDays: 60 },
  { perDay: 50, maxDays: 60 },
  { perDay: 75, maxDays: 60 },
  { perDay: 100, maxDays: 60 },
] as const;

export const RENTAL_CUTOVER_DATE = '2023-12-01';

/**
 * Driver relationship to the named insured. Types 5 (named insured) and 8 (spouse) can never
 * be deleted by a policy change (doc 3 §5).
 */
export const RELATIONSHIP_TYPES = {
  1: 'Brother/Sister',
  2: 'Child',
  3: 'Parent/Guardian',
  4: 'Other Relation',
  5: 'Named Insured',
  6: 'Not Related',
  8: 'Spouse',
} as const;

export const UNDELETABLE_RELATIONSHIP_TYPES: readonly number[] = [5, 8];
