/**
 * The personal auto rating engine (doc 3 §4 rating, §9 bundles and option lists): pure and
 * deterministic, no clock, no database, no framework. See README.md beside this file.
 */
export { rateChange, proRataDifference, termPremium } from './rate-change';
export {
  ratePolicy,
  normalizeCoverageSelection,
  type RatePolicyContext,
  COVERAGE_DESCRIPTIONS,
  STUDENT_AGES,
  MINIMUM_DRIVER_AGE,
  LOAN_LEASE_MAX_VEHICLE_AGE,
} from './rate-policy';
export { premiumChangeText } from './premium-change-text';
export {
  BUNDLE_NAMES,
  ENHANCEMENTS,
  bundleAnnualPremium,
  bundleBenefits,
  bundleOffers,
  bundleRentalBenefits,
  isBeforeRentalCutover,
  type BundleOffer,
} from './bundles';
export { vehicleClassFromBodyClass, vehicleClassFromBodyTypeId, VEHICLE_CLASS_BY_BODY_TYPE_ID } from './vehicle-class';
export { RATE_TABLES, rateTableFor, assertValidRateTable, rateTableProblems, MILEAGE_BANDS, type RateTable } from './tables';
export { formatCents, divideRoundHalfAwayFromZero } from './money';
export { RatingErrorCode, RatingInputError } from './rating-error';
export type * from './types';
