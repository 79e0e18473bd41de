import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PoliciesException, PoliciesExceptionCode } from '../policies';
import type { Policy } from '../policies';
import { UserPolicy } from '../users';
import { type Locale, DEFAULT_LOCALE } from '../common/i18n/locales';
import { paymentMethodText } from '../mail';
import { WalletItem } from './entities/wallet.entity';
import { PayablePolicies } from './payable-policies';
import { PaymentsException, PaymentsExceptionCode } from './payments.exception';

/** 'Visa card ending in 1111', 'Chase account ending in 6789' (or in Spanish): how notices and receipts name a method. */
export function describeMethod(
  m: { fundingCategory: string; fundingMethod?: string | null; lastFour: string; bankName?: string | null },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const brands: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', 'american-express': 'American Express', discover: 'Discover' };
  if (m.fundingCategory === 'Check') return paymentMethodText(locale, { kind: 'bank', bankName: m.bankName ?? null, lastFour: m.lastFour });
  const brand = m.fundingMethod ? (brands[m.fundingMethod] ?? m.fundingMethod) : null;
  return paymentMethodText(locale, { kind: 'card', brand, debit: m.fundingCategory === 'Debit', lastFour: m.lastFour });
}

/**
 * What the recurring and scheduled calls share: every identifier checked to be the caller's
 * (another customer's answers 404, as an unknown one does), and the policy as the policy list
 * shows it.
 */
@Injectable()
export class AutoPaymentsAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly payables: PayablePolicies,
  ) {}

  policyNotFound(): Error {
    return new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
  }

  /** The caller's own policies among the numbers (404 when any is not). */
  async ownPolicies(userId: string, numbers: string[]): Promise<void> {
    if (!numbers.length) return;
    const linked = await this.em.find(UserPolicy, { user: userId, policyNumber: { $in: numbers } }, { fields: ['policyNumber'] });
    const mine = new Set(linked.map((l) => l.policyNumber));
    if (numbers.some((n) => !mine.has(n))) throw this.policyNotFound();
  }

  /** The caller's policy as the list shows it (404 when it is not the caller's or has no term). */
  async policy(userId: string, policyNumber: string, now: Date, policyId?: string): Promise<Policy> {
    const number = policyNumber.trim().toUpperCase();
    await this.ownPolicies(userId, [number]);
    const policy = (await this.payables.views([number], now)).get(number);
    if (!policy || (policyId !== undefined && policyId !== policy.policyId)) throw this.policyNotFound();
    return policy;
  }

  /** One of the caller's wallet items, by id and/or token (404 WALLET_ITEM_NOT_FOUND otherwise, also when id and token disagree). */
  async walletItem(userId: string, by: { id?: string; token?: string }): Promise<WalletItem> {
    const where: Record<string, unknown> = { wallet: { user: userId } };
    if (by.id) where.id = by.id;
    if (by.token) where.fundingAccountToken = by.token;
    const item = by.id || by.token ? await this.em.findOne(WalletItem, where, { populate: ['wallet'] }) : null;
    if (!item) throw new PaymentsException(PaymentsExceptionCode.WalletItemNotFound, ['Wallet item not found.']);
    return item;
  }

  /** Whether the caller's wallet has any item (scheduled payments need one). */
  async hasWalletItem(userId: string): Promise<boolean> {
    return (await this.em.count(WalletItem, { wallet: { user: userId } })) > 0;
  }
}
