import { type CodeOf, refusalCatalogue, statusException } from '../common/errors/app-exception';

export const PAYMENTS_ERROR_MESSAGES = {
  idempotencyKeyMissing: 'An Idempotency-Key header is required: send a new unique key (such as a UUID) with each payment.',
  idempotencyKeyInFlight: 'This payment is already being processed. Please wait a moment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment. Send a new key for a new payment.',
  addToWalletOneTime: 'A one-time payment cannot add to a wallet: sign in to save a payment method.',
  addToWalletAlreadySaved: 'This payment method is already in your wallet.',
  bypassNotAllowed: 'Only an agent can bypass the payment checks.',
  bankNotFound: 'No bank was found for this routing number. Please check the number and try again.',
  oneTimeExpired: 'Your verification has expired. Please verify your policy again.',
} as const;

/**
 * Why the payments area refused a call: the code reaches the client (the reply's `code`, listed
 * in the spec's ErrorCode) and the log; the messages are the user's (doc 2's, word for word).
 */
const CATALOGUE = refusalCatalogue({
  IdempotencyKeyMissing: ['IDEMPOTENCY_KEY_MISSING', 400],
  IdempotencyKeyInFlight: ['IDEMPOTENCY_KEY_IN_FLIGHT', 409],
  IdempotencyKeyReused: ['IDEMPOTENCY_KEY_REUSED', 422],
  BypassNotAllowed: ['PAYMENT_BYPASS_NOT_ALLOWED', 403],
  BankNotFound: ['PAYMENT_BANK_NOT_FOUND', 404],
  AmountsInvalid: ['PAYMENT_AMOUNTS_INVALID', 422],
  MethodsInvalid: ['PAYMENT_METHODS_INVALID', 422],
  SessionExpired: ['PAYMENT_SESSION_EXPIRED', 422],
  PaymentsUnavailable: ['PAYMENTS_UNAVAILABLE', 422],
  OneTimeNotVerified: ['PAYMENT_ONE_TIME_NOT_VERIFIED', 422],
  WalletNotFound: ['WALLET_NOT_FOUND', 404],
  WalletItemNotFound: ['WALLET_ITEM_NOT_FOUND', 404],
  WalletDisabled: ['WALLET_DISABLED', 422],
  WalletItemInvalid: ['WALLET_ITEM_INVALID', 422],
  WalletItemInUse: ['WALLET_ITEM_IN_USE', 422],
  RecurringPaymentRequired: ['RECURRING_PAYMENT_REQUIRED', 422],
  RecurringNotAllowed: ['RECURRING_NOT_ALLOWED', 422],
  RecurringNotFound: ['RECURRING_PAYMENT_NOT_FOUND', 404],
  ScheduledDisabled: ['SCHEDULED_PAYMENTS_DISABLED', 422],
  ScheduledWalletRequired: ['SCHEDULED_WALLET_REQUIRED', 422],
  ScheduledInvalid: ['SCHEDULED_PAYMENT_INVALID', 422],
  ScheduledDuplicate: ['SCHEDULED_PAYMENT_DUPLICATE', 409],
  ScheduledNotFound: ['SCHEDULED_PAYMENT_NOT_FOUND', 404],
});

export const PaymentsExceptionCode = CATALOGUE.codes;
export type PaymentsExceptionCode = CodeOf<typeof PaymentsExceptionCode>;

const STATUS = CATALOGUE.table;

export class PaymentsException extends statusException(STATUS) {}
