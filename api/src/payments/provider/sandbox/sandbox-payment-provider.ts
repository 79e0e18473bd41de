import { LockMode } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { violates } from '../../../common/errors/concurrency';
import type {
  BankAccountInput,
  FundingAccount,
  PaymentProvider,
  ProviderFrameSettings,
  ProviderSession,
  SaleLookup,
  SaleRequest,
  SaleResult,
  SessionSubject,
} from '../payment-provider.port';
import { SANDBOX_REFUND_KEY_UNIQUE, SANDBOX_SALE_KEY_UNIQUE, SandboxFundingAccount, SandboxRefund, SandboxSale, SandboxSaleStatus } from './entities';
import { SessionSigner, type VerifiedSession } from './session-signer';
import { BANK_DECLINES, CARD_DECLINES, classifyBankAccount, classifyCard, digitsOf, passesAbaChecksum, SandboxBehaviour } from './test-instruments';

/** Where the sandbox serves its card-entry frame and tokenising endpoint (outside /api: it is "the provider's" server). */
export const SANDBOX_PROVIDER_PATH = '/sandbox-provider';
export const SANDBOX_FRAME_PATH = `${SANDBOX_PROVIDER_PATH}/frame`;
export const SANDBOX_TOKENS_PATH = `${SANDBOX_PROVIDER_PATH}/tokens`;

/** A card as typed into the sandbox's own frame: reaches tokenizeCard only, never the portal API. */
export interface CardInput {
  cardNumber: string;
  expirationMonth: number;
  expirationYear: number;
  nameOnCard: string;
  securityCode?: string;
  zipCode?: string;
}

/** Why the sandbox refused input (bad card, bad session): provider status descriptions, 'CODE: text'. */
export class SandboxRefusal extends Error {
  constructor(
    readonly statusDescriptions: string[],
    /** 401 for a session problem, 400 for a card the frame should not have sent. */
    readonly status: 400 | 401 = 400,
  ) {
    super(statusDescriptions.join('; '));
    this.name = 'SandboxRefusal';
  }
}

const newId = (prefix: string, bytes = 18) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

const MAX_KEY_LENGTH = 100;

