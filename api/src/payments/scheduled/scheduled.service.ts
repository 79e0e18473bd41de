import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../common/clock';
import { CommonException } from '../../common/errors/app-exception';
import { PolicyStatus } from '../../core';
import { underAdvisoryLocks } from '../../database/transactions';
import { AutoPaymentsAccess } from '../auto-payments.shared';
import type {
  DeleteScheduledPaymentRequestDto,
  ScheduledFeeRequestDto,
  ScheduledFeeResultDto,
  ScheduledPaymentDto,
  ScheduledPaymentRequestDto,
} from '../dto/auto-payments.dto';
import { ScheduledPayment, ScheduledStatus } from '../entities/auto-payment.entity';
import { Wallet, WalletItem } from '../entities/wallet.entity';
import { walletItemLockKey } from '../wallet/wallet-item-usage';
import { cardFeeCents, centsToDollars, dollarsToCents } from '../payment-rules';
import { PaymentSettingsService, type EffectivePaymentSettings } from '../payment-settings.service';
import { PaymentsException, PaymentsExceptionCode } from '../payments.exception';
import { emailList, isDuplicate, SCHEDULED_MESSAGES, SCHEDULED_MINIMUM_CENTS, scheduledErrors } from './scheduled-rules';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newScheduledNumber = () => `SP-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * Scheduled payments (doc 2 §4, §5 Scheduled payment): list, fee, add (the duplicate
 * confirmation), delete, for the caller's own policies and wallet items. Adds for one user and
 * policy run under an advisory lock, so two at once cannot both skip the duplicate question; a
 * delete is one conditional update (`status = 'scheduled'`), so it and the charge job (which
 * moves the row to `charging` the same way) cannot both win. AutoCharges charges them.
 */
@Injectable()
export class ScheduledService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly access: AutoPaymentsAccess,
    private readonly settings: PaymentSettingsService,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, policyNumbers?: string[]): Promise<ScheduledPaymentDto[]> {
    await this.enabled();
    const numbers = policyNumbers?.map((n) => n.trim().toUpperCase());
    if (numbers) await this.access.ownPolicies(userId, numbers);
    const rows = await this.em.find(
      ScheduledPayment,
      { user: userId, status: ScheduledStatus.Scheduled, ...(numbers ? { policyNumber: { $in: numbers } } : {}) },
      { orderBy: { scheduleDate: 'asc', createdAt: 'asc' } },
    );
    return rows.map(toDto);
  }

  async fee(userId: string, body: ScheduledFeeRequestDto): Promise<ScheduledFeeResultDto> {
    const settings = await this.enabled();
    const amountCents = this.cents(body.amount);
    await this.access.ownPolicies(userId, [body.policyNumber.trim().toUpperCase()]);
    const item = await this.access.walletItem(userId, { token: body.walletItemFundingAccountToken });
    const feeCents = amountCents >= SCHEDULED_MINIMUM_CENTS ? this.feeOf(amountCents, item.fundingCategory, this.clock.today(), settings) : 0;
    return { responseData: { feeAmount: centsToDollars(feeCents), success: true } };
  }

  async add(userId: string, body: ScheduledPaymentRequestDto): Promise<ScheduledPaymentDto> {
    const settings = await this.enabled();
    const now = this.clock.now();
    const today = now.toISOString().slice(0, 10);
    const amountCents = this.cents(body.amount);
    const policy = await this.access.policy(userId, body.policyNumber, now);
    if (!(await this.access.hasWalletItem(userId))) {
      throw new PaymentsException(PaymentsExceptionCode.ScheduledWalletRequired, [SCHEDULED_MESSAGES.walletRequired]);
    }
    const item = await this.access.walletItem(userId, { id: body.walletItemId, token: body.walletItemFundingAccountToken });
    const b = policy.billing;
    const errors = scheduledErrors(
      {
        status: policy.status as PolicyStatus,
        termEndDate: policy.term.endDate,
        isPartOfAccountBill: b.isPartOfAccountBill,
        isPrimaryAccountPolicy: b.isPrimaryAccountPolicy,
      },
      { date: body.date, amountCents },
      today,
    );
    if (body.accountNumber && body.accountNumber !== b.accountNumber) errors.push(SCHEDULED_MESSAGES.accountNumber);
    if (amountCents > settings.maximumCents) errors.push(`Must be less than ${centsToDollars(settings.maximumCents).toFixed(2)}`);
    const feeCents = this.feeOf(amountCents, item.fundingCategory, body.date, settings);
    if (body.feeAmount !== undefined && dollarsToCents(body.feeAmount) !== feeCents) errors.push(SCHEDULED_MESSAGES.feeChanged);
    if (errors.length) throw new PaymentsException(PaymentsExceptionCode.ScheduledInvalid, errors);
    const emails = body.emailAddress?.trim() ? emailList(body.emailAddress) : [(item.wallet as Wallet).consumerEmail];

    const row = await underAdvisoryLocks(this.em, [`scheduled:${userId}:${policy.policyNumber}`, walletItemLockKey(item.fundingAccountToken)], async (tx) => {
      // The item may have been deleted since it was read: the lock its delete takes is held now.
      if (!(await tx.count(WalletItem, { id: item.id }))) {
        throw new PaymentsException(PaymentsExceptionCode.WalletItemNotFound, ['Wallet item not found.']);
      }
      const existing = await tx.find(ScheduledPayment, { user: userId, policyNumber: policy.policyNumber, status: ScheduledStatus.Scheduled });
      if (
        !body.confirmDuplicate &&
        isDuplicate(existing, { policyNumber: policy.policyNumber, fundingAccountToken: item.fundingAccountToken, scheduleDate: body.date })
      ) {
        throw new PaymentsException(PaymentsExceptionCode.ScheduledDuplicate, [SCHEDULED_MESSAGES.duplicate]);
      }
      const created = tx.create(ScheduledPayment, {
        user: userId,
        policyNumber: policy.policyNumber,
        accountNumber: b.isPartOfAccountBill ? b.accountNumber : null,
        scheduledPaymentId: newScheduledNumber(),
        scheduleDate: body.date,
        amountCents,
        feeCents,
        walletItem: item.id,
        fundingAccountToken: item.fundingAccountToken,
        fundingCategory: item.fundingCategory,
        fundingMethod: item.fundingMethod ?? null,
        lastFour: item.lastFour,
        nickname: item.nickname,
        emailAddress: emails.join('; '),
        status: ScheduledStatus.Scheduled,
        version: 1,
        createdAt: now,
      });
      await tx.flush();
      return created;
    });
    this.logger.log({ event: 'scheduled_payment_added', scheduledId: row.id, policyNumber: row.policyNumber, date: row.scheduleDate }, 'payment scheduled');
    return toDto(row);
  }

  async remove(userId: string, body: DeleteScheduledPaymentRequestDto): Promise<ScheduledPaymentDto[]> {
    await this.enabled();
    const where: Record<string, unknown> = {
      id: body.referenceId,
      user: userId,
      policyNumber: body.policyNumber.trim().toUpperCase(),
      status: ScheduledStatus.Scheduled,
    };
    if (body.fiservScheduledPaymentId) where.scheduledPaymentId = body.fiservScheduledPaymentId;
    const row = await this.em.findOne(ScheduledPayment, where);
    if (!row || (body.keyIdentifier && body.keyIdentifier !== keyOf(row))) throw this.notFound();
    const changed = await this.em.nativeUpdate(
      ScheduledPayment,
      { id: row.id, status: ScheduledStatus.Scheduled },
      { status: ScheduledStatus.Deleted, deletedAt: this.clock.now(), version: row.version + 1 },
    );
    // Another request deleted it, or its date came and the charge job took it, in between.
    if (!changed) throw this.notFound();
    this.logger.log({ event: 'scheduled_payment_deleted', scheduledId: row.id }, 'scheduled payment deleted');
    return this.list(userId);
  }

  private notFound(): PaymentsException {
    return new PaymentsException(PaymentsExceptionCode.ScheduledNotFound, [SCHEDULED_MESSAGES.notFound]);
  }

  private cents(amount: number): number {
    const cents = dollarsToCents(amount);
    if (cents === undefined) throw CommonException.validation({ amount: 'Amount must be in dollars and cents (at most two decimals).' });
    return cents;
  }

  private feeOf(amountCents: number, category: string, date: string, settings: EffectivePaymentSettings): number {
    return cardFeeCents(amountCents, category === 'Check' ? 'check' : 'credit', date, settings);
  }

  private async enabled(): Promise<EffectivePaymentSettings> {
    const settings = await this.settings.effective();
    if (!settings.scheduledPaymentsEnabled) throw new PaymentsException(PaymentsExceptionCode.ScheduledDisabled, [SCHEDULED_MESSAGES.disabled]);
    return settings;
  }
}

const keyOf = (r: ScheduledPayment) => `sp-${r.id.slice(0, 8)}`;

export function toDto(r: ScheduledPayment): ScheduledPaymentDto {
  return {
    referenceId: r.id,
    keyIdentifier: keyOf(r),
    policyNumber: r.policyNumber,
    accountBillNumber: r.accountNumber ?? null,
    scheduledPaymentId: r.scheduledPaymentId,
    paymentScheduleDate: r.scheduleDate,
    paymentAmount: centsToDollars(r.amountCents),
    feeAmount: centsToDollars(r.feeCents),
    fundingAccountToken: r.fundingAccountToken,
    walletItemId: (r.walletItem as { id: string } | null | undefined)?.id ?? '00000000-0000-0000-0000-000000000000',
    nickname: r.nickname,
    fundingCategory: r.fundingCategory,
    lastFourDigits: r.lastFour,
    emailAddress: r.emailAddress,
  };
}
