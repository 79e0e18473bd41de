import { EnsureRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { runsWorkers } from '../config/portal-role';
import { defineJob, JobRegistry, payloadSchema } from '../jobs';
import { PaymentRequest, PaymentRequestState } from './entities/payment-request.entity';
import { Payment, PaymentStatus } from './entities/payment.entity';
import { OneTimePaymentsService } from './one-time-payments.service';
import { IDEMPOTENCY_KEY_LIFETIME_MS, PaymentsService } from './payments.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider/payment-provider.port';

/**
 * Every minute: settles payments left `pending` (the provider approved or declined, but the
 * process died before the ledger was written, or the provider did not answer) by looking the
 * sale up with the provider under the payment's own key - never by charging again.
 */
export const RECONCILE_PAYMENTS = defineJob({
  name: 'payments.reconcile',
  payload: payloadSchema({}),
  retryLimit: 1,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 300,
  pollingIntervalSeconds: 30,
});

export const RECONCILE_PAYMENTS_CRON = '* * * * *';

/** A pending payment younger than this may still be in its own request: leave it alone. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A sale the provider still does not know after this never happened: the payment failed, nothing was charged. */
export const GIVE_UP_AFTER_MS = 15 * 60_000;

export interface ReconcileReport {
  approved: number;
  declined: number;
  failed: number;
  stillPending: number;
  requestsCompleted: number;
}

@Injectable()
export class PaymentReconciler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly payments: PaymentsService,
    private readonly oneTime: OneTimePaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.handle(RECONCILE_PAYMENTS, async () => {
      await this.reconcile();
    });
    this.registry.schedule(RECONCILE_PAYMENTS, RECONCILE_PAYMENTS_CRON, {});
  }

  /** On start-up (processes that run workers): whatever a crash left pending is settled at once, not at the next minute. */
  onApplicationBootstrap(): void {
    if (!runsWorkers(this.config.portalRole)) return;
    void this.reconcile().catch((err: unknown) => this.logger.error({ event: 'payments_reconcile_failed', err }, 'start-up reconciliation failed'));
  }

  /**
   * Settles pending payments older than `olderThanMs`; completes their Idempotency-Key requests; forgets old keys and grants.
   * A job: it scans on a fork of its own, and gives the services it calls (which use the injected
   * EntityManager, as request code does) a context when the caller has none (start-up, tests).
   */
  @EnsureRequestContext()
  async reconcile(now = new Date(), olderThanMs = RECONCILE_AFTER_MS): Promise<ReconcileReport> {
    const report: ReconcileReport = { approved: 0, declined: 0, failed: 0, stillPending: 0, requestsCompleted: 0 };
    const em = this.em.fork();
    const pending = await em.find(
      Payment,
      { status: PaymentStatus.Pending, createdAt: { $lt: new Date(now.getTime() - olderThanMs) } },
      { orderBy: { createdAt: 'asc' }, limit: 500 },
    );
    for (const payment of pending) {
      const lookup = await this.provider.lookupSale(payment.providerKey).catch(() => ({ status: 'unanswered' as const }));
      if (lookup.status === 'approved' || lookup.status === 'declined') {
        const status = await this.payments.settle(payment.id, lookup);
        if (status === PaymentStatus.Approved) report.approved++;
        else report.declined++;
      } else if (lookup.status === 'unknown' && now.getTime() - payment.createdAt.getTime() > GIVE_UP_AFTER_MS) {
        const changed = await em.nativeUpdate(
          Payment,
          { id: payment.id, status: PaymentStatus.Pending },
          { status: PaymentStatus.Failed, settledAt: now, statusDescriptions: ['The payment was not processed. Nothing was charged.'] },
        );
        report.failed += changed;
      } else {
        report.stillPending++;
      }
    }
    // Requests whose payments are all settled (or that died before writing any) get their reply.
    const open = await em.find(
      PaymentRequest,
      { state: PaymentRequestState.InFlight, createdAt: { $lt: new Date(now.getTime() - olderThanMs) } },
      { limit: 500 },
    );
    for (const request of open) {
      const count = await em.count(Payment, { requestId: request.id });
      if (!count) {
        await em.nativeDelete(PaymentRequest, { id: request.id, state: PaymentRequestState.InFlight });
        continue;
      }
      const reply = await this.payments.complete(request.id);
      if (reply.status !== 'Pending') report.requestsCompleted++;
    }
    await em.nativeDelete(PaymentRequest, { state: PaymentRequestState.Done, createdAt: { $lt: new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS) } });
    await this.oneTime.cleanUp(now);
    if (pending.length || report.requestsCompleted)
      this.logger.log({ event: 'payments_reconciled', ...report }, 'pending payments reconciled with the provider');
    return report;
  }
}
