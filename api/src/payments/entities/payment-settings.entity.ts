import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The payment settings (doc 2 §3), one row (id 1), changed by staff (the settings screen is a
 * later issue; until then SQL or the seed). A database without the row answers the defaults
 * below. Amounts are integer cents; the card fee is basis points (295 = 2.95 %) plus a flat
 * amount per card line.
 */
@Entity({ tableName: 'payment_settings' })
@Check({
  name: 'payment_settings_limits_check',
  expression:
    'number_of_payment_methods >= 1 and number_of_policies_on_split >= 0 and maximum_payment_cents > 0 and minimum_payment_cents >= 0 and card_fee_basis_points >= 0 and card_fee_flat_cents >= 0',
})
export class PaymentSettingsRow {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'boolean', default: true })
  allowSplitPayments: boolean = true;

  /** 0 = no limit. */
  @Property({ type: 'smallint', default: 0 })
  numberOfPoliciesOnSplit: number = 0;

  @Property({ type: 'smallint', default: 2 })
  numberOfPaymentMethods: number = 2;

  @Property({ type: 'integer', default: 1000000 })
  maximumPaymentCents: number = 1_000_000;

  @Property({ type: 'integer', default: 1000 })
  minimumPaymentCents: number = 1000;

  @Property({ type: 'boolean', default: true })
  cardFeeEnabled: boolean = true;

  @Property({ type: 'smallint', default: 295 })
  cardFeeBasisPoints: number = 295;

  @Property({ type: 'integer', default: 0 })
  cardFeeFlatCents: number = 0;

  /** The fee applies to payments on or after this date (YYYY-MM-DD). */
  @Property({ type: 'date', columnType: 'date', default: '2020-01-01' })
  cardFeeFrom: string = '2020-01-01';

  @Property({ type: 'boolean', default: true })
  collectSecurityCode: boolean = true;

  @Property({ type: 'boolean', default: true })
  collectZipCode: boolean = true;

  @Property({ type: 'date', columnType: 'date', nullable: true })
  restrictCreditCardsForRecurringFrom?: string | null;

  /** isWalletEnabled: the Wallet tab and the wallet calls. */
  @Property({ type: 'boolean', default: true })
  walletEnabled: boolean = true;

  /** allowUseOfWalletItems: Pay Now may charge a wallet item. */
  @Property({ type: 'boolean', default: true })
  allowUseOfWalletItems: boolean = true;

  /** isScheduledPaymentEnabled: the Scheduled payments tab and its calls (only while the wallet is on too). */
  @Property({ type: 'boolean', default: true })
  scheduledPaymentsEnabled: boolean = true;
}
