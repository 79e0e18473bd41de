import { OneTimeGrant } from './one-time-grant.entity';
import { PaymentRequest } from './payment-request.entity';
import { PaymentSettingsRow } from './payment-settings.entity';
import { Payment } from './payment.entity';
import { RoutingBank } from './routing-bank.entity';
import { Wallet, WalletItem } from './wallet.entity';
import { AutoCharge, RecurringPayment, ScheduledPayment } from './auto-payment.entity';

export * from './one-time-grant.entity';
export * from './payment-request.entity';
export * from './payment-settings.entity';
export * from './payment.entity';
export * from './routing-bank.entity';
export * from './wallet.entity';
export * from './auto-payment.entity';

/** The payments area's tables. */
export const PAYMENTS_ENTITIES = [
  Payment,
  PaymentRequest,
  RoutingBank,
  OneTimeGrant,
  PaymentSettingsRow,
  Wallet,
  WalletItem,
  RecurringPayment,
  ScheduledPayment,
  AutoCharge,
];
