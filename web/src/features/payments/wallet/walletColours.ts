import { paymentsText } from '../i18n';

/** doc 2 §9: wallet cards are drawn in colours that cycle through 13 colours. */
export const WALLET_COLOURS = [
  '#1f4e79',
  '#2e7d32',
  '#6a1b9a',
  '#b23c17',
  '#00695c',
  '#37474f',
  '#ad1457',
  '#283593',
  '#4e342e',
  '#00838f',
  '#5d4037',
  '#455a64',
  '#7b1fa2',
] as const;

/** The colour of the item at this position of the wallet (0-based), cycling after 13. */
export function walletColour(index: number): string {
  return WALLET_COLOURS[((index % WALLET_COLOURS.length) + WALLET_COLOURS.length) % WALLET_COLOURS.length]!;
}

/** How an item is named on its card: the nickname, then what it is. */
export function walletItemLabel(item: { fundingCategory: string; fundingMethod: string | null; lastFourDigits: string }): string {
  const t = paymentsText();
  if (item.fundingCategory === 'Check') return t('method.walletItemEnding', { what: t('method.bankAccount'), lastFour: item.lastFourDigits });
  const brand = item.fundingMethod ? item.fundingMethod.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : t('method.card');
  return t('method.walletItemEnding', { what: brand, lastFour: item.lastFourDigits });
}
