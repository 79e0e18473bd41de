/*
 * The wallet's rules (doc 2 §4 Wallet, §5 Wallet edit), as pure functions: the nickname default,
 * what an edit of a card or a bank account needs, when an item may be deleted. The wallet
 * service applies them; wallet-rules.spec.ts proves each.
 */
import { BANK_ACCOUNT_MESSAGES } from '../payment-rules';

/** Nickname defaults to the last four digits when empty (doc 2 §5 Wallet edit). */
export function walletNickname(nickname: string | undefined | null, lastFour: string): string {
  const trimmed = nickname?.trim();
  return trimmed ? trimmed : lastFour;
}

export type WalletItemKind = 'card' | 'bank';

export function kindOfCategory(category: string): WalletItemKind {
  return category === 'Check' ? 'bank' : 'card';
}

export interface WalletItemEdit {
  nickname?: string;
  cardExpireMonth?: number;
  cardExpireYear?: number;
  zipCode?: string;
  accountType?: number;
  firstName?: string;
  lastName?: string;
}

export const WALLET_MESSAGES = {
  expiryMonthRequired: 'Expiration month is required.',
  expiryYearRequired: 'Expiration year is required.',
  expired: 'The card has expired.',
  zipRequired: 'Zip code is required.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  accountTypeRequired: BANK_ACCOUNT_MESSAGES.accountTypeRequired,
  notForCard: 'A card has no such field.',
  notForBank: 'A bank account has no such field.',
  emailRequired: 'Email Address is required',
  walletDisabled: 'The wallet is not available.',
  walletNotFound: 'Wallet not found.',
  itemNotFound: 'Wallet item not found.',
  inUse: 'This payment method is used by a recurring or scheduled payment and cannot be deleted.',
} as const;

/**
 * doc 2 §5 Wallet edit: a card needs expiry month and year (not before the current month) and,
 * when the settings collect it, the zip code (the security code is only ever typed into the
 * provider's frame); a bank account needs first name, last name and account type. A field of the
 * other kind is an error. Returns field errors by field name (empty when the edit is valid).
 */
export function walletEditErrors(kind: WalletItemKind, edit: WalletItemEdit, options: { collectZipCode: boolean; today: Date }): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (v: string | undefined) => !v || !v.trim();
  if (kind === 'card') {
    if (edit.cardExpireMonth === undefined) errors.cardExpireMonth = WALLET_MESSAGES.expiryMonthRequired;
    if (edit.cardExpireYear === undefined) errors.cardExpireYear = WALLET_MESSAGES.expiryYearRequired;
    if (edit.cardExpireMonth !== undefined && edit.cardExpireYear !== undefined && cardExpired(edit.cardExpireMonth, edit.cardExpireYear, options.today)) {
      errors.cardExpireYear = WALLET_MESSAGES.expired;
    }
    if (options.collectZipCode && blank(edit.zipCode)) errors.zipCode = WALLET_MESSAGES.zipRequired;
    for (const f of ['accountType', 'firstName', 'lastName'] as const) if (edit[f] !== undefined) errors[f] = WALLET_MESSAGES.notForCard;
  } else {
    if (blank(edit.firstName)) errors.firstName = WALLET_MESSAGES.firstNameRequired;
    if (blank(edit.lastName)) errors.lastName = WALLET_MESSAGES.lastNameRequired;
    if (edit.accountType !== 1 && edit.accountType !== 2) errors.accountType = WALLET_MESSAGES.accountTypeRequired;
    for (const f of ['cardExpireMonth', 'cardExpireYear', 'zipCode'] as const) if (edit[f] !== undefined) errors[f] = WALLET_MESSAGES.notForBank;
  }
  return errors;
}

/** A card is valid through the last day of its expiry month (UTC). */
export function cardExpired(month: number, year: number, today: Date): boolean {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

/** What uses a wallet item: the policy numbers of the recurring and scheduled payments charging its token. */
export interface WalletItemUse {
  inUse: boolean;
  inUseByPolicies: string[];
}

/** doc 2 §4 Wallet: delete is available only when the item is not in use. */
export function canDeleteWalletItem(use: WalletItemUse): boolean {
  return !use.inUse;
}
