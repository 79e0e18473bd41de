import type { KeptFundingAccount } from './entities/funding-account';

/** What a reply shows of a kept payment method (a wallet item, the method a recurring setup charges). */
export interface KeptMethodFields {
  fundingCategory: 'Credit' | 'Debit' | 'Check';
  fundingMethod: string | null;
  lastFourDigits: string;
  cardExpireMonth: number | null;
  cardExpireYear: number | null;
  bankAccountType: number | null;
}

/** The reply fields of a kept method, the same in the wallet's and the recurring payment's replies: never more than the last four digits. */
export function keptMethodFields(k: KeptFundingAccount): KeptMethodFields {
  return {
    fundingCategory: k.fundingCategory,
    fundingMethod: k.fundingMethod ?? null,
    lastFourDigits: k.lastFour,
    cardExpireMonth: k.cardExpireMonth ?? null,
    cardExpireYear: k.cardExpireYear ?? null,
    bankAccountType: k.bankAccountType ?? null,
  };
}
