import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { CommonException, CommonExceptionCode } from '../../common/errors/app-exception';
import { violates } from '../../common/errors/concurrency';
import { PAYMENT_PLANS, PolicyRecords, PolicyStatus } from '../../core';
import { underAdvisoryLocks } from '../../database/transactions';
import type { Policy } from '../../policies';
import { AutoPaymentsAccess } from '../auto-payments.shared';
import type {
  CancelRecurringPaymentRequestDto,
  RecurringPaymentDto,
  RecurringPaymentInfoDto,
  RecurringPaymentRequestDto,
  RecurringPaymentSourceDto,
  RecurringQueryDto,
} from '../dto/auto-payments.dto';
import { AutoCharge, AutoChargeStatus, RECURRING_ACTIVE_UNIQUE, RecurringPayment, RecurringStatus } from '../entities/auto-payment.entity';
import { bankAccountFieldErrors, centsToDollars, dollarsToCents, PAYMENT_MESSAGES } from '../payment-rules';
import { PaymentSettingsService, type EffectivePaymentSettings } from '../payment-settings.service';
import { PaymentsException, PaymentsExceptionCode } from '../payments.exception';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { BankAccounts } from '../bank-accounts';
import { keptMethodFields } from '../payment-method.mapper';
import { WalletItem } from '../entities/wallet.entity';
import { walletItemLockKey } from '../wallet/wallet-item-usage';
import {
  addDays,
  allowance,
  cancelRefusal,
  CANCEL_PAY_PLAN_ID,
  firstChargeFrom,
  NOTICE_DAYS,
  nextChargeDate,
  RECURRING_MESSAGES,
  saveRefusal,
  type RecurringPolicyFacts,
  type RecurringRefusal,
} from './recurring-rules';

/** A method as a setup keeps it: a provider token and what it stands for. */
type Method = Pick<
  RecurringPayment,
  | 'methodType'
  | 'fundingCategory'
  | 'fundingMethod'
  | 'lastFour'
  | 'fundingAccountToken'
  | 'bankName'
  | 'cardExpireMonth'
  | 'cardExpireYear'
  | 'zipCode'
  | 'bankAccountType'
> & { walletItemId: string | null };

export function factsOf(p: Policy): RecurringPolicyFacts {
  const b = p.billing;
  const accountBilled = b.isPartOfAccountBill;
  const due = accountBilled ? b.accountOutstandingBalance : b.outstandingBalance;
  return {
    policyNumber: p.policyNumber,
    status: p.status as PolicyStatus,
    inNoticeOfCancellation: b.isPolicyInNoticeOfCancellation,
    accountBilled,
    balanceDueCents: dollarsToCents(due) ?? Math.round(due * 100),
    termEffectiveDate: p.term.effectiveDate,
  };
}

/**
 * Monthly recurring payments (doc 2 §4 Recurring payments): read, set up or update, cancel, per
 * policy of the caller. Nothing is charged here: AutoCharges charges each setup on its
 * deduction day. One active setup per policy: changes to a policy's setup run under an advisory
 * lock on the policy number (and the partial unique index is the last guard).
 */
