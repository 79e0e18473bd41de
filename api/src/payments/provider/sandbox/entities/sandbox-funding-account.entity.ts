import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SandboxBehaviour } from '../test-instruments';

/**
 * The sandbox provider's token vault: what a funding-account token stands for. It holds what a
 * real vault may show a merchant (category, brand, last four, account type) and the test
 * behaviour the number had; never the card number, security code or full bank account number
 * (PCI DSS: a tokenised PAN is not kept by the merchant, and here not even by the sandbox).
 */
@Entity({ tableName: 'sandbox_funding_account' })
@Check({ name: 'sandbox_funding_account_category_check', expression: "category in ('Credit', 'Debit', 'Check')" })
@Check({ name: 'sandbox_funding_account_last_four_check', expression: "last_four ~ '^[0-9]{4}$'" })
@Index({ properties: ['createdAt'] })
export class SandboxFundingAccount {
  /** The funding-account token (random; the portal keeps it, a wallet stores it). */
  @PrimaryKey({ type: 'string', length: 64 })
  token!: string;

  @Property({ type: 'string', length: 10 })
  category!: 'Credit' | 'Debit' | 'Check';

  /** Card brand (visa, mastercard, american-express, discover); null for a bank account. */
  @Property({ type: 'string', length: 20, nullable: true })
  brand?: string | null;

  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  /** Bank accounts: 1 Checking, 2 Savings. */
  @Property({ type: 'smallint', nullable: true })
  bankAccountType?: number | null;

  /** Cards: expiry as YYYY-MM (what a vault keeps to show and to refuse a lapsed card). */
  @Property({ type: 'string', length: 7, nullable: true })
  cardExpiry?: string | null;

  /** What the sandbox answers when this account is charged (from the test number). */
  @Enum({ items: () => SandboxBehaviour })
  behaviour!: SandboxBehaviour;

  /** The card-entry session the token was made in (cards); null for bank accounts. */
  @Property({ type: 'string', length: 32, nullable: true })
  sessionId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
