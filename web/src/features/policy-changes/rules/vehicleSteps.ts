import { POLICY_CHANGES_EN } from '../i18n';

/**
 * The add-vehicle wizard's steps (doc 3 §2, §4 "Vehicle add"):
 * 0 screening, 1 vehicle details, 2 creditor, 3 loan/lease coverage offer, 4 bundles, 5 coverages and rating.
 */
export type VehicleStep = 0 | 1 | 2 | 3 | 4 | 5;

export interface StepFacts {
  loanOrLease: boolean;
  /** The policy already holds the top bundle: the bundle table is skipped. */
  holdsTopBundle: boolean;
  /** The loan/lease coverage offer applies (step 3 shows). */
  offersLoanLeaseCoverage: boolean;
}

const bundlesOrCoverages = (f: StepFacts): VehicleStep => (f.holdsTopBundle ? 5 : 4);

export function nextStep(step: VehicleStep, f: StepFacts): VehicleStep {
  switch (step) {
    case 0:
      return 1;
    case 1:
      return f.loanOrLease ? 2 : bundlesOrCoverages(f);
    case 2:
      return f.offersLoanLeaseCoverage ? 3 : bundlesOrCoverages(f);
    case 3:
      return bundlesOrCoverages(f);
    case 4:
    case 5:
      return 5;
  }
}

/** The step before the bundles (or before coverages with the top bundle): 1, 2 or 3 by the loan/lease answers. */
function beforeBundles(f: StepFacts): VehicleStep {
  if (!f.loanOrLease) return 1;
  return f.offersLoanLeaseCoverage ? 3 : 2;
}

export function previousStep(step: VehicleStep, f: StepFacts): VehicleStep {
  switch (step) {
    case 0:
    case 1:
      return 0;
    case 2:
      return 1;
    case 3:
      return 2;
    case 4:
      return beforeBundles(f);
    case 5:
      return f.holdsTopBundle ? beforeBundles(f) : 4;
  }
}

/**
 * The loan/lease coverage question and offer are only for a vehicle 5 years old or newer
 * (doc 3 §5 "Creditor form"), counted from the change's effective year.
 */
export function isFiveYearsOldOrNewer(vehicleYear: number, effectiveDate: string): boolean {
  const effectiveYear = Number(effectiveDate.slice(0, 4));
  return vehicleYear > 0 && effectiveYear - vehicleYear <= 5;
}

/**
 * Step 2 to 3 (doc 3 §4): the offer shows for a financed vehicle young enough, whose owner has
 * no loan/lease coverage from a third party.
 */
export function offersLoanLeaseCoverage(f: {
  loanOrLease: boolean;
  vehicleYear: number;
  effectiveDate: string;
  hasThirdPartyLoanLeaseCoverage: boolean | null;
}): boolean {
  return f.loanOrLease && isFiveYearsOldOrNewer(f.vehicleYear, f.effectiveDate) && f.hasThirdPartyLoanLeaseCoverage === false;
}

/** The seven screening questions of step 0 (doc 3 §2). */
export const SCREENING_KEYS = Object.keys(POLICY_CHANGES_EN.vehicle.screening) as (keyof typeof POLICY_CHANGES_EN.vehicle.screening)[];
/** The questions in English (the catalogue's wording; the screen shows them in its language). */
export const SCREENING_QUESTIONS: readonly string[] = SCREENING_KEYS.map((k) => POLICY_CHANGES_EN.vehicle.screening[k]);

export const CONTACT_YOUR_AGENT = POLICY_CHANGES_EN.common.contactYourAgent;

/** Yes to any screening question stops the change; No to all continues. null while unanswered. */
export function screeningOutcome(answers: readonly (boolean | null)[]): 'stop' | 'continue' | null {
  if (answers.some((a) => a === true)) return 'stop';
  if (answers.length === SCREENING_QUESTIONS.length && answers.every((a) => a === false)) return 'continue';
  return null;
}

/** Doc 3 §9's bands; the value sent is the band's top (20000 for 15,001+), as the API reads it. */
export const MILEAGE_BANDS: readonly { value: string; label: string }[] = [
  { value: '3000', label: '0 - 3,000' },
  { value: '6000', label: '3,001 - 6,000' },
  { value: '9000', label: '6,001 - 9,000' },
  { value: '12000', label: '9,001 - 12,000' },
  { value: '15000', label: '12,001 - 15,000' },
  { value: '20000', label: '15,001 +' },
];

/** Vehicle years: 1900 to next year (doc 3 §9), newest first. */
export function vehicleYears(today: Date = new Date()): number[] {
  const last = today.getFullYear() + 1;
  return Array.from({ length: last - 1900 + 1 }, (_, i) => last - i);
}
