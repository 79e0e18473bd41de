import { Check, Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Collection, type Rel } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../users';
import { KeptFundingAccount } from './funding-account';

/**
 * A user's wallet (doc 2 §3 Wallet): one per user, made with the first item. The consumer name
 * and phone are copied from the profile when it is made; the email is the wallet's own (Edit
 * Information).
 */
@Entity({ tableName: 'payment_wallet' })
export class Wallet {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', unique: 'payment_wallet_user_unique' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 101 })
  consumerName!: string;

  @Property({ type: 'string', length: 254 })
  consumerEmail!: string;

  @Property({ type: 'string', length: 15, nullable: true })
  consumerPhone?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @OneToMany({ entity: () => WalletItem, mappedBy: 'wallet' })
  items = new Collection<WalletItem>(this);
}

export const WALLET_ITEM_TOKEN_UNIQUE = 'payment_wallet_item_token_unique';

/**
 * A saved payment method (doc 2 §3 Wallet item): the provider's funding-account token and what it
 * stands for - a card's brand, last four and expiry, a bank account's type, last four and holder
 * names. Never a card number, security code or whole account number. A token is in one wallet at
 * most (so a token cannot be saved by a second customer).
 */
@Entity({ tableName: 'payment_wallet_item' })
@Check({ name: 'payment_wallet_item_category_check', expression: "funding_category in ('Credit', 'Debit', 'Check')" })
@Check({
  name: 'payment_wallet_item_card_check',
  expression: "funding_category = 'Check' or (card_expire_month >= 1 and card_expire_month <= 12 and card_expire_year is not null)",
})
@Check({
  name: 'payment_wallet_item_bank_check',
  expression: "funding_category <> 'Check' or (bank_account_type >= 1 and bank_account_type <= 2 and first_name is not null and last_name is not null)",
})
@Index({ properties: ['wallet', 'createdAt'] })
@Unique({ properties: ['fundingAccountToken'], name: WALLET_ITEM_TOKEN_UNIQUE })
export class WalletItem extends KeptFundingAccount {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Wallet, deleteRule: 'cascade' })
  wallet!: Rel<Wallet>;

  @Property({ type: 'string', length: 50 })
  nickname!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  lastName?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
