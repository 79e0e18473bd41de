import { LockMode } from '@mikro-orm/core';
import { EnsureRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { randomUUID } from 'node:crypto';
import { JobRegistry, JobsService } from '../jobs';
import { automaticPaymentDeclinedMail, MailOutbox, recipientLocale, recurringNoticeMail } from '../mail';
import { autoChargeKey, retryAfterDecline } from './auto-charge-policy';
import { describeMethod } from './auto-payments.shared';
import { AutoCharge, AutoChargeStatus, RecurringPayment, RecurringStatus, ScheduledPayment, ScheduledStatus } from './entities/auto-payment.entity';
import { Payment, PaymentStatus } from './entities/payment.entity';
import { PayablePolicies } from './payable-policies';
import { formatMoney, showStatusDescription } from './payment-rules';
import { newConfirmationNumber, PaymentsService } from './payments.service';
import { PAYMENT_PROVIDER, type PaymentProvider, type SaleResult } from './provider/payment-provider.port';
import { addDays, chargeDatesBetween, NOTICE_DAYS } from './recurring/recurring-rules';
import { emailList } from './scheduled/scheduled-rules';
import { AUTO_CHARGE, AUTO_CHARGE_SCAN, AUTO_CHARGE_SCAN_CRON } from './auto-charges.jobs';

/** A pending attempt older than this is left to the reconciler (lookup, never a new sale): see README.md. */
const RESUME_SALE_WITHIN_MS = 10 * 60_000;

export interface ScanReport {
  noticed: number;
  scheduledDue: number;
  sent: number;
}

export type ChargeOutcome = 'paid' | 'declined' | 'failed' | 'skipped' | 'cancelled' | 'not-due' | 'done';

/**
 * Charges monthly recurring and scheduled payments on their dates, exactly once (README.md,
 * "Recurring and scheduled charges"). `scan(today)` (the daily job) makes the due payments
 * (`payment_auto_charge`, unique per setup and date / per scheduled payment), sends the
 * recurring authorisation notices 15 days ahead, and queues a charge job per payment due;
 * `charge(id, today)` (that job) makes one attempt: a `payment` row first, then the provider's
 * sale with the attempt's key, then PaymentsService.settle (ledger, receipt), then the outcome.
 */
@Injectable()
export class AutoCharges {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentsService,
    private readonly payables: PayablePolicies,
    private readonly outbox: MailOutbox,
    private readonly jobs: JobsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  // ---- The daily scan ---------------------------------------------------------------------------

  async scan(today: string, opts: { send?: boolean } = {}): Promise<ScanReport> {
    const report: ScanReport = { noticed: 0, scheduledDue: 0, sent: 0 };
    report.noticed = await this.noticeRecurring(today);
    report.scheduledDue = await this.takeScheduled(today);
    if (opts.send !== false) report.sent = (await this.queueDue(today)).length;
    this.logger.log({ event: 'auto_charge_scan', today, ...report }, 'recurring and scheduled payments scanned');
    return report;
  }

  /** Ids of the payments to charge today (due and their date come, or an attempt left unfinished). */
  async dueIds(today: string): Promise<string[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string }>>(
        `select id from payment_auto_charge where status = 'due' and (next_attempt_on <= ? or payment_id is not null) order by next_attempt_on, id`,
        [today],
      );
    return rows.map((r) => r.id);
  }

  private async queueDue(today: string): Promise<string[]> {
    const ids = await this.dueIds(today);
    for (const chargeId of ids) await this.jobs.send(AUTO_CHARGE, { chargeId, today });
    return ids;
  }

  /** Each active setup's charges in the next 15 days: made once (unique setup + date), each with its notice in the same transaction. */
  private async noticeRecurring(today: string): Promise<number> {
    const horizon = addDays(today, NOTICE_DAYS);
    const setups = await this.em.fork().find(RecurringPayment, { status: RecurringStatus.Active, chargesFrom: { $lte: horizon } });
    let noticed = 0;
    for (const setup of setups) {
      const from = setup.chargesFrom > today ? setup.chargesFrom : today;
      for (const dueDate of chargeDatesBetween(setup.deductionDay, from, horizon)) {
        const made = await this.em.fork().transactional(async (tx) => {
          const inserted = await tx.execute<Array<{ id: string }>>(
            `insert into payment_auto_charge (id, version, kind, recurring_id, due_date, status, attempts, next_attempt_on, created_at)
             select ?, 1, 'recurring', r.id, ?, 'due', 0, ?, now() from payment_recurring r where r.id = ? and r.status = 'active'
             on conflict (recurring_id, due_date) do nothing returning id`,
            [randomUUID(), dueDate, dueDate, setup.id],
          );
          if (!inserted.length) return false;
          const locale = await recipientLocale(tx, { userId: setup.user.id, email: setup.emailAddress });
          await this.outbox.add(
            tx,
            recurringNoticeMail({
              to: setup.emailAddress,
              locale,
              policyNumber: setup.policyNumber,
              chargeDate: dueDate,
              method: describeMethod(setup, locale),
            }),
          );
          return true;
        });
        if (made) noticed += 1;
      }
    }
    return noticed;
  }

  /** Scheduled payments whose date came: each moved to `charging` (one conditional update: a delete at the same moment wins or loses whole) with its due payment. */
  private async takeScheduled(today: string): Promise<number> {
    const rows = await this.em
      .fork()
      .find(ScheduledPayment, { status: ScheduledStatus.Scheduled, scheduleDate: { $lte: today } }, { fields: ['id', 'scheduleDate'] });
    let taken = 0;
    for (const row of rows) {
      const ok = await this.em.fork().transactional(async (tx) => {
        const changed = await tx.nativeUpdate(ScheduledPayment, { id: row.id, status: ScheduledStatus.Scheduled }, { status: ScheduledStatus.Charging });
        if (!changed) return false;
        await tx.execute(
          `insert into payment_auto_charge (id, version, kind, scheduled_id, due_date, status, attempts, next_attempt_on, created_at)
           values (?, 1, 'scheduled', ?, ?, 'due', 0, ?, now()) on conflict (scheduled_id) do nothing`,
          [randomUUID(), row.id, row.scheduleDate, row.scheduleDate],
        );
        return true;
      });
      if (ok) taken += 1;
    }
    return taken;
  }

  // ---- One charge --------------------------------------------------------------------------------

  /**
   * One attempt of a due payment, safe to run any number of times at once or again after a crash:
   * the attempt's payment row is made under the due payment's row lock, its sale carries the
   * attempt's key (the provider charges a key once), settle posts once, and the outcome is
   * written under the lock only by the run that finds the attempt still open. PaymentsService.settle
   * uses the injected EntityManager: the job handler's context, or one made here (tests, runDue).
   */
  @EnsureRequestContext()
  async charge(chargeId: string, today: string): Promise<ChargeOutcome> {
    const start = await this.startAttempt(chargeId, today);
    if (typeof start === 'string') return start;
    let payment = start;
    if (payment.status === PaymentStatus.Pending) {
      const result = await this.sale(payment);
      if (result) await this.payments.settle(payment.id, result);
      payment = await this.em.fork().findOneOrFail(Payment, payment.id);
      if (payment.status === PaymentStatus.Pending) throw new Error(`auto charge ${chargeId}: attempt ${payment.providerKey} is not settled yet`);
    }
    return this.recordOutcome(chargeId, payment, today);
  }

  /** The attempt to run: the open one, or a new one (its payment committed as pending before the provider is asked). */
  private async startAttempt(chargeId: string, today: string): Promise<Payment | ChargeOutcome> {
    const peek = await this.em.fork().findOne(AutoCharge, chargeId, { populate: ['recurring', 'scheduled'] });
    if (!peek || peek.status !== AutoChargeStatus.Due) return 'done';
    if (peek.paymentId) return this.em.fork().findOneOrFail(Payment, peek.paymentId);
    if (peek.nextAttemptOn > today) return 'not-due';

    // What it charges, read before the transaction (no second connection inside it).
    const recurring = peek.recurring ?? null;
    const scheduled = peek.scheduled ?? null;
    let amountCents: number;
    let feeCents = 0;
    let number: string;
    const policyNumber = (recurring ?? scheduled)!.policyNumber;
    if (recurring) {
      const payable = (await this.payables.load([policyNumber])).get(policyNumber);
      amountCents = payable ? payable.outstandingCents : 0;
      number = payable?.number ?? policyNumber;
    } else {
      amountCents = scheduled!.amountCents;
      feeCents = scheduled!.feeCents;
      number = scheduled!.accountNumber ?? policyNumber;
    }

    return this.em.fork().transactional(async (tx) => {
      const charge = await tx.findOne(AutoCharge, chargeId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!charge || charge.status !== AutoChargeStatus.Due) return 'done' as const;
      if (charge.paymentId) return tx.findOneOrFail(Payment, charge.paymentId);
      if (recurring) {
        const setup = await tx.findOne(RecurringPayment, recurring.id, { refresh: true });
        if (!setup || setup.status !== RecurringStatus.Active) {
          charge.status = AutoChargeStatus.Cancelled;
          await tx.flush();
          return 'cancelled' as const;
        }
        if (amountCents <= 0) {
          // Nothing owed on the day: nothing is charged (doc: a zero balance charges nothing).
          charge.status = AutoChargeStatus.Skipped;
          await tx.flush();
          this.logger.log({ event: 'auto_charge_skipped', chargeId, policyNumber }, 'recurring charge skipped: no balance due');
          return 'skipped' as const;
        }
      }
      const source = recurring ?? scheduled!;
      const userId = (source.user as { id: string }).id;
      charge.attempts += 1;
      const payment = tx.create(Payment, {
        id: randomUUID(),
        confirmationNumber: newConfirmationNumber(),
        requestId: charge.id,
        sourceIndex: charge.attempts - 1,
        status: PaymentStatus.Pending,
        payerUserId: userId,
        payerEmail: emailList(source.emailAddress)[0] ?? null,
        methodType: source.fundingCategory === 'Check' ? 'check' : 'credit',
        fundingCategory: source.fundingCategory,
        brand: source.fundingMethod ?? null,
        bankName: recurring?.bankName ?? null,
        lastFour: source.lastFour,
        fundingAccountToken: source.fundingAccountToken,
        sessionToken: null,
        amountCents,
        feeCents,
        lines: [{ policyNumber, number, amountCents, feeCents }],
        providerKey: autoChargeKey({ kind: charge.kind, recurringId: recurring?.id, scheduledId: scheduled?.id, dueDate: charge.dueDate }, charge.attempts),
        statusDescriptions: [],
        version: 1,
        paymentDate: today,
        createdAt: new Date(),
      });
      charge.paymentId = payment.id;
      await tx.flush();
      return payment;
    });
  }

  /** The provider's answer for the attempt: a sale with its key (a repeat charges nothing more); an old pending attempt is only looked up. */
  private async sale(payment: Payment): Promise<SaleResult | null> {
    if (Date.now() - payment.createdAt.getTime() > RESUME_SALE_WITHIN_MS) {
      const lookup = await this.provider.lookupSale(payment.providerKey);
      return lookup.status === 'unknown' ? null : lookup;
    }
    return this.provider.sale({
      fundingAccountToken: payment.fundingAccountToken,
      amountCents: payment.amountCents + payment.feeCents,
      idempotencyKey: payment.providerKey,
      reference: payment.lines[0]?.number ?? payment.confirmationNumber,
    });
  }

  /** Writes what the attempt came to, once (under the lock, only while the attempt is still the open one). */
  private async recordOutcome(chargeId: string, payment: Payment, today: string): Promise<ChargeOutcome> {
    return this.em.fork().transactional(async (tx) => {
      const charge = await tx.findOne(AutoCharge, chargeId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['recurring', 'scheduled'] });
      if (!charge || charge.status !== AutoChargeStatus.Due || charge.paymentId !== payment.id) return 'done' as const;
      const scheduled = charge.scheduled ?? null;
      const source = (charge.recurring ?? scheduled)!;
      const emails = emailList(source.emailAddress);
      if (payment.status === PaymentStatus.Approved) {
        charge.status = AutoChargeStatus.Paid;
        if (scheduled) scheduled.status = ScheduledStatus.Paid;
        await tx.flush();
        // settle() sent the receipt to the first address; the others get a copy.
        for (const to of emails.slice(1)) await this.outbox.add(tx, await this.payments.receiptMail(tx, payment, to));
        this.logger.log({ event: 'auto_charge_paid', chargeId, paymentId: payment.id, kind: charge.kind }, 'recurring or scheduled payment charged');
        return 'paid' as const;
      }
      const retryOn = retryAfterDecline(charge.attempts, today);
      const last = retryOn === null;
      charge.paymentId = null;
      if (last) {
        charge.status = AutoChargeStatus.Failed;
        if (scheduled) scheduled.status = ScheduledStatus.Failed;
      } else {
        charge.nextAttemptOn = retryOn!;
      }
      await tx.flush();
      for (const to of emails) {
        const locale = await recipientLocale(tx, { userId: source.user.id, email: to });
        await this.outbox.add(
          tx,
          automaticPaymentDeclinedMail({
            to,
            locale,
            kind: charge.kind === 'recurring' ? 'recurring' : 'scheduled',
            policyNumber: source.policyNumber,
            amount: formatMoney(payment.amountCents + payment.feeCents),
            attemptDate: payment.paymentDate,
            method: describeMethod(source, locale),
            reasons: payment.statusDescriptions.map(showStatusDescription),
            retryOn,
          }),
        );
      }
      this.logger.warn(
        { event: last ? 'auto_charge_failed' : 'auto_charge_declined', chargeId, paymentId: payment.id, attempts: charge.attempts, retryOn },
        last ? 'recurring or scheduled payment failed after its last attempt' : 'recurring or scheduled payment declined; it will be tried again',
      );
      return last ? ('failed' as const) : ('declined' as const);
    });
  }

  /** Runs the scan and every charge due, in this process, as of a date (tests, and the development route /dev/payments/run-due). */
  async runDue(today: string): Promise<{ scan: ScanReport; outcomes: Record<string, ChargeOutcome> }> {
    const scan = await this.scan(today, { send: false });
    const outcomes: Record<string, ChargeOutcome> = {};
    for (const id of await this.dueIds(today)) outcomes[id] = await this.charge(id, today);
    return { scan, outcomes };
  }
}

/** Registers the two jobs' handlers and the scan's schedule. */
@Injectable()
export class AutoChargeJobs implements OnModuleInit {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly registry: JobRegistry,
    private readonly clock: Clock,
    private readonly charges: AutoCharges,
  ) {}

  onModuleInit(): void {
    this.registry.handle(AUTO_CHARGE_SCAN, async () => {
      await this.charges.scan(this.clock.today());
    });
    this.registry.handle(AUTO_CHARGE, async (p) => {
      // The job's own day, or later (a retry after midnight still charges the payment the scan found due).
      const today = this.clock.today() > p.today ? this.clock.today() : p.today;
      const outcome = await this.charges.charge(p.chargeId, today);
      this.logger.debug({ event: 'auto_charge_job', chargeId: p.chargeId, outcome }, 'auto charge job done');
    });
    this.registry.schedule(AUTO_CHARGE_SCAN, AUTO_CHARGE_SCAN_CRON, {});
  }
}
