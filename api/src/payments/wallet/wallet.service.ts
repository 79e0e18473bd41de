import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommonException } from '../../common/errors/app-exception';
import { PoliciesException, PoliciesExceptionCode } from '../../policies';
import { User, UserPolicy } from '../../users';
import type { AddWalletItemRequestDto, UpdateWalletItemRequestDto, WalletDto, WalletItemDto } from '../dto/wallet.dto';
import { Wallet, WalletItem } from '../entities/wallet.entity';
import { BankAccounts } from '../bank-accounts';
import { keptMethodFields } from '../payment-method.mapper';
import { bankAccountFieldErrors, PAYMENT_MESSAGES } from '../payment-rules';
import { PaymentSettingsService } from '../payment-settings.service';
import { PaymentsException, PaymentsExceptionCode } from '../payments.exception';
import { PAYMENT_PROVIDER, type FundingAccount, type PaymentProvider } from '../provider/payment-provider.port';
import { underAdvisoryLocks } from '../../database/transactions';
import { walletItemLockKey, WalletItemUsage } from './wallet-item-usage';
import { canDeleteWalletItem, cardExpired, kindOfCategory, walletEditErrors, WALLET_MESSAGES, walletNickname } from './wallet-rules';

/** A wallet item Pay Now may charge: the caller's own, with what the provider's token stands for. */
export type WalletFunding = { item: WalletItem; funding: FundingAccount };

/**
 * The wallet (doc 2 §3-§5 Wallet): one per user, items are provider funding-account tokens.
 * Every call answers for the caller's own wallet only: another customer's walletId or
 * walletItemId answers 404 as an unknown one does. Refused with WALLET_DISABLED when the
 * settings turn the wallet off.
 */
@Injectable()
export class WalletService {
  private readonly logger = new Logger(WalletService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settings: PaymentSettingsService,
    private readonly usage: WalletItemUsage,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly bankAccounts: BankAccounts,
  ) {}

  // ---- The calls --------------------------------------------------------------------------------

  async list(userId: string, policyNumbers?: string[]): Promise<WalletDto[]> {
    await this.enabled();
    const numbers = policyNumbers?.map((n) => n.trim().toUpperCase());
    if (numbers?.length) {
      const linked = await this.em.find(UserPolicy, { user: userId, policyNumber: { $in: numbers } }, { fields: ['policyNumber'] });
      const mine = new Set(linked.map((l) => l.policyNumber));
      if (numbers.some((n) => !mine.has(n))) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    }
    const wallet = await this.em.findOne(Wallet, { user: userId }, { populate: ['items'] });
    return wallet ? [await this.reply(userId, wallet, numbers?.length ? numbers : undefined)] : [];
  }

  async add(userId: string, body: AddWalletItemRequestDto, now = new Date()): Promise<WalletDto> {
    await this.enabled();
    const funding = body.type === 'credit' ? await this.cardFunding(body, now) : await this.bankFunding(body);
    const card = body.type === 'credit';
    const walletId = await this.insertItem(userId, body.emailAddress, {
      funding,
      nickname: walletNickname(body.nickname, funding.lastFour),
      cardExpireMonth: card ? body.cardExpireMonth! : null,
      cardExpireYear: card ? body.cardExpireYear! : null,
      bankAccountType: card ? null : body.accountType!,
      firstName: card ? null : body.firstName!.trim(),
      lastName: card ? null : body.lastName!.trim(),
      now,
    });
    if (!walletId) throw this.invalid();
    return this.load(userId, walletId);
  }

  /**
   * Pay Now's "Add to wallet" (doc 2 §3): after an approved payment, the card or bank account it
   * was paid with becomes an item of the payer's wallet. A token already in a wallet (a replay,
   * or another customer's) adds nothing: the unique token decides. Answers whether it was added.
   */
  async addFromPayment(
    userId: string,
    item: { funding: FundingAccount; nickname: string; emailAddress?: string; firstName?: string; lastName?: string },
    now = new Date(),
  ): Promise<boolean> {
    const { funding } = item;
    const card = funding.fundingCategory !== 'Check';
    if (card ? !funding.cardExpiry : !(funding.bankAccountType && item.firstName?.trim() && item.lastName?.trim())) return false;
    const walletId = await this.insertItem(userId, item.emailAddress, {
      funding,
      nickname: walletNickname(item.nickname, funding.lastFour),
      cardExpireMonth: card ? funding.cardExpiry!.month : null,
      cardExpireYear: card ? funding.cardExpiry!.year : null,
      bankAccountType: card ? null : funding.bankAccountType!,
      firstName: card ? null : item.firstName!.trim(),
      lastName: card ? null : item.lastName!.trim(),
      now,
    });
    return walletId !== undefined;
  }

