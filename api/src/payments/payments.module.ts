import { Module } from '@nestjs/common';
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
 * Payments (doc 2): Pay Now, the one-time payment, the wallet, fees, bank names and the reconciliation of
 * pending payments, on the PaymentProvider port (the built-in sandbox adapter; a deployment
 * binds PAYMENT_PROVIDER to a real provider's adapter instead). See README.md.
 */
@Module({
  imports: [CoreModule, PolicyProofModule, SystemModule, SandboxProviderModule],
  controllers: [PaymentsController, OneTimePolicyController, WalletController],
  providers: [
    PaymentsService,
    OneTimePaymentsService,
    PaymentSettingsService,
    PayablePolicies,
    RoutingDirectory,
    PaymentReconciler,
    WalletService,
    WalletItemUsage,
  ],
  exports: [PaymentsService, PaymentReconciler, RoutingDirectory, WalletItemUsage],
})
export class PaymentsModule {}
