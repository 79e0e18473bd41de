import type {
  OneTimePolicyRequest,
  OneTimePolicyResult,
  PaymentConfirmation,
  PaymentPolicyLine,
  PaymentSettings,
  PaymentSource,
} from '@portal/generated-client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiReplyError, api, unwrap } from '@/api/client';
import { formatPhone } from '@/lib/format';
import type { PaymentGateway, PaymentSettingsView, PaymentSubmission } from './gateway';
import { paymentsText } from './i18n';
import { allocateSplit } from './rules/allocation';
import { toCents, toDollars } from './rules/money';
import type { ConfirmationLine } from './rules/result';

/** GET /api/payment/settings (no bearer): the wizard's limits and which tabs show. */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'settings'],
    queryFn: (): Promise<PaymentSettings> => unwrap(api.payments.getPaymentSettings()),
  });

/** The settings as the wizard reads them: money in cents, the phone formatted. */
export function settingsView(s: PaymentSettings): PaymentSettingsView {
  return {
    canMakePayments: s.canMakePayments,
    allowSplitPayments: s.allowSplitPayments,
    numberOfPoliciesToAllowOnSplitPayments: s.numberOfPoliciesToAllowOnSplitPayments,
    numberOfPaymentMethodsToAllowOnSplitPayments: s.numberOfPaymentMethodsToAllowOnSplitPayments,
    maximumVendorCents: s.maximumVendorPaymentAmount > 0 ? toCents(s.maximumVendorPaymentAmount) : null,
    isWalletEnabled: s.isWalletEnabled,
    allowUseOfWalletItems: s.allowUseOfWalletItems,
    isScheduledPaymentEnabled: s.isScheduledPaymentEnabled,
    phone: formatPhone(s.customerServicePhone),
    frame: {
      url: s.fiservUrl,
      apiKey: s.fiservApiKey,
      collectSecurityCode: s.collectSecurityCodeForCreditCardPayments,
      collectZipCode: s.collectZipCodeForCreditCardPayments,
    },
    recurringFrame: {
      url: s.fiservUrl,
      apiKey: s.fiservApiKey,
      collectSecurityCode: s.collectSecurityCodeForRecurringCreditCardPayments,
      collectZipCode: s.collectZipCodeForRecurringCreditCardPayments,
    },
  };
}

/** The request body of a payment (and of its fee): dollars out of cents, split amounts per method and policy. */
export function toPaymentRequest(sub: PaymentSubmission): { policies: PaymentPolicyLine[]; sources: PaymentSource[] } {
  const policies = sub.policies.map((p) => ({
    policyNumber: p.policyNumber,
    amount: toDollars(p.amountCents),
    paymentOption: p.paymentOption as PaymentPolicyLine['paymentOption'],
  }));
  const split =
    sub.sources.length > 1
      ? allocateSplit(
          sub.policies,
          sub.sources.map((s) => s.amountCents),
        )
      : null;
  const sources = sub.sources.map((s, i): PaymentSource => {
    const base: PaymentSource = {
      type: s.kind === 'card' || (s.kind === 'wallet' && s.item.fundingCategory !== 'Check') ? 'credit' : 'check',
      ...(sub.emailAddress ? { emailAddress: sub.emailAddress } : {}),
      ...(split ? { amounts: split[i].map((a) => ({ policyNumber: a.policyNumber, amount: toDollars(a.amountCents) })) } : {}),
    };
    // A wallet item: its saved token alone (no frame session); the API checks it is the caller's.
    if (s.kind === 'wallet') return { ...base, fiserv: { fundingAccountToken: s.item.fundingAccountToken } };
    const save = s.addToWallet ? { addToWallet: true, walletNickname: s.addToWallet.nickname.trim() } : {};
    if (s.kind === 'card') {
      return {
        ...base,
        ...save,
        fiserv: {
          fundingAccountToken: s.card.fundingAccountToken,
          sessionToken: s.card.sessionToken,
          fundingAccountLastFourDigits: s.card.lastFour,
          ...(s.card.fundingCategory === 'Credit' || s.card.fundingCategory === 'Debit' ? { fundingCategory: s.card.fundingCategory } : {}),
          ...(isBrand(s.card.fundingMethod) ? { fundingMethod: s.card.fundingMethod } : {}),
        },
      };
    }
    return {
      ...base,
      ...save,
      accountType: Number(s.bank.accountType),
      routingNumber: s.bank.routingNumber,
      accountNumber: s.bank.accountNumber,
      accountNumberConfirmation: s.bank.accountNumberConfirmation,
      ...(s.bank.firstName ? { firstName: s.bank.firstName } : {}),
      ...(s.bank.lastName ? { lastName: s.bank.lastName } : {}),
    };
  });
  return { policies, sources };
}

const BRANDS = ['visa', 'mastercard', 'american-express', 'discover'] as const;
function isBrand(v: string | undefined): v is (typeof BRANDS)[number] {
  return (BRANDS as readonly (string | undefined)[]).includes(v);
}