  /** Creates the user's wallet when it has none, then the item; undefined when the token is already in a wallet. */
  private async insertItem(
    userId: string,
    emailAddress: string | undefined,
    i: {
      funding: FundingAccount;
      nickname: string;
      cardExpireMonth: number | null;
      cardExpireYear: number | null;
      bankAccountType: number | null;
      firstName: string | null;
      lastName: string | null;
      now: Date;
    },
  ): Promise<string | undefined> {
    const { funding } = i;
    const card = funding.fundingCategory !== 'Check';
    const user = await this.em.findOneOrFail(User, { id: userId });
    // One wallet per user, also when two first items arrive at once (the unique user_id decides).
    await this.em.execute(
      `insert into payment_wallet (id, user_id, consumer_name, consumer_email, consumer_phone, created_at) values (gen_random_uuid(), ?, ?, ?, ?, now()) on conflict (user_id) do nothing`,
      [userId, `${user.firstName} ${user.lastName}`.trim().slice(0, 101), emailAddress?.trim() || user.email, user.phoneNumber ?? null],
    );
    const wallet = await this.em.findOneOrFail(Wallet, { user: userId });
    try {
      // One statement outside the unit of work: a refused insert leaves nothing pending in the request's EntityManager.
      await this.em.insert(WalletItem, {
        id: randomUUID(),
        wallet: wallet.id,
        fundingAccountToken: funding.fundingAccountToken,
        fundingCategory: funding.fundingCategory,
        fundingMethod: card ? (funding.fundingMethod ?? null) : null,
        lastFour: funding.lastFour,
        nickname: i.nickname,
        cardExpireMonth: i.cardExpireMonth,
        cardExpireYear: i.cardExpireYear,
        bankAccountType: i.bankAccountType,
        firstName: i.firstName,
        lastName: i.lastName,
        createdAt: i.now,
      });
    } catch (err) {
      // The token is already in a wallet (this user's or another's): never two owners of one token.
      if (err instanceof UniqueConstraintViolationException) return undefined;
      throw err;
    }
    this.logger.log({ event: 'wallet_item_added', walletId: wallet.id, category: funding.fundingCategory }, 'a wallet item was added');
    return wallet.id;
  }

  async saveEmail(userId: string, walletId: string, emailAddress: string): Promise<WalletDto> {
    await this.enabled();
    const email = emailAddress.trim();
    if (!email) throw CommonException.validation({ emailAddress: WALLET_MESSAGES.emailRequired });
    const wallet = await this.ownWallet(userId, walletId);
    wallet.consumerEmail = email;
    await this.em.flush();
    return this.load(userId, walletId);
  }

  async updateItem(userId: string, walletId: string, itemId: string, body: UpdateWalletItemRequestDto, now = new Date()): Promise<WalletDto> {
    const settings = await this.enabled();
    const item = await this.ownItem(userId, walletId, itemId);
    const kind = kindOfCategory(item.fundingCategory);
    const errors = walletEditErrors(kind, body, { collectZipCode: settings.collectZipCode, today: now });
    if (Object.keys(errors).length) throw CommonException.validation(errors);
    item.nickname = walletNickname(body.nickname, item.lastFour);
    if (kind === 'card') {
      item.cardExpireMonth = body.cardExpireMonth;
      item.cardExpireYear = body.cardExpireYear;
      item.zipCode = body.zipCode?.trim() || null;
    } else {
      item.bankAccountType = body.accountType;
      item.firstName = body.firstName!.trim();
      item.lastName = body.lastName!.trim();
    }
    await this.em.flush();
    return this.load(userId, walletId);
  }

  async deleteItem(userId: string, walletId: string, itemId: string): Promise<WalletDto> {
    await this.enabled();
    const item = await this.ownItem(userId, walletId, itemId);
    // Under the item's lock, which a new recurring or scheduled use takes too: the check and the
    // delete cannot be split by a use being added (the use's read, on this transaction).
    await underAdvisoryLocks(this.em, [walletItemLockKey(item.fundingAccountToken)], async (tx) => {
      const policies = (await this.usage.usesOf(userId, [item.fundingAccountToken], undefined, tx)).get(item.fundingAccountToken) ?? [];
      if (!canDeleteWalletItem({ inUse: policies.length > 0, inUseByPolicies: policies })) {
        throw new PaymentsException(PaymentsExceptionCode.WalletItemInUse, [WALLET_MESSAGES.inUse]);
      }
      await tx.nativeDelete(WalletItem, { id: item.id });
    });
    return this.load(userId, walletId);
  }

  // ---- Pay Now ------------------------------------------------------------------------------------

  /**
   * The wallet items among the tokens a payment sends, whoever owns them (token -> item). The
   * payment service refuses any it may not charge (see `chargeable`).
   */
  async itemsByToken(tokens: string[]): Promise<Map<string, WalletItem>> {
    if (!tokens.length) return new Map();
    const items = await this.em.find(WalletItem, { fundingAccountToken: { $in: tokens } }, { populate: ['wallet'] });
    return new Map(items.map((i) => [i.fundingAccountToken, i]));
  }

  // ---- Helpers ------------------------------------------------------------------------------------

  private async enabled() {
    const settings = await this.settings.effective();
    if (!settings.walletEnabled) throw new PaymentsException(PaymentsExceptionCode.WalletDisabled, [WALLET_MESSAGES.walletDisabled]);
    return settings;
  }

