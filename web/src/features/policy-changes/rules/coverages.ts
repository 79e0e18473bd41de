import { formatWholeDollars } from '@/lib/format';
import { POLICY_CHANGES_EN, policyChangesText } from '../i18n';

/**
 * Doc 3 §9's deductible and limit lists. A vehicle's comprehensive, collision, rental and
 * towing values are indexes into these lists; index 0 is "none" everywhere.
 */
export interface CoverageOption {
  value: number;
  label: string;
}

const list = (labels: string[]): CoverageOption[] => labels.map((label, value) => ({ value, label }));
/** The lists' labels are read at call time, in the language shown then. */
const none = () => policyChangesText()('coverages.none');
const dollars = (amounts: number[]) => [none(), ...amounts.map((a) => policyChangesText()('coverages.deductible', { amount: formatWholeDollars(a) }))];

export const comprehensiveOptions = () => list(dollars([50, 100, 200, 250, 500, 1000, 2000, 5000]));
export const collisionOptions = () => list(dollars([250, 500, 1000, 2000, 5000]));
export const towingOptions = () => list([none(), ...[25, 50, 75, 100, 150, 200, 250, 300].map((a) => formatWholeDollars(a))]);

/** The 12/01/2023 cut-over of the rental lists and bundle rental amounts (doc 3 §9). */
export const RENTAL_CUT_OVER = '2023-12-01';

export function isBeforeCutOver(termEffectiveDate: string): boolean {
  return termEffectiveDate.slice(0, 10) < RENTAL_CUT_OVER;
}

/** Rental reimbursement by term: $20-$50 a day for 30 days before the cut-over; $40-$100 for 30 or 60 days after. */
export function rentalOptions(termEffectiveDate: string): CoverageOption[] {
  const perDay = (amount: number, days: number) => policyChangesText()('coverages.perDay', { amount, days });
  if (isBeforeCutOver(termEffectiveDate)) return list([none(), ...[20, 30, 40, 50].map((a) => perDay(a, 30))]);
  return list([none(), ...[30, 60].flatMap((days) => [40, 50, 75, 100].map((a) => perDay(a, days)))]);
}

export interface Coverages {
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
}

/** Choosing no comprehensive sets collision, rental and towing to none (doc 3 §4 "Form interactions"). */
export function withComprehensive(current: Coverages, comprehensive: number): Coverages {
  return comprehensive === 0 ? { comprehensive: 0, collision: 0, rentalReimbursement: 0, towingAndLabor: 0 } : { ...current, comprehensive };
}

/** Collision, towing and rental are disabled without comprehensive. */
export function physicalDamageLocked(c: Pick<Coverages, 'comprehensive'>): boolean {
  return c.comprehensive === 0;
}

/** Liability only: neither comprehensive nor collision (the prompt of doc 3 §4 "Rating flow"). */
export function isLiabilityOnly(c: Pick<Coverages, 'comprehensive' | 'collision'>): boolean {
  return c.comprehensive === 0 && c.collision === 0;
}

export const LIABILITY_ONLY_PROMPT = POLICY_CHANGES_EN.vehicle.liabilityPrompt;
