import type { Enhancement } from '../model';
import { isBeforeCutOver } from './coverages';

/** Doc 3 §9 "Bundles": the yearly price of a bundle for all covered vehicles, in dollars, given what the policy holds. */
export function bundlePrice(bundle: Exclude<Enhancement, 'no'>, current: Enhancement): number {
  if (bundle === 'better') return 35;
  return current === 'better' ? 30 : 65;
}

export const BUNDLE_NAMES: Record<Exclude<Enhancement, 'no'>, string> = { better: 'Make It Better', best: 'Make It Even Better' };

/** "better" with the auto enhancement, "best" with auto-plus, else "no" (doc 3 §4). */
export function currentEnhancement(p: { hasAutoEnhancement: boolean; hasAutoPlusEnhancement: boolean }): Enhancement {
  if (p.hasAutoPlusEnhancement) return 'best';
  return p.hasAutoEnhancement ? 'better' : 'no';
}

export interface BundleRow {
  benefit: string;
  better: string | null;
  best: string | null;
  /** 1: a deductible applies; 2: included with liability only (the disclaimers of doc 3 §9). */
  disclaimer?: 1 | 2;
}

/** The comparison table's rows for a term (rental amounts follow the 12/01/2023 cut-over). */
export function bundleRows(termEffectiveDate: string): BundleRow[] {
  const before = isBeforeCutOver(termEffectiveDate);
  const rental = before ? '$20 a day, $600 max' : '$40 a day, $1200 max';
  const extraRental = before ? '$20 a day, $1200 max' : '$10 a day, $300 max';
  const both = (v: string, disclaimer?: 1 | 2): Omit<BundleRow, 'benefit'> => ({ better: v, best: v, ...(disclaimer ? { disclaimer } : {}) });
  return [
    { benefit: 'New car replacement', ...both('Included', 1) },
    { benefit: 'Rental reimbursement', ...both(rental) },
    { benefit: 'Rental company loss of revenue', ...both('$40 a day, $1200 max') },
    { benefit: 'Emergency travel expenses (100+ miles from home)', ...both('$600') },
    { benefit: 'Personal property', ...both('$500', 1) },
    { benefit: 'Fire department service charge', ...both('$500', 2) },
    { benefit: 'Air bag replacement', ...both('$1000', 1) },
    { benefit: 'Locksmith services', ...both('$500') },
    { benefit: 'Trailer damage', ...both('$1500', 1) },
    { benefit: 'Safety glass repair', better: null, best: 'Included' },
    { benefit: 'Additional rental reimbursement', better: null, best: extraRental },
  ];
}

export const DISCLAIMERS: Record<1 | 2, string> = { 1: 'A deductible applies.', 2: 'Included with liability only.' };
