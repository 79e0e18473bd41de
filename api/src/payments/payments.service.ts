import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CommonException } from '../common/errors/app-exception';
import { type Locale, localeOf } from '../common/i18n/locales';
import { BillingLedger, LedgerRefusal, LedgerRefusalReason, PostingKind, type Posting } from '../core';
import { MailOutbox, paymentMethodText, paymentReceiptMail, recipientLocale } from '../mail';
import { PoliciesException, PoliciesExceptionCode } from '../policies';
import { UserPolicy } from '../users';
import type { PaymentConfirmationDto, PaymentFeeResultDto, PaymentResultDto } from './dto/payment-replies.dto';
import type { PaymentSourceDto } from './dto/payment-requests.dto';
import { PaymentRequest, PaymentRequestState } from './entities/payment-request.entity';
import { Payment, PaymentStatus, type PaymentLine } from './entities/payment.entity';
import { PayablePolicies, type PayablePolicy } from './payable-policies';
import {
  amountErrors,
  cardFeeCents,
  centsToDollars,
  dollarsToCents,
  formatMoney,
  methodErrors,
  passesAbaChecksum,
  PAYMENT_MESSAGES,
  showStatusDescription,
  spreadOverAccount,
  type AmountLine,
  type PaymentOption,
  type SourceShape,
} from './payment-rules';
import { PaymentSettingsService, type EffectivePaymentSettings } from './payment-settings.service';
import { t } from '../common/i18n/translate';
import { dataText } from '../common/i18n/data-text';
import { PAYMENTS_ERROR_MESSAGES, PaymentsException, PaymentsExceptionCode } from './payments.exception';
import { PAYMENT_PROVIDER, type FundingAccount, type PaymentProvider, type SaleResult } from './provider/payment-provider.port';
import { BankAccounts } from './bank-accounts';
import type { WalletItem } from './entities/wallet.entity';
import { WalletService } from './wallet/wallet.service';
import { WALLET_MESSAGES } from './wallet/wallet-rules';

/** Who is paying: a signed-in user (their linked policies), or a one-time payer (the policies a grant proved). */
/** Who pays: a signed-in user, or an anonymous one-time payer (with the page's language, for the receipt). */
export type Payer =
  { kind: 'user'; userId: string; actingStaffId?: string } | { kind: 'one-time'; grantHash: string; policyNumbers: string[]; locale?: Locale };

/** A payment request as the rules see it (both calls' bodies). */
export interface PaymentInput {
  policies: Array<{ policyNumber: string; amount: number; paymentOption: PaymentOption }>;
  sources: PaymentSourceDto[];
  bypassAmountCheck?: boolean;
  bypassEmailCheck?: boolean;
}

/** One method, checked and tokenised, ready to charge. */
interface PlannedCharge {
  sourceIndex: number;
  source: PaymentSourceDto;
  funding: FundingAccount;
  bankName: string | null;
  lines: PaymentLine[];
  amountCents: number;
  feeCents: number;
}

/** Keys are kept this long; the reconciler deletes completed ones after it. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;
const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A confirmation number users can read out on the phone: HM- and 8 letters or digits without look-alikes. */
export function newConfirmationNumber(): string {
  const bytes = randomBytes(8);
  return `HM-${[...bytes].map((b) => CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length]).join('')}`;
}

