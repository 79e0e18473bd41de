import { Entity, Property } from '@mikro-orm/decorators/legacy';

/**
 * A payment method as the provider's tokenisation left it (doc 2 §3): the funding account token
 * (never a card or account number), its category, the card brand, and the last four digits shown
 * to the user. Shared by a wallet item and the recurring and scheduled payments that charge one.
 */
@Entity({ abstract: true })
export abstract class TokenizedFundingAccount {
  @Property({ type: 'string', length: 200 })
  fundingAccountToken!: string;

  /** Credit, Debit or Check. */
  @Property({ type: 'string', length: 10 })
  fundingCategory!: 'Credit' | 'Debit' | 'Check';

  /** Card brand; null for a bank account. */
  @Property({ type: 'string', length: 20, nullable: true })
  fundingMethod?: string | null;

  @Property({ type: 'string', length: 4 })
  lastFour!: string;
}
