/*
 * The card/funding provider port (spec doc 2: a Fiserv-style hosted card-entry frame with
 * funding-account tokens). The portal never sees a card number: the provider's frame turns one
 * into a funding-account token, and the portal charges the token. Bank accounts (ACH) may reach
 * the portal API; they are tokenised here too and only the last four digits are kept.
 *
 * A real provider implements this interface (sale = authorize + capture in one step, which is
 * what a hosted-payments integration offers; refund/void undo it; the vault stores tokens). The
 * built-in adapter is the sandbox in ./sandbox, which behaves like the real thing so the whole
 * flow runs on a fresh machine. See ./README.md (the port, how a real provider fits it, the sandbox).
 *
 * A provider is another system: its calls are not part of the portal's database transaction.
 * Call it with no transaction open (record the payment as pending and commit first), so that
 * what the provider did and what the portal wrote can be reconciled by the idempotency key.
 */

/** What a funding-account token stands for (the spec's fundingCategory). */
export type FundingCategory = 'Credit' | 'Debit' | 'Check';

/** Card brands the frame reports (the spec's fundingMethod). */
export type CardBrand = 'visa' | 'mastercard' | 'american-express' | 'discover';

/** A session for the card-entry frame (GET /api/payment/auth). */
export interface ProviderSession {
  /** Sent by the portal to the frame in its postMessage (authorization). */
  authToken: string;
  /** Names the frame session; the funding token it yields is bound to it. */
  sessionToken: string;
  /** When the provider issued it; the wizard's 10-minute "Time Left" counts from here. */
  issuedOn: Date;
  expiresOn: Date;
}

/** Who a session is for: a policy/account number with an email, or a signed-in wallet user. */
export type SessionSubject = { kind: 'policy'; number: string; emailAddress: string } | { kind: 'wallet-user'; userId: string };

/** A tokenised funding account: all the portal ever keeps of a payment method. */
export interface FundingAccount {
  fundingAccountToken: string;
  fundingCategory: FundingCategory;
  /** Card brand, or undefined for a bank account. */
  fundingMethod?: CardBrand;
  /** Last four digits of the card or bank account. */
  lastFour: string;
  /** For bank accounts: 1 Checking, 2 Savings. */
  bankAccountType?: 1 | 2;
  /** For cards: the expiry the frame took (the portal never sees it otherwise), when the provider reports it. */
  cardExpiry?: { month: number; year: number };
}

/** A bank account as typed into the portal's own form (ACH). Never stored or logged whole. */
export interface BankAccountInput {
  routingNumber: string;
  accountNumber: string;
  accountType: 1 | 2;
  firstName: string;
  lastName: string;
}

export interface SaleRequest {
  /** The funding account to charge (a token from the frame, the vault, or tokenizeBankAccount). */
  fundingAccountToken: string;
  /** The frame session the token came from (card tokens are bound to it; absent for vault/ACH). */
  sessionToken?: string;
  /** Integer cents, > 0: the amount plus any convenience fee. */
  amountCents: number;
  /**
   * The provider's own idempotency key: the same key twice charges once and returns the first
   * result (used by the reconciliation of payments left pending by a crash).
   */
  idempotencyKey: string;
  /** Free text shown on the provider's statement (the policy or account number). */
  reference: string;
}

export type SaleResult =
  | { status: 'approved'; providerReference: string; approvedCents: number }
  /** Refused by the provider: nothing was charged. statusDescriptions are shown to the user. */
  | { status: 'declined'; providerReference?: string; statusDescriptions: string[] };

/** What the provider knows about an earlier sale, looked up by the idempotency key. */
export type SaleLookup = SaleResult | { status: 'unknown' };

/** Where the browser finds the provider's card-entry frame (the spec's fiservUrl and fiservApiKey). */
export interface ProviderFrameSettings {
  /** The frame page: a path on the portal's origin (the sandbox) or an absolute https URL (a real provider). */
  frameUrl: string;
  /** The public key the portal's init message to the frame carries (not a secret: browsers see it). */
  apiKey: string;
}

export interface PaymentProvider {
  /** Where the card-entry frame is and the public key its init message carries (for GET /api/payment/settings). */
  frameSettings(): ProviderFrameSettings;
  /** Issues a card-entry frame session (signed, expiring 10 minutes after issuedOn). */
  createSession(subject: SessionSubject): Promise<ProviderSession>;
  /** Verifies a session the client sends back; undefined when unknown, forged or expired. */
  verifySession(sessionToken: string, now?: Date): Promise<ProviderSession | undefined>;
  /**
   * Turns a bank account typed into the portal into a funding account (keeps last four only).
   * Throws when the provider refuses the account (routing checksum, account number length): the
   * portal checks both first, so this is a bug or a tampered request, not a user's mistake.
   */
  tokenizeBankAccount(account: BankAccountInput): Promise<FundingAccount>;
  /** Reads what a token stands for (category, brand, last four); undefined when unknown. */
  describe(fundingAccountToken: string): Promise<FundingAccount | undefined>;
  /** Charges a funding account: authorize and capture in one step. */
  sale(request: SaleRequest): Promise<SaleResult>;
  /** Looks up an earlier sale by its idempotency key (reconciliation after a crash). */
  lookupSale(idempotencyKey: string): Promise<SaleLookup>;
  /** Gives money back for an approved sale (whole or part); void before settlement. */
  refund(providerReference: string, amountCents: number, idempotencyKey: string): Promise<{ status: 'refunded' | 'failed'; providerReference?: string }>;
}

/** Nest injection token for the PaymentProvider in use. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
