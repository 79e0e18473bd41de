import { formatCardBrand } from '@/lib/format';

/** How a saved method reads: 'Visa ending in 1111', 'Credit card ending in 1111', 'Bank account ending in 6789'. */
export function methodText(m: { fundingCategory: string; fundingMethod?: string | null; lastFourDigits: string }): string {
  if (m.fundingCategory === 'Check') return `Bank account ending in ${m.lastFourDigits}`;
  const brand = formatCardBrand(m.fundingMethod) || `${m.fundingCategory} card`;
  return `${brand} ending in ${m.lastFourDigits}`;
}
