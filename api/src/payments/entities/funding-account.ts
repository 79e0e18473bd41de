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

/**
 * A method a customer keeps using (a wallet item, or the method a recurring payment charges each
 * month): the tokenised account and the details shown with it and checked before each charge:
 * the card's expiry and billing zip code, or the bank account's type.
 */
@Entity({ abstract: true })
export abstract class KeptFundingAccount extends TokenizedFundingAccount {
  @Property({ type: 'smallint', nullable: true })
  cardExpireMonth?: number | null;

  @Property({ type: 'smallint', nullable: true })
  cardExpireYear?: number | null;

  /** The card's billing zip code, when the settings collect it. */
  @Property({ type: 'string', length: 10, nullable: true })
  zipCode?: string | null;

  /** 1 Checking, 2 Savings; null for a card. */
  @Property({ type: 'smallint', nullable: true })
  bankAccountType?: number | null;
}
