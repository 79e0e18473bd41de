import { POLICY_CHANGES_EN as en } from './i18n';

/**
 * The portal's own wording where doc 3 names a text but does not give it: the insurance-fraud
 * warning (§2: all caps, before vehicle add, vehicle replace, driver add and creditor add), the
 * replace caution (§4: before Complete Change on a replacement) and the add-driver questions.
 * The wording lives in the catalogue (locales/<language>/policy-changes.json); these are its
 * English, as the tests read it. The screens show the page's language.
 */
export const FRAUD_WARNING_TITLE = en.fraud.title;
/** What a fraud warning on an insurance form says, in plain words (all caps, as doc 3 §2 asks). */
export const FRAUD_WARNING = en.fraud.text;
export const REPLACE_CAUTION_TITLE = en.vehicle.cautionTitle;
/** Shown before Complete Change when a vehicle is replaced (doc 3 §4). */
export const REPLACE_CAUTION = en.vehicle.caution;
/** Add driver, step 0: Yes to either stops the change with "Contact Your Agent". */
export const DRIVER_SCREENING_KEYS = ['driver.screening.suspended', 'driver.screening.accidents'] as const;
export const DRIVER_SCREENING: readonly string[] = [en.driver.screening.suspended, en.driver.screening.accidents];
/** Add driver, step 1: the questions the spec lists without wording. */
export const DRIVER_QUESTIONS = {
  yearsLicensed: en.driver.yearsLicensed,
  yearsLicensedUnderThree: en.driver.yearsLicensedUnderThree,
  yearsLicensedThreeOrMore: en.driver.yearsLicensedThreeOrMore,
  fullTimeStudent: en.driver.fullTimeStudent,
  goodStudent: en.driver.goodStudent,
  licenseValid: en.driver.licenseValid,
} as const;
