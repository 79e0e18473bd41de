import { policyChangesText } from '../i18n';
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
  const t = policyChangesText();
  const before = isBeforeCutOver(termEffectiveDate);
  const perDay = (amount: number, max: number) => t('bundles.perDayMax', { amount, max });
  const rental = before ? perDay(20, 600) : perDay(40, 1200);
  const extraRental = before ? perDay(20, 1200) : perDay(10, 300);
  const included = t('bundles.included');
  const both = (v: string, disclaimer?: 1 | 2): Omit<BundleRow, 'benefit'> => ({ better: v, best: v, ...(disclaimer ? { disclaimer } : {}) });
  return [
    { benefit: t('bundles.rows.newCar'), ...both(included, 1) },
    { benefit: t('bundles.rows.rental'), ...both(rental) },
    { benefit: t('bundles.rows.rentalLoss'), ...both(perDay(40, 1200)) },
    { benefit: t('bundles.rows.travel'), ...both('$600') },
    { benefit: t('bundles.rows.property'), ...both('$500', 1) },
    { benefit: t('bundles.rows.fire'), ...both('$500', 2) },
    { benefit: t('bundles.rows.airBag'), ...both('$1000', 1) },
    { benefit: t('bundles.rows.locksmith'), ...both('$500') },
    { benefit: t('bundles.rows.trailer'), ...both('$1500', 1) },
    { benefit: t('bundles.rows.glass'), better: null, best: included },
    { benefit: t('bundles.rows.extraRental'), better: null, best: extraRental },
  ];
}

/** The disclaimers' catalogue keys. */
export const DISCLAIMERS = { 1: 'bundles.disclaimer1', 2: 'bundles.disclaimer2' } as const;
