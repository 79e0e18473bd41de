import { Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AutoChargeJobs, AutoCharges } from './auto-charges.service';
import { AutoPaymentsAccess } from './auto-payments.shared';
import { AutoPaymentsUsage } from './auto-payments.usage';
import { BankAccounts } from './bank-accounts';
import { RecurringController } from './recurring/recurring.controller';
import { RecurringService } from './recurring/recurring.service';
import { ScheduledController } from './scheduled/scheduled.controller';
import { ScheduledService } from './scheduled/scheduled.service';
import { CoreModule } from '../core';
import { PolicyProofModule } from '../policy-proof';
import { SystemModule } from '../system';
import { OneTimePaymentsService } from './one-time-payments.service';
import { PayablePolicies } from './payable-policies';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentSettingsService } from './payment-settings.service';
import { OneTimePolicyController, PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SandboxProviderModule } from './provider/sandbox/sandbox-provider.module';
import { RoutingDirectory } from './routing-directory';
import { WalletItemUsage } from './wallet/wallet-item-usage';
import { WalletController } from './wallet/wallet.controller';
import { WalletService } from './wallet/wallet.service';

/**
 * Payments (doc 2): Pay Now, the one-time payment, the wallet, monthly recurring and scheduled
 * payments (charged by the AutoCharges jobs), fees, bank names and the reconciliation of
 * pending payments, on the PaymentProvider port (the built-in sandbox adapter; a deployment
 * binds PAYMENT_PROVIDER to a real provider's adapter instead). See README.md.
 */
@Module({
  imports: [CoreModule, PolicyProofModule, SystemModule, SandboxProviderModule],
  controllers: [PaymentsController, OneTimePolicyController, WalletController, RecurringController, ScheduledController],
  providers: [
    PaymentsService,
    OneTimePaymentsService,
    PaymentSettingsService,
    PayablePolicies,
    RoutingDirectory,
    BankAccounts,
    PaymentReconciler,
    WalletService,
    WalletItemUsage,
    Clock,
    AutoPaymentsAccess,
    RecurringService,
    ScheduledService,
    AutoCharges,
    AutoChargeJobs,
    AutoPaymentsUsage,
  ],
  exports: [PaymentsService, PaymentReconciler, RoutingDirectory, WalletItemUsage, AutoCharges, Clock],
})
export class PaymentsModule {}