/** The request body in a stable form (keys sorted), so the same payment hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Salted with the request row's id, so a stored hash does not give a bank account number away to a dictionary. */
const requestHash = (rowId: string, body: unknown) =>
  createHash('sha256')
    .update(`${rowId}\n${canonicalJson(body)}`)
    .digest('hex');

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Pay Now and the one-time payment (doc 2 §4, §5): checks every rule, charges each method
 * through the payment provider once (Idempotency-Key, then the provider's own key per charge),
 * and posts each approved charge with its billing items in one transaction. See README.md.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: PaymentSettingsService,
    private readonly payables: PayablePolicies,
    private readonly ledger: BillingLedger,
    private readonly outbox: MailOutbox,
    private readonly bankAccounts: BankAccounts,
    private readonly wallets: WalletService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  // ---- Idempotency-Key ----------------------------------------------------------------------

  /**
   * Runs the payment once per (payer, key): the first request inserts the key's row and pays;
   * a concurrent or later one with the same body gets 409 while the first runs and its reply
   * after; another body gets 422. A request refused before any charge frees its key.
   */
  async submit(payer: Payer, idempotencyKey: string | undefined, body: PaymentInput, now = new Date()): Promise<PaymentResultDto> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new PaymentsException(PaymentsExceptionCode.IdempotencyKeyMissing, [PAYMENTS_ERROR_MESSAGES.idempotencyKeyMissing]);
    }
    const scope = payer.kind === 'user' ? `user:${payer.userId}` : `onetime:${payer.grantHash.slice(0, 32)}`;
    const id = randomUUID();
    const inserted = await this.em.execute<Array<{ id: string }>>(
      `insert into payment_request (id, scope, idempotency_key, request_hash, state, created_at) values (?, ?, ?, ?, ?, ?) on conflict (scope, idempotency_key) do nothing returning id`,
      [id, scope, idempotencyKey, requestHash(id, body), PaymentRequestState.InFlight, now],
    );
    if (!inserted.length) return this.replay(scope, idempotencyKey, body);

    let charges: PlannedCharge[];
    try {
      charges = await this.plan(payer, body, now);
    } catch (err) {
      // Refused before anything was charged: the key is free for a corrected request.
      await this.em.nativeDelete(PaymentRequest, { id });
      throw err;
    }
    const payments = await this.recordPending(id, payer, charges, now);
    for (const [i, payment] of payments.entries()) {
      const status = await this.charge(payment);
      if (status === PaymentStatus.Approved && payer.kind === 'user') await this.addToWallet(payer.userId, charges[i]!, now);
    }
    return this.complete(id);
  }

  private async replay(scope: string, idempotencyKey: string, body: unknown): Promise<PaymentResultDto> {
    const first = await this.em.findOne(PaymentRequest, { scope, idempotencyKey });
    if (!first) {
      // The first was refused (its row deleted) between our insert and this read: ask again.
      throw new PaymentsException(PaymentsExceptionCode.IdempotencyKeyInFlight, [PAYMENTS_ERROR_MESSAGES.idempotencyKeyInFlight]);
    }
    if (first.requestHash !== requestHash(first.id, body)) {
      throw new PaymentsException(PaymentsExceptionCode.IdempotencyKeyReused, [PAYMENTS_ERROR_MESSAGES.idempotencyKeyReused]);
    }
    if (first.state !== PaymentRequestState.Done || !first.reply) {
      throw new PaymentsException(PaymentsExceptionCode.IdempotencyKeyInFlight, [PAYMENTS_ERROR_MESSAGES.idempotencyKeyInFlight]);
    }
    return first.reply as PaymentResultDto;
  }

  // ---- Rules ----------------------------------------------------------------------------------

  /** Every rule of doc 2 §5 against the latest balances and settings; tokenises bank accounts last. Throws with the rule's messages. */
  private async plan(payer: Payer, body: PaymentInput, now: Date): Promise<PlannedCharge[]> {
    const settings = await this.settings.effective();
    if (!settings.canMakePayments) {
      throw new PaymentsException(PaymentsExceptionCode.PaymentsUnavailable, [PAYMENT_MESSAGES.paymentsUnavailable(settings.phone)]);
    }
    const bypassing = !!body.bypassAmountCheck || !!body.bypassEmailCheck;
    const isAgent = payer.kind === 'user' && !!payer.actingStaffId;
    if (bypassing && !isAgent) throw new PaymentsException(PaymentsExceptionCode.BypassNotAllowed, [PAYMENTS_ERROR_MESSAGES.bypassNotAllowed]);

    const { lines, payables } = await this.checkedLines(payer, body, settings, isAgent && !!body.bypassAmountCheck);
    this.checkBankFields(body.sources);
    const walletItems = await this.walletItemsOf(payer, body.sources, settings);
    this.checkAddToWallet(payer, body.sources, walletItems, settings);
    const shapes = body.sources.map((s, i) => this.shapeOf(s, i, walletItems.has(i)));
    const { errors, allocations } = methodErrors(lines, shapes, settings, { requireEmail: !(isAgent && body.bypassEmailCheck) });
    if (errors.length) throw new PaymentsException(PaymentsExceptionCode.MethodsInvalid, errors);

    const date = today(now);
    const charges: PlannedCharge[] = [];
    for (const [i, source] of body.sources.entries()) {
      const allocation = allocations[i];
      const chargeLines: PaymentLine[] = lines
        .filter((l) => allocation.has(l.policyNumber))
        .map((l) => {
          const amountCents = allocation.get(l.policyNumber)!;
          return {
            policyNumber: l.policyNumber,
            number: payables.get(l.policyNumber)!.number,
            amountCents,
            feeCents: cardFeeCents(amountCents, source.type, date, settings),
          };
        });
      const feeCents = chargeLines.reduce((sum, l) => sum + l.feeCents, 0);
      if (source.feeAmount !== undefined && dollarsToCents(source.feeAmount) !== feeCents) {
        throw new PaymentsException(PaymentsExceptionCode.MethodsInvalid, [PAYMENT_MESSAGES.feeChanged]);
      }
      charges.push({
        sourceIndex: i,
        source,
        funding: undefined as never,
        bankName: null,
        lines: chargeLines,
        amountCents: chargeLines.reduce((s, l) => s + l.amountCents, 0),
        feeCents,
      });
    }
    // The caller's own wallet items: the saved token, as the wallet holds it (no frame session).
    for (const c of charges.filter((x) => walletItems.has(x.sourceIndex))) {
      const item = walletItems.get(c.sourceIndex)!;
      c.funding = {
        fundingAccountToken: item.fundingAccountToken,
        fundingCategory: item.fundingCategory,
        fundingMethod: (item.fundingMethod ?? undefined) as FundingAccount['fundingMethod'],
        lastFour: item.lastFour,
        bankAccountType: (item.bankAccountType ?? undefined) as FundingAccount['bankAccountType'],
      };
    }
    // Cards: the frame's token must be one the provider knows, from a session still open.
    for (const c of charges.filter((x) => x.source.type === 'credit' && !walletItems.has(x.sourceIndex))) {
      const session = c.source.fiserv!.sessionToken ? await this.provider.verifySession(c.source.fiserv!.sessionToken, now) : undefined;
      if (!session) throw new PaymentsException(PaymentsExceptionCode.SessionExpired, [PAYMENT_MESSAGES.timeExpired]);
      const funding = await this.provider.describe(c.source.fiserv!.fundingAccountToken);
      if (!funding || funding.fundingCategory === 'Check') {
        throw new PaymentsException(PaymentsExceptionCode.MethodsInvalid, [PAYMENT_MESSAGES.paymentInformationInvalid]);
      }
      c.funding = funding;
    }
    // Bank accounts: tokenised now, after every other rule passed; only the last four are kept.
    for (const c of charges.filter((x) => x.source.type === 'check' && !walletItems.has(x.sourceIndex))) {
      const s = c.source;
      const funding = await this.bankAccounts.tokenise(s, 'payment');
      // The provider refused the account (its own checks): the form's 'Payment Information is not valid'.
      if (!funding) throw new PaymentsException(PaymentsExceptionCode.MethodsInvalid, [PAYMENT_MESSAGES.paymentInformationInvalid]);
      c.funding = funding;
      c.bankName = await this.bankAccounts.bankName(s.routingNumber!);
    }
    return charges;
  }

  /** The policy lines in cents, each the payer's (404 otherwise, as the rest of the API), checked against the balances. */
  private async checkedLines(
    payer: Payer,
    body: Pick<PaymentInput, 'policies'>,
    settings: EffectivePaymentSettings,
    bypassAmounts: boolean,
  ): Promise<{ lines: AmountLine[]; payables: Map<string, PayablePolicy> }> {
    const numbers = body.policies.map((p) => p.policyNumber.trim().toUpperCase());
    await this.checkOwnership(payer, numbers);
    const fieldErrors: Record<string, string> = {};
    const lines = body.policies.map((p, i) => {
      const amountCents = dollarsToCents(p.amount);
      if (amountCents === undefined) fieldErrors[`policies.${i}.amount`] = 'Amount must be in dollars and cents (at most two decimals).';
      return { policyNumber: numbers[i], amountCents: amountCents ?? 0, paymentOption: p.paymentOption };
    });
    if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
    const payables = await this.payables.load(numbers);
    if (numbers.some((n) => !payables.has(n))) throw this.notFound();
    const errors = amountErrors(lines, payables, {
      maximumCents: settings.maximumCents,
      minimumCents: settings.minimumCents,
      phone: settings.phone,
      bypass: bypassAmounts,
    });
    if (errors.length) throw new PaymentsException(PaymentsExceptionCode.AmountsInvalid, errors);
    return { lines, payables };
  }

  private async checkOwnership(payer: Payer, numbers: string[]): Promise<void> {
    if (!numbers.length) return;
    if (payer.kind === 'one-time') {
      if (numbers.some((n) => !payer.policyNumbers.includes(n))) {
        throw new PaymentsException(PaymentsExceptionCode.OneTimeNotVerified, [PAYMENTS_ERROR_MESSAGES.oneTimeExpired]);
      }
      return;
    }
    const linked = await this.em.find(UserPolicy, { user: payer.userId, policyNumber: { $in: numbers } }, { fields: ['policyNumber'] });
    const mine = new Set(linked.map((l) => l.policyNumber));
    if (numbers.some((n) => !mine.has(n))) throw this.notFound();
  }

  /** Another customer's policy answers as an unknown one does (404, as every call taking a policy number). */
  private notFound(): Error {
    return new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
  }

  /** Bank fields: the ABA checksum (400, the spec's message on the field) and no bank field on a card or card token on a bank account. */
  private checkBankFields(sources: PaymentSourceDto[]): void {
    const fieldErrors: Record<string, string> = {};
    sources.forEach((s, i) => {
      if (s.routingNumber !== undefined && !passesAbaChecksum(s.routingNumber)) fieldErrors[`sources.${i}.routingNumber`] = PAYMENT_MESSAGES.incorrectNumber;
    });
    if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
  }

  /**
   * The sources that pay with a wallet item (source index -> item): a token in a wallet may be
   * charged only by its owner, signed in, with the wallet and allowUseOfWalletItems on, as the
   * item's own kind (a card as credit, a bank account as check). Anything else - another
   * customer's item, a one-time payment (which never uses the wallet) - is refused as an unknown
   * token is ('Payment Information is not valid'), so the reply tells nothing about whose it is.
   */
  private async walletItemsOf(payer: Payer, sources: PaymentSourceDto[], settings: EffectivePaymentSettings): Promise<Map<number, WalletItem>> {
    const tokens = sources.map((s) => s.fiserv?.fundingAccountToken).filter((t): t is string => !!t);
    const items = await this.wallets.itemsByToken(tokens);
    const mine = new Map<number, WalletItem>();
    sources.forEach((s, i) => {
      const item = s.fiserv ? items.get(s.fiserv.fundingAccountToken) : undefined;
      if (!item) return;
      const owned = payer.kind === 'user' && item.wallet.user.id === payer.userId;
      const kindMatches = (s.type === 'check') === (item.fundingCategory === 'Check');
      if (!owned || !settings.allowUseOfWalletItems || !kindMatches) {
        throw new PaymentsException(PaymentsExceptionCode.MethodsInvalid, [PAYMENT_MESSAGES.paymentInformationInvalid]);
      }
      mine.set(i, item);
    });
    return mine;
  }

  /**
   * "Add to wallet" is for a signed-in payer's new card or bank account (with the holder's names,
   * which a wallet bank account needs) while the wallet is on; a one-time payment, a wallet item
   * or a switched-off wallet is refused on the field (400). The nickname rule is methodErrors'.
   */
  private checkAddToWallet(payer: Payer, sources: PaymentSourceDto[], walletItems: Map<number, WalletItem>, settings: EffectivePaymentSettings): void {
    const fieldErrors: Record<string, string> = {};
    sources.forEach((s, i) => {
      if (!s.addToWallet) return;
      const field = `sources.${i}.addToWallet`;
      if (payer.kind !== 'user') fieldErrors[field] = PAYMENTS_ERROR_MESSAGES.addToWalletOneTime;
      else if (!settings.walletEnabled) fieldErrors[field] = WALLET_MESSAGES.walletDisabled;
      else if (walletItems.has(i)) fieldErrors[field] = PAYMENTS_ERROR_MESSAGES.addToWalletAlreadySaved;
      else if (s.type === 'check') {
        if (!s.firstName?.trim()) fieldErrors[`sources.${i}.firstName`] = WALLET_MESSAGES.firstNameRequired;
        if (!s.lastName?.trim()) fieldErrors[`sources.${i}.lastName`] = WALLET_MESSAGES.lastNameRequired;
      }
    });
    if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
  }

  private shapeOf(s: PaymentSourceDto, i: number, walletItem = false): SourceShape {
    const fieldErrors: Record<string, string> = {};
    const amounts = s.amounts?.map((a, j) => {
      const amountCents = dollarsToCents(a.amount);
      if (amountCents === undefined) fieldErrors[`sources.${i}.amounts.${j}.amount`] = 'Amount must be in dollars and cents (at most two decimals).';
      return { policyNumber: a.policyNumber.trim().toUpperCase(), amountCents: amountCents ?? 0 };
    });
    if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
    const hasBankField = [s.accountType, s.routingNumber, s.accountNumber, s.accountNumberConfirmation].some((v) => v !== undefined);
    return {
      type: s.type,
      amounts,
      emailAddress: s.emailAddress,
      hasProviderToken: !!s.fiserv,
      walletItem,
      addToWallet: s.addToWallet,
      walletNickname: s.walletNickname,
      bank: hasBankField
        ? { accountType: s.accountType, routingNumber: s.routingNumber, accountNumber: s.accountNumber, accountNumberConfirmation: s.accountNumberConfirmation }
        : undefined,
    };
  }

  // ---- Fees -----------------------------------------------------------------------------------

  /** POST calculateFee(OneTime): the fee per policy on what card methods pay (bank payments carry none). */
  async calculateFee(payer: Payer | null, body: Pick<PaymentInput, 'policies' | 'sources'>, now = new Date()): Promise<PaymentFeeResultDto> {
    const settings = await this.settings.effective();
    if (!body.policies.length) throw new PaymentsException(PaymentsExceptionCode.AmountsInvalid, [PAYMENT_MESSAGES.atLeastOnePolicy]);
    const numbers = body.policies.map((p) => p.policyNumber.trim().toUpperCase());
    if (payer) await this.checkOwnership(payer, numbers);
    const lines = body.policies.map((p, i) => ({ policyNumber: numbers[i], amountCents: dollarsToCents(p.amount) ?? 0, paymentOption: p.paymentOption }));
    const shapes = body.sources.map((s, i) => this.shapeOf(s, i));
    const { errors, allocations } = methodErrors(lines, shapes, settings, { requireEmail: false });
    const blocking = errors.filter((e) => e === PAYMENT_MESSAGES.atLeastOneMethod || e.startsWith('All payment methods must add up'));
    if (blocking.length) throw new PaymentsException(PaymentsExceptionCode.MethodsInvalid, blocking);
    const date = today(now);
    const fees = new Map<string, number>(numbers.map((n) => [n, 0]));
    body.sources.forEach((s, i) => {
      for (const [n, amountCents] of allocations[i]) fees.set(n, (fees.get(n) ?? 0) + cardFeeCents(amountCents, s.type, date, settings));
    });
    const responseData = [...fees].map(([policyNumber, cents]) => ({ policyNumber, feeAmount: centsToDollars(cents) }));
    return { responseData, totalFeeAmount: centsToDollars([...fees.values()].reduce((a, b) => a + b, 0)) };
  }

  // ---- Charging and posting -------------------------------------------------------------------

  /** Writes each method's payment as `pending` (committed before the provider is asked, so a crash leaves a record to reconcile). */
  private async recordPending(requestId: string, payer: Payer, charges: PlannedCharge[], now: Date): Promise<Payment[]> {
    return this.em.transactional(async (tx) => {
      const payments = charges.map((c) =>
        tx.create(Payment, {
          id: randomUUID(),
          confirmationNumber: newConfirmationNumber(),
          requestId,
          sourceIndex: c.sourceIndex,
          status: PaymentStatus.Pending,
          payerUserId: payer.kind === 'user' ? payer.userId : null,
          payerEmail: c.source.emailAddress?.trim() || null,
          payerLocale: payer.kind === 'one-time' ? payer.locale : null,
          methodType: c.source.type,
          fundingCategory: c.funding.fundingCategory,
          brand: c.funding.fundingMethod ?? null,
          bankName: c.bankName,
          lastFour: c.funding.lastFour,
          fundingAccountToken: c.funding.fundingAccountToken,
          sessionToken: c.source.fiserv?.sessionToken ?? null,
          amountCents: c.amountCents,
          feeCents: c.feeCents,
          lines: c.lines,
          providerKey: `hm-pay-${randomUUID()}`,
          statusDescriptions: [],
          version: 1,
          paymentDate: today(now),
          createdAt: now,
        }),
      );
      await tx.flush();
      return payments;
    });
  }

  /**
   * "Add to wallet" (doc 2 §3) of an approved charge: its card or bank account becomes a wallet
   * item. Only the request that charged gets here (a replayed key answers from the stored reply),
   * and a token already in a wallet adds nothing. A failure here never fails the paid payment.
   */
  private async addToWallet(userId: string, c: PlannedCharge, now: Date): Promise<void> {
    if (!c.source.addToWallet) return;
    try {
      const added = await this.wallets.addFromPayment(
        userId,
        {
          funding: c.funding,
          nickname: c.source.walletNickname ?? '',
          emailAddress: c.source.emailAddress,
          firstName: c.source.firstName,
          lastName: c.source.lastName,
        },
        now,
      );
      if (!added) this.logger.warn({ event: 'payment_wallet_item_not_added', sourceIndex: c.sourceIndex }, 'the paid method was not added to the wallet');
    } catch (err) {
      this.logger.error({ event: 'payment_wallet_item_failed', sourceIndex: c.sourceIndex, err }, 'the paid method could not be added to the wallet');
    }
  }

  /** Asks the provider once (its key makes a retry charge nothing more) and settles the payment on the answer. No answer: it stays pending for the reconciler. */
  private async charge(payment: Payment): Promise<PaymentStatus> {
    let result: SaleResult;
    try {
      result = await this.provider.sale({
        fundingAccountToken: payment.fundingAccountToken,
        sessionToken: payment.sessionToken ?? undefined,
        amountCents: payment.amountCents + payment.feeCents,
        idempotencyKey: payment.providerKey,
        reference: payment.lines[0]?.number ?? payment.confirmationNumber,
      });
    } catch (err) {
      this.logger.warn(
        { event: 'payment_sale_unanswered', paymentId: payment.id, err },
        'the provider did not answer; the payment stays pending for the reconciler',
      );
      return PaymentStatus.Pending;
    }
    try {
      return await this.settle(payment.id, result);
    } catch (err) {
      // Charged (or declined) but not written: the payment stays pending and the reconciler
      // settles it from the provider's record of the sale; the reply says it is being confirmed.
      this.logger.error(
        { event: 'payment_settle_failed', paymentId: payment.id, err },
        'the payment could not be written after the provider answered; left pending for the reconciler',
      );
      return PaymentStatus.Pending;
    }
  }

  /**
   * Settles a pending payment on the provider's answer, once: declined, it records why; approved,
   * it posts in one transaction the billing items (itemType 2, one per term paid, each with a
   * posting key so a replay posts nothing), the new balances (the ledger), the payment's status
   * and its receipt in the outbox. The payment row is locked and carries a version, so the
   * request and the reconciler cannot both settle it. A ledger refusal (the balance dropped in
   * the meantime) refunds the charge.
   */
  async settle(paymentId: string, result: SaleResult): Promise<PaymentStatus> {
    // What to post is read before the transaction (PolicyRecords reads on a pooled connection of
    // its own: inside the transaction it would wait for a second connection while holding the
    // first; on PGlite that wait never ends). refresh: the committed row, not this context's copy.
    const unlocked = await this.em.findOne(Payment, paymentId, { refresh: true });
    if (!unlocked || unlocked.status !== PaymentStatus.Pending) return unlocked?.status ?? PaymentStatus.Failed;
    let postings: Posting[] = [];
    if (result.status === 'approved') {
      try {
        postings = await this.postings(unlocked);
      } catch (err) {
        if (!(err instanceof LedgerRefusal)) throw err;
        return this.refund(paymentId, result.providerReference, err);
      }
    }
    try {
      return await this.em.transactional(async (tx) => {
        const payment = await tx.findOne(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!payment || payment.status !== PaymentStatus.Pending) return payment?.status ?? PaymentStatus.Failed;
        payment.settledAt = new Date();
        if (result.status === 'declined') {
          payment.status = PaymentStatus.Declined;
          payment.providerReference = result.providerReference ?? null;
          payment.statusDescriptions = result.statusDescriptions.slice(0, 20).map((d) => d.slice(0, 500));
          await tx.flush();
          this.logger.log({ event: 'payment_declined', paymentId, confirmationNumber: payment.confirmationNumber }, 'payment declined by the provider');
          return payment.status;
        }
        await this.ledger.post(postings, tx);
        payment.status = PaymentStatus.Approved;
        payment.providerReference = result.providerReference;
        await tx.flush();
        if (payment.payerEmail) await this.outbox.add(tx, await this.receiptMail(tx, payment));
        this.logger.log(
          {
            event: 'payment_approved',
            paymentId,
            confirmationNumber: payment.confirmationNumber,
            amountCents: payment.amountCents,
            feeCents: payment.feeCents,
          },
          'payment approved and posted',
        );
        return payment.status;
      });
    } catch (err) {
      if (!(err instanceof LedgerRefusal) || result.status !== 'approved') throw err;
      return this.refund(paymentId, result.providerReference, err);
    }
  }

  private async refund(paymentId: string, providerReference: string, why: LedgerRefusal): Promise<PaymentStatus> {
    const em = this.em;
    const payment = await em.findOneOrFail(Payment, paymentId);
    const refund = await this.provider.refund(providerReference, payment.amountCents + payment.feeCents, `${payment.providerKey}-refund`);
    this.logger.warn(
      { event: 'payment_refunded', paymentId, reason: why.reason, refund: refund.status },
      'the ledger refused an approved payment; the charge was refunded',
    );
    if (refund.status !== 'refunded') throw why;
    const changed = await em.nativeUpdate(
      Payment,
      { id: paymentId, status: PaymentStatus.Pending },
      {
        status: PaymentStatus.Refunded,
        providerReference,
        settledAt: new Date(),
        statusDescriptions: ['The balance changed before this payment was posted, so it was refunded.'],
      },
    );
    return changed ? PaymentStatus.Refunded : (await em.findOneOrFail(Payment, paymentId, { refresh: true })).status;
  }

  private async postings(payment: Payment): Promise<Posting[]> {
    const payables = await this.payables.load(payment.lines.map((l) => l.policyNumber));
    const postings: Posting[] = [];
    for (const line of payment.lines) {
      const p = payables.get(line.policyNumber);
      const parts = p ? (p.accountBilled ? spreadOverAccount(line.amountCents, p.terms) : new Map([[p.terms[0].policyId, line.amountCents]])) : undefined;
      if (!p || !parts) throw new LedgerRefusal(p ? LedgerRefusalReason.ExceedsPayInFull : LedgerRefusalReason.UnknownPolicy, p?.terms[0]?.policyId ?? 0);
      for (const [policyId, amountCents] of parts) {
        postings.push({
          policyId,
          kind: PostingKind.Payment,
          amountCents,
          itemDate: payment.paymentDate,
          description: `Payment - Thank You (${payment.confirmationNumber})`,
          postingKey: `payment:${payment.id}:${policyId}`,
        });
      }
    }
    return postings;
  }

  /**
   * The receipt of an approved payment, to its payer's email (or another address: a scheduled
   * payment's copies), in the payer's language (their account's locale; for an anonymous payer,
   * the one-time page's language stored with the payment; else that of an account with the address, else English). Read through `tx`, the transaction that writes the mail.
   */
  async receiptMail(tx: EntityManager, p: Payment, to = p.payerEmail!) {
    const locale =
      !p.payerUserId && p.payerLocale && to === p.payerEmail ? localeOf(p.payerLocale) : await recipientLocale(tx, { userId: p.payerUserId, email: to });
    const method =
      p.methodType === 'credit'
        ? paymentMethodText(locale, {
            kind: 'card',
            brand: p.brand ? (BRANDS[p.brand] ?? p.brand) : null,
            debit: p.fundingCategory === 'Debit',
            lastFour: p.lastFour,
          })
        : paymentMethodText(locale, { kind: 'bank', bankName: p.bankName ?? null, lastFour: p.lastFour });
    return paymentReceiptMail({
      to,
      locale,
      confirmationNumber: p.confirmationNumber,
      paymentDate: p.paymentDate,
      method,
      lines: p.lines.map((l) => ({ number: l.number, amount: formatMoney(l.amountCents) })),
      fee: p.feeCents > 0 ? formatMoney(p.feeCents) : null,
      total: formatMoney(p.amountCents + p.feeCents),
    });
  }

  // ---- Replies --------------------------------------------------------------------------------

  /** Builds the reply from the request's payments; once none is pending, stores it for replays and marks the key done. */
  async complete(requestId: string): Promise<PaymentResultDto> {
    const em = this.em;
    // refresh: the statuses as committed (a refund is a statement outside the unit of work).
    const payments = await em.find(Payment, { requestId }, { orderBy: { sourceIndex: 'asc' }, refresh: true });
    const reply = resultOf(payments);
    if (reply.status !== 'Pending') {
      await em.nativeUpdate(
        PaymentRequest,
        { id: requestId, state: PaymentRequestState.InFlight },
        { state: PaymentRequestState.Done, reply, completedAt: new Date() },
      );
    }
    return reply;
  }
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', 'american-express': 'American Express', discover: 'Discover' };