/** A result line per method and policy, as the result step shows it. */
export function toConfirmationLine(c: PaymentConfirmation): ConfirmationLine {
  return {
    policyNumber: c.policyNumber,
    accountNumber: c.number !== c.policyNumber ? c.number : null,
    confirmationNumber: c.confirmationNumber,
    success: c.status !== 'Declined',
    pending: c.status === 'Pending',
    error: c.error,
    statusDescriptions: c.statusDescriptions,
  };
}

const today = () => dayjs().format('YYYY-MM-DD');

/** The signed-in customer's gateway: bearer calls, POST /api/payment. */
export const customerGateway: PaymentGateway = {
  cardSession: (subject) => unwrap(api.payments.getPaymentAuth(subject)),
  bankName: async (routingNumber) => (await unwrap(api.payments.getBankName({ routingNumber }))).bankName,
  shouldCalculateFee: async () => (await unwrap(api.payments.shouldCalculateFee({ date: today() }))).shouldCalculateFee,
  calculateFee: async (sub) => toCents((await unwrap(api.payments.calculateFee({ requestBody: paymentRequest(sub) }))).totalFeeAmount),
  submit: async (sub, idempotencyKey) =>
    (await unwrap(api.payments.makePayment({ idempotencyKey, requestBody: paymentRequest(sub) }))).confirmations.map(toConfirmationLine),
};

function paymentRequest(sub: PaymentSubmission) {
  return {
    ...toPaymentRequest(sub),
    ...(sub.bypassAmountCheck ? { bypassAmountCheck: true } : {}),
    ...(sub.bypassEmailCheck ? { bypassEmailCheck: true } : {}),
  };
}

/** The anonymous visitor's gateway: no bearer, the *OneTime calls with the token POST /api/policy/onetime gave. */
export function oneTimeGateway(oneTimeToken: string): PaymentGateway {
  return {
    cardSession: (subject) => unwrap(api.payments.getPaymentAuth(subject)),
    bankName: async (routingNumber) => (await unwrap(api.payments.getBankName({ routingNumber }))).bankName,
    shouldCalculateFee: async () => (await unwrap(api.payments.shouldCalculateFeeOneTime())).shouldCalculateFee,
    calculateFee: async (sub) =>
      toCents((await unwrap(api.payments.calculateFeeOneTime({ requestBody: { oneTimeToken, ...toPaymentRequest(sub) } }))).totalFeeAmount),
    submit: async (sub, idempotencyKey) =>
      (await unwrap(api.payments.makeOneTimePayment({ idempotencyKey, requestBody: { oneTimeToken, ...toPaymentRequest(sub) } }))).confirmations.map(
        toConfirmationLine,
      ),
  };
}

/** After a payment the balances and due flags change at once: the policies and the home page reload. */
export const REFRESH_AFTER_PAYMENT: readonly (readonly unknown[])[] = [['policies'], ['profile']];

/** How a one-time payer proves the policy (doc 1 §7's one-time verification calls). */
export type OneTimeProof =
  | { kind: 'policy'; policyNumber: string; policyHolder: string; zip: string }
  | { kind: 'payment'; policyNumber: string; paymentNumber: string }
  | { kind: 'account'; accountNumber: string; policyHolder: string; zip: string };

/**
 * Verify (POST /api/account/verifyonetime, verifypaymentnumber or verifyaccountnumber), then find
 * the policies (POST /api/policy/onetime): both without a bearer token.
 */
export function useVerifyOneTimePayer() {
  return useMutation({
    mutationKey: ['payments', 'onetime-verify'],
    mutationFn: async (proof: OneTimeProof): Promise<OneTimePolicyResult> => {
      const verified =
        proof.kind === 'policy'
          ? await unwrap(
              api.verification.verifyOneTime({ requestBody: { policyNumber: proof.policyNumber, policyHolder: proof.policyHolder, zip: proof.zip } }),
            )
          : proof.kind === 'payment'
            ? await unwrap(api.verification.verifyPaymentNumber({ requestBody: { policyNumber: proof.policyNumber, paymentNumber: proof.paymentNumber } }))
            : await unwrap(
                api.verification.verifyAccountNumber({ requestBody: { accountNumber: proof.accountNumber, policyHolder: proof.policyHolder, zip: proof.zip } }),
              );
      // Doc 1's message when the details do not match, in the page's language.
      if (!verified.isValid) throw new ApiReplyError([paymentsText()('oneTime.notFound')], {}, 422, 'PAYMENT_ONE_TIME_NOT_VERIFIED');
      const requestBody: OneTimePolicyRequest =
        proof.kind === 'policy'
          ? { policies: [proof.policyNumber], policyHolder: proof.policyHolder, zip: proof.zip }
          : proof.kind === 'payment'
            ? { policies: [proof.policyNumber], paymentNumber: proof.paymentNumber }
            : { accountNumber: proof.accountNumber, policyHolder: proof.policyHolder, zip: proof.zip };
      return unwrap(api.verification.findOneTimePolicy({ requestBody }));
    },
  });
}