@Injectable()
export class RecurringService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly access: AutoPaymentsAccess,
    private readonly settings: PaymentSettingsService,
    private readonly bankAccounts: BankAccounts,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly policies: PolicyRecords,
  ) {}

  async get(userId: string, q: RecurringQueryDto): Promise<RecurringPaymentInfoDto> {
    if (q.walletUserIdentifier !== undefined && q.walletUserIdentifier.toLowerCase() !== userId.toLowerCase()) {
      throw new PaymentsException(PaymentsExceptionCode.WalletNotFound, ['Wallet not found.']);
    }
    const now = this.clock.now();
    const policy = await this.access.policy(userId, q.policyNumber, now, q.policyId);
    // refresh: the reply of a save or cancel reads what it committed.
    const setup = await this.em.findOne(RecurringPayment, { policyNumber: policy.policyNumber, status: RecurringStatus.Active }, { refresh: true });
    return this.info(policy, setup && setup.user.id === userId ? setup : null, await this.settings.effective(), now);
  }

  async save(userId: string, body: RecurringPaymentRequestDto): Promise<RecurringPaymentInfoDto> {
    const now = this.clock.now();
    const today = now.toISOString().slice(0, 10);
    const policy = await this.access.policy(userId, body.policyNumber, now, body.policyId);
    // Every identifier is the caller's before any rule answers (another customer's wallet item: 404).
    if (body.source.fiserv && !body.source.fiserv.sessionToken) await this.access.walletItem(userId, { token: body.source.fiserv.fundingAccountToken });
    const settings = await this.settings.effective();
    const existing = await this.em.findOne(RecurringPayment, { policyNumber: policy.policyNumber, status: RecurringStatus.Active });
    const refusal = saveRefusal(
      factsOf(policy),
      { type: body.source.type, deductionDay: body.deductionDay, userAgreedWithTerms: body.userAgreedWithTerms },
      existing?.methodType ?? null,
      settings.restrictCreditCardsForRecurringFrom,
      today,
    );
    if (refusal) throw this.refused(refusal);
    const method = await this.method(userId, body.source, settings, now);

    try {
      const locks = [`recurring:${policy.policyNumber}`, ...(method.walletItemId ? [walletItemLockKey(method.fundingAccountToken)] : [])];
      await underAdvisoryLocks(this.em, locks, async (tx) => {
        if (method.walletItemId && !(await tx.count(WalletItem, { id: method.walletItemId }))) {
          throw new PaymentsException(PaymentsExceptionCode.WalletItemNotFound, ['Wallet item not found.']);
        }
        const current = await tx.findOne(RecurringPayment, { policyNumber: policy.policyNumber, status: RecurringStatus.Active });
        // Read again under the lock: a card setup made meanwhile changes what the restriction allows.
        const again = saveRefusal(
          factsOf(policy),
          { type: body.source.type, deductionDay: body.deductionDay, userAgreedWithTerms: true },
          current?.methodType ?? null,
          settings.restrictCreditCardsForRecurringFrom,
          today,
        );
        if (again) throw this.refused(again);
        const { walletItemId, ...fields } = method;
        const changes = { ...fields, walletItem: walletItemId, emailAddress: body.source.emailAddress.trim(), deductionDay: body.deductionDay, agreedAt: now };
        if (current) tx.assign(current, changes);
        else
          tx.create(RecurringPayment, {
            ...changes,
            user: userId,
            policyNumber: policy.policyNumber,
            status: RecurringStatus.Active,
            chargesFrom: firstChargeFrom(today),
            version: 1,
            createdAt: now,
          });
        await tx.flush();
        const plan = method.methodType === 'credit' ? PAYMENT_PLANS.monthlyCard : PAYMENT_PLANS.monthlyEft;
        await this.policies.setPaymentPlan(Number(policy.policyId), plan, true, tx);
      });
    } catch (err) {
      if (violates(err, RECURRING_ACTIVE_UNIQUE)) throw new CommonException(CommonExceptionCode.Conflict, 409);
      throw err;
    }
    this.logger.log({ event: 'recurring_saved', policyNumber: policy.policyNumber, methodType: method.methodType }, 'recurring payment saved');
    return this.get(userId, { policyNumber: policy.policyNumber });
  }

  async cancel(userId: string, body: CancelRecurringPaymentRequestDto): Promise<RecurringPaymentInfoDto> {
    const now = this.clock.now();
    const policy = await this.access.policy(userId, body.policyNumber, now, body.policyId);
    const refusal = cancelRefusal(factsOf(policy), body.userAgreedWithTerms);
    if (refusal) throw this.refused(refusal);
    await underAdvisoryLocks(this.em, [`recurring:${policy.policyNumber}`], async (tx) => {
      const setup = await tx.findOne(RecurringPayment, { policyNumber: policy.policyNumber, status: RecurringStatus.Active, user: userId });
      if (!setup) throw new PaymentsException(PaymentsExceptionCode.RecurringNotFound, [RECURRING_MESSAGES.notFound]);
      setup.status = RecurringStatus.Cancelled;
      setup.cancelledAt = now;
      setup.cancelPayPlanId = CANCEL_PAY_PLAN_ID;
      await tx.flush();
      // Charges noticed but not started are never made; one being charged right now finishes (its money is already asked for).
      await tx.nativeUpdate(AutoCharge, { recurring: setup.id, status: AutoChargeStatus.Due, paymentId: null }, { status: AutoChargeStatus.Cancelled });
      await this.policies.setPaymentPlan(Number(policy.policyId), { id: CANCEL_PAY_PLAN_ID, name: PAYMENT_PLANS.monthlyDirect.name }, false, tx);
    });
    this.logger.log({ event: 'recurring_cancelled', policyNumber: policy.policyNumber }, 'recurring payment cancelled');
    return this.get(userId, { policyNumber: policy.policyNumber });
  }

  // ---- Helpers ------------------------------------------------------------------------------

  private refused(r: RecurringRefusal): PaymentsException {
    return new PaymentsException(r.code === 'required' ? PaymentsExceptionCode.RecurringPaymentRequired : PaymentsExceptionCode.RecurringNotAllowed, [
      r.message,
    ]);
  }

  private info(policy: Policy, setup: RecurringPayment | null, settings: EffectivePaymentSettings, now: Date): RecurringPaymentInfoDto {
    const today = now.toISOString().slice(0, 10);
    const facts = factsOf(policy);
    const a = allowance(facts, setup?.methodType ?? null, settings.restrictCreditCardsForRecurringFrom, today);
    return {
      policyNumber: policy.policyNumber,
      policyId: policy.policyId,
      recurringPayment: setup ? toDto(setup, today) : null,
      balanceDue: centsToDollars(facts.balanceDueCents),
      ...a,
    };
  }

  /** The method the setup charges: a wallet item of the caller, a card from the frame, or a bank account tokenised now. */
  private async method(userId: string, s: RecurringPaymentSourceDto, settings: EffectivePaymentSettings, now: Date): Promise<Method> {
    const invalid = () => new PaymentsException(PaymentsExceptionCode.MethodsInvalid, [PAYMENT_MESSAGES.paymentInformationInvalid]);
    if (s.fiserv && !s.fiserv.sessionToken) {
      const item = await this.access.walletItem(userId, { token: s.fiserv.fundingAccountToken });
      if ((item.fundingCategory === 'Check') !== (s.type === 'check')) throw invalid();
      return {
        methodType: s.type,
        fundingCategory: item.fundingCategory,
        fundingMethod: item.fundingMethod ?? null,
        lastFour: item.lastFour,
        fundingAccountToken: item.fundingAccountToken,
        bankName: null,
        cardExpireMonth: item.cardExpireMonth ?? null,
        cardExpireYear: item.cardExpireYear ?? null,
        zipCode: item.zipCode ?? null,
        bankAccountType: item.bankAccountType ?? null,
        walletItemId: item.id,
      };
    }
    const fieldErrors: Record<string, string> = {};
    if (s.type === 'credit') {
      if (!s.fiserv) fieldErrors['source.fiserv'] = 'Card is required.';
      if (s.cardExpireMonth === undefined) fieldErrors['source.cardExpireMonth'] = 'Expiration month is required.';
      if (s.cardExpireYear === undefined) fieldErrors['source.cardExpireYear'] = 'Expiration year is required.';
      if (settings.collectZipCode && !s.zipCode) fieldErrors['source.zipCode'] = 'Zip Code is required.';
      const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (s.cardExpireYear !== undefined && s.cardExpireMonth !== undefined && s.cardExpireYear * 12 + s.cardExpireMonth < month) {
        fieldErrors['source.cardExpireYear'] = 'The card has expired.';
      }
      if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
      const session = await this.provider.verifySession(s.fiserv!.sessionToken!, now);
      if (!session) throw new PaymentsException(PaymentsExceptionCode.SessionExpired, [PAYMENT_MESSAGES.timeExpired]);
      const funding = await this.provider.describe(s.fiserv!.fundingAccountToken);
      if (!funding || funding.fundingCategory === 'Check') throw invalid();
      return {
        methodType: 'credit',
        fundingCategory: funding.fundingCategory,
        fundingMethod: funding.fundingMethod ?? null,
        lastFour: funding.lastFour,
        fundingAccountToken: funding.fundingAccountToken,
        bankName: null,
        cardExpireMonth: s.cardExpireMonth!,
        cardExpireYear: s.cardExpireYear!,
        zipCode: s.zipCode ?? null,
        bankAccountType: null,
        walletItemId: null,
      };
    }
    if (s.fiserv) throw invalid();
    const bankErrors = bankAccountFieldErrors(s, 'source.');
    if (Object.keys(bankErrors).length) throw CommonException.validation(bankErrors);
    const funding = await this.bankAccounts.tokenise(s, 'recurring');
    if (!funding) throw invalid();
    return {
      methodType: 'check',
      fundingCategory: 'Check',
      fundingMethod: null,
      lastFour: funding.lastFour,
      fundingAccountToken: funding.fundingAccountToken,
      bankName: await this.bankAccounts.bankName(s.routingNumber!),
      cardExpireMonth: null,
      cardExpireYear: null,
      zipCode: null,
      bankAccountType: s.accountType!,
      walletItemId: null,
    };
  }
}

/** The setup as the wizard shows it, with its next charge and notice dates. */
export function toDto(r: RecurringPayment, today: string): RecurringPaymentDto {
  const next = nextChargeDate(r.deductionDay, r.chargesFrom > today ? r.chargesFrom : today);
  return {
    recurringPaymentId: r.id,
    type: r.methodType,
    ...keptMethodFields(r),
    walletItemId: (r.walletItem as { id: string } | null | undefined)?.id ?? null,
    emailAddress: r.emailAddress,
    deductionDay: r.deductionDay,
    nextPaymentDate: next,
    noticeDate: addDays(next, -NOTICE_DAYS),
  };
}
