import { formatCardBrand } from '@/lib/format';
import { paymentsText } from '../i18n';

/** How a saved method reads: 'Visa ending in 1111', 'Credit card ending in 1111', 'Bank account ending in 6789'. */
export function methodText(m: { fundingCategory: string; fundingMethod?: string | null; lastFourDigits: string }): string {
  const t = paymentsText();
  if (m.fundingCategory === 'Check') return t('method.bankEnding', { lastFour: m.lastFourDigits });
  const brand = formatCardBrand(m.fundingMethod) || t('method.categoryCard', { category: categoryName(m.fundingCategory) });
  return t('method.brandEnding', { brand, lastFour: m.lastFourDigits });
}

/** A funding category (Credit, Debit, Check) in the page's language; another as it comes. */
export function categoryName(category: string): string {
  const t = paymentsText();
  return category === 'Credit' || category === 'Debit' || category === 'Check' ? t(`method.category.${category}`) : category;
}
