/** Why the engine refused its input. The caller maps a code to its own reply (400 or 422). */
export enum RatingErrorCode {
  /** A date is not a real calendar date written YYYY-MM-DD. */
  InvalidDate = 'RATING_INVALID_DATE',
  /** The term does not end a whole number of months (1 to 12) after it starts. */
  InvalidTerm = 'RATING_INVALID_TERM',
  /** The change's effective date is before the term starts or after it ends. */
  EffectiveDateOutsideTerm = 'RATING_EFFECTIVE_DATE_OUTSIDE_TERM',
  /** No rate table is in effect on the rating date (before the first version). */
  NoRateTable = 'RATING_NO_RATE_TABLE',
  /** A personal auto policy is rated with at least one vehicle and one driver. */
  NoVehicles = 'RATING_NO_VEHICLES',
  NoDrivers = 'RATING_NO_DRIVERS',
  DuplicateVehicleNum = 'RATING_DUPLICATE_VEHICLE_NUM',
  DuplicateDriverNum = 'RATING_DUPLICATE_DRIVER_NUM',
  /** An option index is not in its list (comprehensive, collision, towing, or the term's rental list). */
  OptionOutOfRange = 'RATING_OPTION_OUT_OF_RANGE',
  /** Collision, rental or towing chosen while comprehensive is none (doc 3 §4 form rule). */
  CoverageWithoutComprehensive = 'RATING_COVERAGE_WITHOUT_COMPREHENSIVE',
  /** A liability limit the rate table does not know, or a required one (BI, PD) missing. */
  UnknownLimit = 'RATING_UNKNOWN_LIMIT',
  InvalidMileage = 'RATING_INVALID_MILEAGE',
  /** Model year outside 1900 to the year after the rating date (doc 3 §9). */
  InvalidModelYear = 'RATING_INVALID_MODEL_YEAR',
  UnknownVehicleClass = 'RATING_UNKNOWN_VEHICLE_CLASS',
  /** The garaging zip is not five digits. */
  InvalidZip = 'RATING_INVALID_ZIP',
  /** Loan/lease coverage needs comprehensive and collision on a vehicle 5 years old or newer. */
  LoanLeaseNotAllowed = 'RATING_LOAN_LEASE_NOT_ALLOWED',
  /** A driver younger than 16 on the rating date (doc 3 §9 minimum age). */
  DriverTooYoung = 'RATING_DRIVER_TOO_YOUNG',
  InvalidMaritalStatus = 'RATING_INVALID_MARITAL_STATUS',
  InvalidStudentStatus = 'RATING_INVALID_STUDENT_STATUS',
  InvalidEnhancement = 'RATING_INVALID_ENHANCEMENT',
}

/**
 * Input the engine will not rate. `path` names the offending field (e.g.
 * "after.vehicles[1].collision") so the caller can turn it into a field error.
 */
export class RatingInputError extends Error {
  constructor(
    readonly code: RatingErrorCode,
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'RatingInputError';
  }
}