const LINE_STATUS: Record<PaymentStatus, PaymentConfirmationDto['status']> = {
  [PaymentStatus.Pending]: 'Pending',
  [PaymentStatus.Approved]: 'Approved',
  [PaymentStatus.Declined]: 'Declined',
  [PaymentStatus.Refunded]: 'Declined',
  [PaymentStatus.Failed]: 'Declined',
};

export const PENDING_MESSAGE = 'This payment is being confirmed with the card processor. Do not pay again: it will be settled within minutes.';

/**
 * The reply's texts for the payer (a line's error, the provider's reasons) in the caller's
 * language (issue 17). Replies are built and stored for replays in English; each answer translates.
 */
export function inCallersLanguage(reply: PaymentResultDto, locale: Locale): PaymentResultDto {
  return {
    ...reply,
    confirmations: reply.confirmations.map((line) => ({
      ...line,
      error: line.error === null ? null : replyText(locale, line.error),
      statusDescriptions: line.statusDescriptions.map((reason) => replyText(locale, reason)),
    })),
  };
}

/** A sentence of the API's (messages.es.ts), else a value of a closed list such as the card processor's reasons (data-texts.es.ts). */
function replyText(locale: Locale, english: string): string {
  const sentence = t(locale, english);
  return sentence === english ? dataText(english, locale) : sentence;
}