  private invalid(): PaymentsException {
    return new PaymentsException(PaymentsExceptionCode.WalletItemInvalid, [PAYMENT_MESSAGES.paymentInformationInvalid]);
  }

  /** A card from the provider's frame: its session still open, its token known to the provider as a card, an expiry not past. */
  private async cardFunding(body: AddWalletItemRequestDto, now: Date): Promise<FundingAccount> {
    const fieldErrors: Record<string, string> = {};
    if (!body.fiserv) fieldErrors.fiserv = 'Enter the card in the card form.';
    if (body.cardExpireMonth === undefined) fieldErrors.cardExpireMonth = WALLET_MESSAGES.expiryMonthRequired;
    if (body.cardExpireYear === undefined) fieldErrors.cardExpireYear = WALLET_MESSAGES.expiryYearRequired;
    for (const f of ['accountType', 'routingNumber', 'accountNumber', 'accountNumberConfirmation', 'firstName', 'lastName'] as const) {
      if (body[f] !== undefined) fieldErrors[f] = WALLET_MESSAGES.notForCard;
    }
    if (body.cardExpireMonth !== undefined && body.cardExpireYear !== undefined && cardExpired(body.cardExpireMonth, body.cardExpireYear, now)) {
      fieldErrors.cardExpireYear = WALLET_MESSAGES.expired;
    }
    if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
    const session = body.fiserv!.sessionToken ? await this.provider.verifySession(body.fiserv!.sessionToken, now) : undefined;
    if (!session) throw new PaymentsException(PaymentsExceptionCode.WalletItemInvalid, [PAYMENT_MESSAGES.timeExpired]);
    const funding = await this.provider.describe(body.fiserv!.fundingAccountToken);
    if (!funding || funding.fundingCategory === 'Check') throw this.invalid();
    return funding;
  }

  /** A bank account typed into the portal: checked, then tokenised by the provider (only the last four are kept). */
  private async bankFunding(body: AddWalletItemRequestDto): Promise<FundingAccount> {
    const fieldErrors: Record<string, string> = {};
    if (body.fiserv) fieldErrors.fiserv = WALLET_MESSAGES.notForBank;
    for (const f of ['cardExpireMonth', 'cardExpireYear'] as const) if (body[f] !== undefined) fieldErrors[f] = WALLET_MESSAGES.notForBank;
    Object.assign(fieldErrors, bankAccountFieldErrors(body));
    if (!body.firstName?.trim()) fieldErrors.firstName = WALLET_MESSAGES.firstNameRequired;
    if (!body.lastName?.trim()) fieldErrors.lastName = WALLET_MESSAGES.lastNameRequired;
    if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
    const funding = await this.bankAccounts.tokenise(body, 'wallet');
    if (!funding) throw this.invalid();
    return funding;
  }

  private async ownWallet(userId: string, walletId: string): Promise<Wallet> {
    const wallet = await this.em.findOne(Wallet, { id: walletId.toLowerCase(), user: userId });
    if (!wallet) throw new PaymentsException(PaymentsExceptionCode.WalletNotFound, [WALLET_MESSAGES.walletNotFound]);
    return wallet;
  }

  private async ownItem(userId: string, walletId: string, itemId: string): Promise<WalletItem> {
    const wallet = await this.ownWallet(userId, walletId);
    const item = await this.em.findOne(WalletItem, { id: itemId.toLowerCase(), wallet });
    if (!item) throw new PaymentsException(PaymentsExceptionCode.WalletItemNotFound, [WALLET_MESSAGES.itemNotFound]);
    return item;
  }

  private async load(userId: string, walletId: string): Promise<WalletDto> {
    // refresh: the reply after a change reads what was committed (a delete bypasses the unit of work).
    const wallet = await this.em.findOneOrFail(Wallet, { id: walletId, user: userId }, { populate: ['items'], refresh: true });
    return this.reply(userId, wallet);
  }

  private async reply(userId: string, wallet: Wallet, policyNumbers?: string[]): Promise<WalletDto> {
    const items = [...wallet.items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const uses = await this.usage.usesOf(
      userId,
      items.map((i) => i.fundingAccountToken),
      policyNumbers,
    );
    return {
      walletId: wallet.id,
      consumerName: wallet.consumerName,
      consumerEmail: wallet.consumerEmail,
      consumerPhone: wallet.consumerPhone ?? null,
      walletKeyIdentifier: `w-${wallet.id.slice(0, 8)}`,
      items: items.map((i): WalletItemDto => {
        const inUseByPolicies = uses.get(i.fundingAccountToken) ?? [];
        return {
          walletItemId: i.id,
          fundingAccountToken: i.fundingAccountToken,
          walletItemKeyIdentifier: `wi-${i.id.slice(0, 8)}`,
          nickname: i.nickname,
          ...keptMethodFields(i),
          firstName: i.firstName ?? null,
          lastName: i.lastName ?? null,
          inUse: inUseByPolicies.length > 0,
          inUseByPolicies,
        };
      }),
    };
  }
}
