export { PaymentsModule } from './payments.module';
export { PaymentsService, resultOf, type Payer } from './payments.service';
export { PaymentReconciler, RECONCILE_PAYMENTS, type ReconcileReport } from './payment-reconciler';
export { RoutingDirectory, parseFedAchDirectory, type DirectoryEntry } from './routing-directory';
export { PaymentsException, PaymentsExceptionCode, PAYMENTS_ERROR_MESSAGES } from './payments.exception';
export * from './payment-rules';
export { PAYMENTS_ENTITIES } from './entities';
export * from './provider/payment-provider.port';
