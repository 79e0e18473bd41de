import type { Cents } from './rules/money';
import type { ConfirmationLine } from './rules/result';
import type { BankFields, CardToken, WalletChoice } from './rules/wizardState';

/** Whom a frame session is for: a policy or account bill and the payer's email, or the signed-in caller's own wallet (`userId`). */
export type CardSessionSubject = { policyNumber?: string; accountNumber?: string; emailAddress: string } | { userId: string };

/**
 * What the wizard needs of the server, apart from how it is called: queries.ts builds one for a
 * signed-in customer (bearer calls) and one for the anonymous one-time payment (no bearer, the
 * *OneTime calls). Component tests give the wizard a fake.
 */
export interface PaymentGateway {
  /** GET /api/payment/auth: a card-entry frame session for a policy or account number and email, or for the signed-in user's wallet. */
  cardSession(subject: CardSessionSubject): Promise<CardSession>;
  /** GET /api/payment/bankname/{routingNumber}. */
  bankName(routingNumber: string): Promise<string>;
  /** GET /api/payment/shouldCalculateFee/{date} (or …OneTime). */
  shouldCalculateFee(): Promise<boolean>;
  /** POST /api/payment/calculateFee (or …OneTime): the card fee in cents. */
  calculateFee(submission: PaymentSubmission): Promise<Cents>;
  /** POST /api/payment (or /payment/onetime) with an Idempotency-Key: one line per policy or account. */
  submit(submission: PaymentSubmission, idempotencyKey: string): Promise<ConfirmationLine[]>;
}

/** A provider session for the card-entry frame (the spec's authToken, sessionToken, issuedOn). */
export interface CardSession {
  authToken: string;
  sessionToken: string;
  issuedOn: string;
}

/** The settings the wizard and the tabs read (GET /api/payment/settings plus the payments toggle). */
export interface PaymentSettingsView {
  canMakePayments: boolean;
  allowSplitPayments: boolean;
  numberOfPoliciesToAllowOnSplitPayments: number;
  numberOfPaymentMethodsToAllowOnSplitPayments: number;
  /** In cents; null for no maximum. */
  maximumVendorCents: Cents | null;
  isWalletEnabled: boolean;
  /** Pay Now may pay with a wallet item (with isWalletEnabled; never in the one-time flow). */
  allowUseOfWalletItems?: boolean;
  isScheduledPaymentEnabled: boolean;
  /** Customer service phone as shown (800-555-0199). */
  phone: string;
  /** The provider's card-entry frame (fiservUrl, fiservApiKey). */
  frame: FrameSettings;
  /** The frame for a recurring payment's card (the *ForRecurring* settings); absent in the one-time flow. */
  recurringFrame?: FrameSettings;
}

/** "Add to wallet": the new item's nickname (signed-in Pay Now only). */
type AddToWallet = { addToWallet?: { nickname: string } };

export type SubmissionSource =
  | ({ kind: 'card'; amountCents: Cents; card: CardToken } & AddToWallet)
  | ({ kind: 'bank'; amountCents: Cents; bank: BankFields } & AddToWallet)
  | { kind: 'wallet'; amountCents: Cents; item: WalletChoice };

export interface PaymentSubmission {
  emailAddress: string;
  policies: { policyNumber: string; accountNumber: string | null; amountCents: Cents; paymentOption: string }[];
  sources: SubmissionSource[];
  bypassAmountCheck?: boolean;
  bypassEmailCheck?: boolean;
}

/** The provider's card-entry frame: where it is, its public key, which fields it asks for. */
export interface FrameSettings {
  url: string;
  apiKey: string;
  collectSecurityCode: boolean;
  collectZipCode: boolean;
}

/** A staff member signed in as the customer may bypass the amount and email checks (doc 2 §1). */
export interface AgentOptions {
  bypassAmountCheck: boolean;
  bypassEmailCheck: boolean;
}