/** The result step's lines and overall status from the payments of one request. */
export function resultOf(payments: Payment[]): PaymentResultDto {
  const confirmations: PaymentConfirmationDto[] = payments.flatMap((p) =>
    p.lines.map((l) => ({
      number: l.number,
      policyNumber: l.policyNumber,
      amount: centsToDollars(l.amountCents),
      feeAmount: centsToDollars(l.feeCents),
      status: LINE_STATUS[p.status],
      confirmationNumber: p.status === PaymentStatus.Approved ? p.confirmationNumber : null,
      error:
        p.status === PaymentStatus.Approved
          ? null
          : p.status === PaymentStatus.Pending
            ? PENDING_MESSAGE
            : p.status === PaymentStatus.Refunded
              ? (p.statusDescriptions[0] ?? PAYMENT_MESSAGES.failedToProcess)
              : PAYMENT_MESSAGES.failedToProcess,
      statusDescriptions: p.status === PaymentStatus.Declined ? p.statusDescriptions.map(showStatusDescription) : [],
      method: {
        type: p.methodType as 'check' | 'credit',
        fundingCategory: p.fundingCategory,
        brand: p.brand ?? null,
        bankName: p.bankName ?? null,
        lastFour: p.lastFour,
      },
    })),
  );
  const approved = payments.filter((p) => p.status === PaymentStatus.Approved);
  const status: PaymentResultDto['status'] = payments.some((p) => p.status === PaymentStatus.Pending)
    ? 'Pending'
    : approved.length === payments.length
      ? 'Success'
      : approved.length === 0
        ? 'Failed'
        : 'PartialFailure';
  return {
    status,
    totalAmount: centsToDollars(approved.reduce((s, p) => s + p.amountCents, 0)),
    totalFeeAmount: centsToDollars(approved.reduce((s, p) => s + p.feeCents, 0)),
    paymentDate: payments[0]?.paymentDate ?? new Date().toISOString().slice(0, 10),
    confirmations,
  };
}