/**
 * The built-in payment provider: a sandbox that behaves like a hosted-payments provider on this
 * machine. Sessions are HMAC-signed (SessionSigner); tokens, sales and refunds live in the
 * sandbox_* tables. Every call runs on its own EntityManager and connection, as a call to an
 * outside system would: what the provider did stands whatever the portal's transaction does
 * next. So it must not be called while the caller holds an open transaction on the embedded
 * database (PGlite runs one transaction at a time: the call would wait for the caller forever).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly signer: SessionSigner;

  constructor(
    private readonly orm: MikroORM,
    signingSecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.signer = new SessionSigner(signingSecret);
  }

  private em(): EntityManager {
    return this.orm.em.fork({ clear: true, useContext: false });
  }

  frameSettings(): ProviderFrameSettings {
    return { frameUrl: SANDBOX_FRAME_PATH, apiKey: this.signer.apiKey };
  }

  async createSession(subject: SessionSubject): Promise<ProviderSession> {
    const { sessionId: _sessionId, ...session } = this.signer.issue(subject, this.clock());
    return session;
  }

  async verifySession(sessionToken: string, now: Date = this.clock()): Promise<ProviderSession | undefined> {
    const verified = this.signer.verify(sessionToken, now);
    if (!verified) return undefined;
    const { sessionId: _sessionId, ...session } = verified;
    return session;
  }

  /**
   * The frame's endpoint: checks the session, its authorization and the api key, then the card
   * (Luhn, brand, expiry, security code and zip when asked for), and stores a token for it.
   */
  async tokenizeCard(
    auth: { sessionToken: unknown; authorization: unknown; apiKey: unknown },
    card: CardInput,
    rules: { securityCodeRequired: boolean; zipCodeRequired: boolean },
  ): Promise<FundingAccount> {
    const now = this.clock();
    const session = this.signer.verify(auth.sessionToken, now);
    if (!session) throw new SandboxRefusal(['SESSION_EXPIRED: The card-entry session is not valid or has expired'], 401);
    if (!this.signer.authorizes(session, auth.authorization) || auth.apiKey !== this.signer.apiKey) {
      throw new SandboxRefusal(['UNAUTHORIZED: The card-entry session was not authorized'], 401);
    }
    const number = digitsOf(card.cardNumber);
    const kind = classifyCard(number);
    const problems: string[] = [];
    if (!kind) problems.push('INVALID_CARD_NUMBER: The card number is not valid');
    const month = card.expirationMonth;
    const year = card.expirationYear;
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (
      !Number.isInteger(month) ||
      month < 1 ||
      month > 12 ||
      !Number.isInteger(year) ||
      year * 12 + (month - 1) < thisMonth ||
      year > now.getUTCFullYear() + 20
    ) {
      problems.push('INVALID_EXPIRATION: The expiration date is not valid');
    }
    if (!card.nameOnCard?.trim()) problems.push('INVALID_NAME: The name on the card is required');
    const codeLength = kind?.brand === 'american-express' ? 4 : 3;
    if (
      card.securityCode !== undefined && card.securityCode !== '' ? !new RegExp(`^\\d{${codeLength}}$`).test(card.securityCode) : rules.securityCodeRequired
    ) {
      problems.push('INVALID_SECURITY_CODE: The security code is not valid');
    }
    if (card.zipCode !== undefined && card.zipCode !== '' ? !/^\d{5}(-\d{4})?$/.test(card.zipCode) : rules.zipCodeRequired) {
      problems.push('INVALID_ZIP_CODE: The billing zip code is not valid');
    }
    if (problems.length) throw new SandboxRefusal(problems);
    const account = Object.assign(new SandboxFundingAccount(), {
      token: newId('sbx_fa'),
      category: kind!.category,
      brand: kind!.brand,
      lastFour: number.slice(-4),
      cardExpiry: `${year}-${String(month).padStart(2, '0')}`,
      behaviour: kind!.behaviour,
      sessionId: session.sessionId,
      createdAt: now,
    });
    await this.em().insert(SandboxFundingAccount, account);
    return toFundingAccount(account);
  }

  async tokenizeBankAccount(input: BankAccountInput): Promise<FundingAccount> {
    const routing = digitsOf(input.routingNumber);
    const number = digitsOf(input.accountNumber);
    const problems: string[] = [];
    if (!passesAbaChecksum(routing)) problems.push('INVALID_ROUTING_NUMBER: The routing number is not valid');
    if (!/^\d{4,17}$/.test(number)) problems.push('INVALID_ACCOUNT_NUMBER: The account number must be 4 to 17 digits');
    if (input.accountType !== 1 && input.accountType !== 2) problems.push('INVALID_ACCOUNT_TYPE: The account type must be 1 (Checking) or 2 (Savings)');
    if (problems.length) throw new SandboxRefusal(problems);
    const account = Object.assign(new SandboxFundingAccount(), {
      token: newId('sbx_fa'),
      category: 'Check' as const,
      brand: null,
      lastFour: number.slice(-4),
      bankAccountType: input.accountType,
      behaviour: classifyBankAccount(number),
      sessionId: null,
      createdAt: this.clock(),
    });
    await this.em().insert(SandboxFundingAccount, account);
    return toFundingAccount(account);
  }

  async describe(fundingAccountToken: string): Promise<FundingAccount | undefined> {
    if (typeof fundingAccountToken !== 'string' || fundingAccountToken.length > 64) return undefined;
    const account = await this.em().findOne(SandboxFundingAccount, { token: fundingAccountToken });
    return account ? toFundingAccount(account) : undefined;
  }

  /**
   * Charges once per idempotency key. Sales of one token take turns (a row lock on the token),
   * so the "fails on the first try" card counts its attempts right; the unique key settles two
   * keys racing on different tokens. A second sale with a key returns the first's result; the
   * same key for another token or amount is a caller's bug and throws.
   */
  async sale(request: SaleRequest): Promise<SaleResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      throw new RangeError('sale: amountCents must be a positive whole number of cents');
    if (!request.idempotencyKey || request.idempotencyKey.length > MAX_KEY_LENGTH)
      throw new RangeError(`sale: idempotencyKey must be 1 to ${MAX_KEY_LENGTH} characters`);
    const earlier = await this.findSale(this.em(), request);
    if (earlier) return earlier;
    try {
      return await this.em().transactional(async (em) => {
        const account = await em.findOne(
          SandboxFundingAccount,
          { token: String(request.fundingAccountToken).slice(0, 64) },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const again = await this.findSale(em, request);
        if (again) return again;
        const statusDescriptions = account ? await this.refusalFor(em, account, request) : ['INVALID_TOKEN: The funding account token is not known'];
        const sale = Object.assign(new SandboxSale(), {
          reference: newId('sbx_tx', 15),
          idempotencyKey: request.idempotencyKey,
          fundingAccountToken: String(request.fundingAccountToken).slice(0, 64),
          amountCents: request.amountCents,
          status: statusDescriptions.length ? SandboxSaleStatus.Declined : SandboxSaleStatus.Approved,
          statusDescriptions,
          merchantReference: String(request.reference ?? '').slice(0, 60),
          createdAt: this.clock(),
        });
        await em.insert(SandboxSale, sale);
        return toSaleResult(sale);
      });
    } catch (err) {
      if (!violates(err, SANDBOX_SALE_KEY_UNIQUE)) throw err;
      const first = await this.findSale(this.em(), request);
      if (!first) throw err;
      return first;
    }
  }

  /**
   * Every sale the sandbox received, oldest first (one per idempotency key: a repeated key is
   * answered from its first sale and charges nothing more), optionally those of one funding
   * account or whose key starts with a prefix: tests count charges here, at the provider.
   */
  async receivedSales(
    filter: { fundingAccountToken?: string; keyPrefix?: string } = {},
  ): Promise<Array<{ idempotencyKey: string; fundingAccountToken: string; amountCents: number; status: 'approved' | 'declined' }>> {
    const where: Record<string, unknown> = {};
    if (filter.fundingAccountToken) where.fundingAccountToken = filter.fundingAccountToken.slice(0, 64);
    if (filter.keyPrefix) where.idempotencyKey = { $like: `${filter.keyPrefix.replace(/[%_\\]/g, '\\$&')}%` };
    const sales = await this.em().find(SandboxSale, where, { orderBy: { createdAt: 'asc' } });
    return sales.map((s) => ({
      idempotencyKey: s.idempotencyKey,
      fundingAccountToken: s.fundingAccountToken,
      amountCents: s.amountCents,
      status: s.status === SandboxSaleStatus.Approved ? ('approved' as const) : ('declined' as const),
    }));
  }

  /** How many approved charges the sandbox made (of one funding account, or keys with a prefix). */
  async approvedChargeCount(filter: { fundingAccountToken?: string; keyPrefix?: string } = {}): Promise<number> {
    return (await this.receivedSales(filter)).filter((s) => s.status === 'approved').length;
  }

  async lookupSale(idempotencyKey: string): Promise<SaleLookup> {
    if (!idempotencyKey || idempotencyKey.length > MAX_KEY_LENGTH) return { status: 'unknown' };
    const sale = await this.em().findOne(SandboxSale, { idempotencyKey });
    return sale ? toSaleResult(sale) : { status: 'unknown' };
  }

  /** Gives back part or all of an approved sale, once per idempotency key; never more than was charged. */
  async refund(providerReference: string, amountCents: number, idempotencyKey: string): Promise<{ status: 'refunded' | 'failed'; providerReference?: string }> {
    if (!idempotencyKey || idempotencyKey.length > MAX_KEY_LENGTH) throw new RangeError(`refund: idempotencyKey must be 1 to ${MAX_KEY_LENGTH} characters`);
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { status: 'failed' };
    const replay = async (em: EntityManager) => {
      const done = await em.findOne(SandboxRefund, { idempotencyKey });
      if (!done) return undefined;
      if (done.saleReference !== providerReference || done.amountCents !== amountCents)
        throw new Error('refund: the idempotency key was used for another refund');
      return { status: 'refunded' as const, providerReference: done.reference };
    };
    try {
      return await this.em().transactional(async (em) => {
        const sale = await em.findOne(SandboxSale, { reference: String(providerReference).slice(0, 40) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const earlier = await replay(em);
        if (earlier) return earlier;
        if (!sale || sale.status !== SandboxSaleStatus.Approved || sale.refundedCents + amountCents > sale.amountCents) return { status: 'failed' as const };
        const refund = Object.assign(new SandboxRefund(), {
          reference: newId('sbx_rf', 15),
          idempotencyKey,
          saleReference: sale.reference,
          amountCents,
          createdAt: this.clock(),
        });
        await em.insert(SandboxRefund, refund);
        sale.refundedCents += amountCents;
        await em.flush();
        return { status: 'refunded' as const, providerReference: refund.reference };
      });
    } catch (err) {
      if (!violates(err, SANDBOX_REFUND_KEY_UNIQUE)) throw err;
      const first = await replay(this.em());
      if (!first) throw err;
      return first;
    }
  }

  /** The session a token names (for the frame's endpoint). */
  verifyFrameSession(sessionToken: unknown): VerifiedSession | undefined {
    return this.signer.verify(sessionToken, this.clock());
  }

  private async findSale(em: EntityManager, request: SaleRequest): Promise<SaleResult | undefined> {
    const sale = await em.findOne(SandboxSale, { idempotencyKey: request.idempotencyKey });
    if (!sale) return undefined;
    if (sale.fundingAccountToken !== String(request.fundingAccountToken).slice(0, 64) || sale.amountCents !== request.amountCents) {
      throw new Error('sale: the idempotency key was used for another funding account or amount');
    }
    return toSaleResult(sale);
  }

  /** Why the provider refuses this sale (empty when it approves). */
  private async refusalFor(em: EntityManager, account: SandboxFundingAccount, request: SaleRequest): Promise<string[]> {
    if (request.sessionToken !== undefined && account.sessionId) {
      // A token made in one card-entry session is charged in that session only when one is
      // named (the session may have expired since: the token it made stays chargeable).
      const session = this.signer.verify(request.sessionToken, this.clock(), { anyAge: true });
      if (!session || session.sessionId !== account.sessionId) return ['SESSION_MISMATCH: The funding account was not created in this session'];
    }
    const declines = account.category === 'Check' ? BANK_DECLINES : CARD_DECLINES;
    switch (account.behaviour) {
      case SandboxBehaviour.Approve:
        return [];
      case SandboxBehaviour.FailsFirstTry: {
        const attempts = await em.count(SandboxSale, { fundingAccountToken: account.token });
        return attempts === 0 ? [declines[SandboxBehaviour.FailsFirstTry]] : [];
      }
      case SandboxBehaviour.Decline:
      case SandboxBehaviour.InsufficientFunds:
      case SandboxBehaviour.ExpiredCard:
        return [declines[account.behaviour]];
      default: {
        const unknown: never = account.behaviour;
        throw new Error(`unknown sandbox behaviour ${String(unknown)}`);
      }
    }
  }
}

function toFundingAccount(account: SandboxFundingAccount): FundingAccount {
  return {
    fundingAccountToken: account.token,
    fundingCategory: account.category,
    ...(account.brand ? { fundingMethod: account.brand as FundingAccount['fundingMethod'] } : {}),
    lastFour: account.lastFour,
    ...(account.bankAccountType === 1 || account.bankAccountType === 2 ? { bankAccountType: account.bankAccountType } : {}),
    ...(account.cardExpiry && /^\d{4}-\d{2}$/.test(account.cardExpiry)
      ? { cardExpiry: { year: Number(account.cardExpiry.slice(0, 4)), month: Number(account.cardExpiry.slice(5, 7)) } }
      : {}),
  };
}

function toSaleResult(sale: SandboxSale): SaleResult {
  return sale.status === SandboxSaleStatus.Approved
    ? { status: 'approved', providerReference: sale.reference, approvedCents: sale.amountCents }
    : { status: 'declined', providerReference: sale.reference, statusDescriptions: sale.statusDescriptions };
}
