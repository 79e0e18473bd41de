import { statusException } from '../common/errors/app-exception';

/**
 * Why the payments area refused a call: the code reaches the client (the reply's `code`, listed
 * in the spec's ErrorCode) and the log; the messages are the user's (doc 2's, word for word).
 */
export enum PaymentsExceptionCode {
  IdempotencyKeyMissing = 'IDEMPOTENCY_KEY_MISSING',
  IdempotencyKeyInFlight = 'IDEMPOTENCY_KEY_IN_FLIGHT',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  BypassNotAllowed = 'PAYMENT_BYPASS_NOT_ALLOWED',
  BankNotFound = 'PAYMENT_BANK_NOT_FOUND',
  AmountsInvalid = 'PAYMENT_AMOUNTS_INVALID',
  MethodsInvalid = 'PAYMENT_METHODS_INVALID',
  SessionExpired = 'PAYMENT_SESSION_EXPIRED',
  PaymentsUnavailable = 'PAYMENTS_UNAVAILABLE',
  OneTimeNotVerified = 'PAYMENT_ONE_TIME_NOT_VERIFIED',
  WalletNotFound = 'WALLET_NOT_FOUND',
  WalletItemNotFound = 'WALLET_ITEM_NOT_FOUND',
  WalletDisabled = 'WALLET_DISABLED',
  WalletItemInvalid = 'WALLET_ITEM_INVALID',
  WalletItemInUse = 'WALLET_ITEM_IN_USE',
  RecurringPaymentRequired = 'RECURRING_PAYMENT_REQUIRED',
  RecurringNotAllowed = 'RECURRING_NOT_ALLOWED',
  RecurringNotFound = 'RECURRING_PAYMENT_NOT_FOUND',
  ScheduledDisabled = 'SCHEDULED_PAYMENTS_DISABLED',
  ScheduledWalletRequired = 'SCHEDULED_WALLET_REQUIRED',
  ScheduledInvalid = 'SCHEDULED_PAYMENT_INVALID',
  ScheduledDuplicate = 'SCHEDULED_PAYMENT_DUPLICATE',
  ScheduledNotFound = 'SCHEDULED_PAYMENT_NOT_FOUND',
}

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

const STATUS: Record<PaymentsExceptionCode, number> = {
  [PaymentsExceptionCode.IdempotencyKeyMissing]: 400,
  [PaymentsExceptionCode.IdempotencyKeyInFlight]: 409,
  [PaymentsExceptionCode.IdempotencyKeyReused]: 422,
  [PaymentsExceptionCode.BypassNotAllowed]: 403,
  [PaymentsExceptionCode.BankNotFound]: 404,
  [PaymentsExceptionCode.AmountsInvalid]: 422,
  [PaymentsExceptionCode.MethodsInvalid]: 422,
  [PaymentsExceptionCode.SessionExpired]: 422,
  [PaymentsExceptionCode.PaymentsUnavailable]: 422,
  [PaymentsExceptionCode.OneTimeNotVerified]: 422,
  [PaymentsExceptionCode.WalletNotFound]: 404,
  [PaymentsExceptionCode.WalletItemNotFound]: 404,
  [PaymentsExceptionCode.WalletDisabled]: 422,
  [PaymentsExceptionCode.WalletItemInvalid]: 422,
  [PaymentsExceptionCode.WalletItemInUse]: 422,
  [PaymentsExceptionCode.RecurringPaymentRequired]: 422,
  [PaymentsExceptionCode.RecurringNotAllowed]: 422,
  [PaymentsExceptionCode.RecurringNotFound]: 404,
  [PaymentsExceptionCode.ScheduledDisabled]: 422,
  [PaymentsExceptionCode.ScheduledWalletRequired]: 422,
  [PaymentsExceptionCode.ScheduledInvalid]: 422,
  [PaymentsExceptionCode.ScheduledDuplicate]: 409,
  [PaymentsExceptionCode.ScheduledNotFound]: 404,
};

export class PaymentsException extends statusException(STATUS) {}
