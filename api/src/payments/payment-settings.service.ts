import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { formatPhone } from '../policies';
import { CUSTOMER_SERVICE, PortalSettingsService } from '../system';
import type { PaymentSettingsDto } from './dto/payment-replies.dto';
import { PaymentSettingsRow } from './entities/payment-settings.entity';
import { centsToDollars, type FeeSettings, type SplitSettings } from './payment-rules';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider/payment-provider.port';

/** The settings the rules read, in cents, with the canMakePayments toggle. */
export interface EffectivePaymentSettings extends SplitSettings, FeeSettings {
  canMakePayments: boolean;
  maximumCents: number;
  minimumCents: number;
  collectSecurityCode: boolean;
  collectZipCode: boolean;
  restrictCreditCardsForRecurringFrom: string | null;
  phone: string;
  /** isWalletEnabled: the Wallet tab and the wallet calls. */
  walletEnabled: boolean;
  /** allowUseOfWalletItems: Pay Now may charge a wallet item (only when the wallet is on too). */
  allowUseOfWalletItems: boolean;
  /** isScheduledPaymentEnabled: the Scheduled tab and its calls (needs the wallet: it pays with wallet items). */
  scheduledPaymentsEnabled: boolean;
}

/**
 * The payment settings: the one-row payment_settings table (defaults in the migration and the
 * entity: split payments on with up to 2 methods and no policy limit, $10,000.00 online
 * maximum, $10.00 minimum, a 2.95 % card convenience fee from 2020-01-01) and the system toggle
 * canMakePayments; wallet_enabled and allow_use_of_wallet_items turn the wallet on and off
 * (both on by default); scheduled_payments_enabled turns scheduled payments on and off (on by
 * default, reported off while the wallet is off).
 */
@Injectable()
export class PaymentSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly portal: PortalSettingsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async effective(): Promise<EffectivePaymentSettings> {
    const row = (await this.em.findOne(PaymentSettingsRow, { id: 1 })) ?? new PaymentSettingsRow();
    const toggles = await this.portal.toggles();
    return {
      canMakePayments: toggles.canMakePayments,
      allowSplitPayments: row.allowSplitPayments,
      numberOfPoliciesToAllowOnSplitPayments: row.numberOfPoliciesOnSplit,
      numberOfPaymentMethodsToAllowOnSplitPayments: row.numberOfPaymentMethods,
      maximumCents: row.maximumPaymentCents,
      minimumCents: row.minimumPaymentCents,
      cardFeeEnabled: row.cardFeeEnabled,
      cardFeeBasisPoints: row.cardFeeBasisPoints,
      cardFeeFlatCents: row.cardFeeFlatCents,
      cardFeeFrom: row.cardFeeFrom,
      collectSecurityCode: row.collectSecurityCode,
      collectZipCode: row.collectZipCode,
      restrictCreditCardsForRecurringFrom: row.restrictCreditCardsForRecurringFrom ?? null,
      phone: formatPhone(CUSTOMER_SERVICE.phone),
      walletEnabled: row.walletEnabled,
      allowUseOfWalletItems: row.walletEnabled && row.allowUseOfWalletItems,
      scheduledPaymentsEnabled: row.walletEnabled && row.scheduledPaymentsEnabled,
    };
  }

  async reply(): Promise<PaymentSettingsDto> {
    const s = await this.effective();
    const frame = this.provider.frameSettings();
    return {
      canMakePayments: s.canMakePayments,
      allowUseOfWalletItems: s.allowUseOfWalletItems,
      isWalletEnabled: s.walletEnabled,
      isScheduledPaymentEnabled: s.scheduledPaymentsEnabled,
      allowSplitPayments: s.allowSplitPayments,
      numberOfPoliciesToAllowOnSplitPayments: s.numberOfPoliciesToAllowOnSplitPayments,
      numberOfPaymentMethodsToAllowOnSplitPayments: s.numberOfPaymentMethodsToAllowOnSplitPayments,
      maximumVendorPaymentAmount: centsToDollars(s.maximumCents),
      minimumPaymentAmount: centsToDollars(s.minimumCents),
      useFiservForCreditCard: true,
      useFiservForRecurringCreditCard: true,
      useFiservforEFTAccount: true,
      useFiservForRecurringEFTAccount: true,
      collectSecurityCodeForCreditCardPayments: s.collectSecurityCode,
      collectSecurityCodeForRecurringCreditCardPayments: s.collectSecurityCode,
      collectZipCodeForCreditCardPayments: s.collectZipCode,
      collectZipCodeForRecurringCreditCardPayments: s.collectZipCode,
      fiservUrl: frame.frameUrl,
      fiservApiKey: frame.apiKey,
      restrictCreditCardsForRecurringPayments_Date: s.restrictCreditCardsForRecurringFrom,
      customerServicePhone: s.phone,
    };
  }
}
