import {
  amountErrors,
  BANK_ACCOUNT_MESSAGES,
  bankAccountFieldErrors,
  cardFeeCents,
  dollarsToCents,
  formatMoney,
  methodErrors,
  passesAbaChecksum,
  PAYMENT_MESSAGES,
  shouldCalculateFee,
  showStatusDescription,
  sourceIsComplete,
  spreadOverAccount,
  type AmountLine,
  type FeeSettings,
  type Payable,
  type SourceShape,
  type SplitSettings,
} from './payment-rules';

const PHONE = '800-555-0199';
const LIMITS = { maximumCents: 1_000_000, minimumCents: 1000, phone: PHONE, bypass: false };
const payable = (policyNumber: string, outstandingCents: number, payInFullCents: number): Payable => ({
  policyNumber,
  number: policyNumber,
  outstandingCents,
  payInFullCents,
});
const payables = (...list: Payable[]) => new Map(list.map((p) => [p.policyNumber, p]));
const PPA = payable('PPA1000101', 23810, 142860);
const NOTHING_DUE = payable('HOM2000101', 0, 195960);
const line = (policyNumber: string, amountCents: number, paymentOption: AmountLine['paymentOption'] = 'Current Balance'): AmountLine => ({
  policyNumber,
  amountCents,
  paymentOption,
});

describe('money', () => {
  it('formats dollars with a sign, thousands separators and two decimals (doc 2 §9)', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(1000)).toBe('$10.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2550)).toBe('-$25.50');
  });

  it('takes dollars with at most two decimals as integer cents, never a float', () => {
    expect(dollarsToCents(238.1)).toBe(23810);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005)).toBeUndefined();
    expect(dollarsToCents(Number.NaN)).toBeUndefined();
  });
});

describe('ABA routing number checksum (doc 2 §5 Bank account)', () => {
  it('accepts a routing number whose weighted digit sum is a multiple of 10', () => {
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('121000248')).toBe(true);
  });
  it('refuses a changed digit, a wrong length and non-digits', () => {
    expect(passesAbaChecksum('021000022')).toBe(false);
    expect(passesAbaChecksum('02100002')).toBe(false);
    expect(passesAbaChecksum('02100002a')).toBe(false);
  });
});

describe('a typed bank account is checked the same way by Pay Now, recurring and the wallet (doc 2 §5 Bank account)', () => {
  const valid = { routingNumber: '021000021', accountNumber: '123456789', accountNumberConfirmation: '123456789', accountType: 1 };
  it('accepts a checking or savings account whose routing number passes the checksum and whose number is confirmed', () => {
    expect(bankAccountFieldErrors(valid)).toEqual({});
    expect(bankAccountFieldErrors({ ...valid, accountType: 2 })).toEqual({});
  });
  it("names each missing field, under the caller's prefix", () => {
    expect(bankAccountFieldErrors({}, 'source.')).toEqual({
      'source.routingNumber': BANK_ACCOUNT_MESSAGES.routingRequired,
      'source.accountNumber': BANK_ACCOUNT_MESSAGES.accountRequired,
      'source.accountType': BANK_ACCOUNT_MESSAGES.accountTypeRequired,
    });
  });
  it("answers a routing number failing the checksum with the spec's incorrect-number sentence", () => {
    expect(bankAccountFieldErrors({ ...valid, routingNumber: '021000022' })).toEqual({ routingNumber: PAYMENT_MESSAGES.incorrectNumber });
  });
  it('refuses an account number that differs from its confirmation, and an account type other than 1 or 2', () => {
    expect(bankAccountFieldErrors({ ...valid, accountNumberConfirmation: '123456780', accountType: 3 })).toEqual({
      accountNumberConfirmation: BANK_ACCOUNT_MESSAGES.accountMismatch,
      accountType: BANK_ACCOUNT_MESSAGES.accountTypeRequired,
    });
  });
});

describe('policy selection (doc 2 §5)', () => {
  it("'At least one policy must be selected' with no line", () => {
    expect(amountErrors([], payables(PPA), LIMITS)).toEqual([PAYMENT_MESSAGES.atLeastOnePolicy]);
  });

  it("'Total must be greater than $0.00' when every line is 0", () => {
    expect(amountErrors([line('PPA1000101', 0, 'Custom Payment')], payables(PPA), LIMITS)).toEqual(['Total must be greater than $0.00']);
  });

  it('Current Balance must be the balance due; Total Balance the pay-in-full amount', () => {
    expect(amountErrors([line('PPA1000101', 23810)], payables(PPA), LIMITS)).toEqual([]);
    expect(amountErrors([line('PPA1000101', 23800)], payables(PPA), LIMITS)).toEqual(['Invalid amounts']);
    expect(amountErrors([line('PPA1000101', 142860, 'Total Balance')], payables(PPA), LIMITS)).toEqual([]);
    expect(amountErrors([line('PPA1000101', 23810, 'Total Balance')], payables(PPA), LIMITS)).toEqual(['Invalid amounts']);
  });

  it('a custom amount below the balance due names the balance', () => {
    expect(amountErrors([line('PPA1000101', 10000, 'Custom Payment')], payables(PPA), LIMITS)).toEqual([
      'Amount must be greater than or equal to $238.10',
      'Invalid amounts',
    ]);
    expect(amountErrors([line('PPA1000101', 23810, 'Custom Payment')], payables(PPA), LIMITS)).toEqual([]);
  });

  it("with no balance due a custom amount is at least $10.00 ('$ 10.00', the spec's spacing)", () => {
    expect(amountErrors([line('HOM2000101', 999, 'Custom Payment')], payables(NOTHING_DUE), LIMITS)).toEqual([
      'Amount must be greater than or equal to $ 10.00',
      'Invalid amounts',
    ]);
    expect(amountErrors([line('HOM2000101', 1000, 'Custom Payment')], payables(NOTHING_DUE), LIMITS)).toEqual([]);
  });

  it('a balance under $1 counts as no balance: the $10.00 minimum applies', () => {
    const cents = payable('PPA1000102', 50, 50000);
    expect(amountErrors([line('PPA1000102', 60, 'Custom Payment')], payables(cents), LIMITS)).toEqual([
      'Amount must be greater than or equal to $ 10.00',
      'Invalid amounts',
    ]);
  });

  it('an amount above the vendor maximum gives both messages, with the phone', () => {
    const big = payable('PPA1000101', 0, 5_000_000);
    expect(amountErrors([line('PPA1000101', 1_000_001, 'Custom Payment')], payables(big), LIMITS)).toEqual([
      'Must be less than $10,000.00',
      `Payments greater than $10,000.00 cannot be made online.  Please contact customer service at ${PHONE}.`,
      'Invalid amounts',
    ]);
    expect(amountErrors([line('PPA1000101', 1_000_000, 'Custom Payment')], payables(big), LIMITS)).toEqual([]);
  });

  it('never more than the pay-in-full amount, even for an agent', () => {
    expect(amountErrors([line('PPA1000101', 142861, 'Custom Payment')], payables(PPA), LIMITS)).toEqual(['Invalid amounts']);
    expect(amountErrors([line('PPA1000101', 142861, 'Custom Payment')], payables(PPA), { ...LIMITS, bypass: true })).toEqual(['Invalid amounts']);
  });

  it("the agent's amount bypass skips the minimum, balance and maximum checks", () => {
    expect(amountErrors([line('PPA1000101', 500, 'Custom Payment')], payables(PPA), { ...LIMITS, bypass: true })).toEqual([]);
  });

  it('the same policy twice is invalid', () => {
    expect(amountErrors([line('PPA1000101', 23810), line('PPA1000101', 23810)], payables(PPA), LIMITS)).toEqual(['Invalid amounts']);
  });
});

describe('payment methods and split payments (doc 2 §5)', () => {
  const SPLIT: SplitSettings = { allowSplitPayments: true, numberOfPoliciesToAllowOnSplitPayments: 0, numberOfPaymentMethodsToAllowOnSplitPayments: 2 };
  const card = (amounts?: SourceShape['amounts'], email = 'a@b.c'): SourceShape => ({ type: 'credit', amounts, emailAddress: email, hasProviderToken: true });
  const bank = (amounts?: SourceShape['amounts']): SourceShape => ({
    type: 'check',
    amounts,
    emailAddress: 'a@b.c',
    hasProviderToken: false,
    bank: { accountType: 1, routingNumber: '021000021', accountNumber: '000123456789', accountNumberConfirmation: '000123456789' },
  });
  const lines = [line('PPA1000101', 23810)];
  const opts = { requireEmail: true };

  it("'At least one payment method must be entered' with none", () => {
    expect(methodErrors(lines, [], SPLIT, opts).errors).toEqual(['At least one payment method must be entered']);
  });

  it('one method without amounts pays every line', () => {
    const { errors, allocations } = methodErrors(lines, [card()], SPLIT, opts);
    expect(errors).toEqual([]);
    expect([...allocations[0]]).toEqual([['PPA1000101', 23810]]);
  });

  it("methods must add up to the total: 'All payment methods must add up to {total}'", () => {
    const split = [card([{ policyNumber: 'PPA1000101', amountCents: 10000 }]), bank([{ policyNumber: 'PPA1000101', amountCents: 10000 }])];
    expect(methodErrors(lines, split, SPLIT, opts).errors).toEqual(['All payment methods must add up to $238.10']);
    const right = [card([{ policyNumber: 'PPA1000101', amountCents: 10000 }]), bank([{ policyNumber: 'PPA1000101', amountCents: 13810 }])];
    expect(methodErrors(lines, right, SPLIT, opts).errors).toEqual([]);
  });

  it('a method paying a policy not selected does not add up', () => {
    expect(methodErrors(lines, [card([{ policyNumber: 'HOM2000101', amountCents: 23810 }])], SPLIT, opts).errors).toEqual([
      'All payment methods must add up to $238.10',
    ]);
  });

  it("'Email Address is required' unless the agent bypasses it", () => {
    expect(methodErrors(lines, [card(undefined, '')], SPLIT, opts).errors).toEqual(['Email Address is required']);
    expect(methodErrors(lines, [card(undefined, '')], SPLIT, { requireEmail: false }).errors).toEqual([]);
  });

  it("'Wallet Nickname is required' when add-to-wallet is ticked without a nickname", () => {
    expect(methodErrors(lines, [{ ...card(), addToWallet: true, walletNickname: ' ' }], SPLIT, opts).errors).toEqual(['Wallet Nickname is required']);
    expect(methodErrors(lines, [{ ...card(), addToWallet: true, walletNickname: 'Trip card' }], SPLIT, opts).errors).toEqual([]);
    expect(methodErrors(lines, [{ ...card(), addToWallet: false }], SPLIT, opts).errors).toEqual([]);
  });

  it('split only when allowed, within the method and policy limits (0 = no policy limit)', () => {
    const two = [card([{ policyNumber: 'PPA1000101', amountCents: 10000 }]), bank([{ policyNumber: 'PPA1000101', amountCents: 13810 }])];
    expect(methodErrors(lines, two, { ...SPLIT, allowSplitPayments: false }, opts).errors).toEqual([PAYMENT_MESSAGES.splitNotAllowed]);
    expect(methodErrors(lines, two, { ...SPLIT, numberOfPaymentMethodsToAllowOnSplitPayments: 1 }, opts).errors).toEqual([
      PAYMENT_MESSAGES.splitTooManyMethods(1),
    ]);
    const twoPolicies = [line('PPA1000101', 23810), line('HOM2000101', 1000, 'Custom Payment')];
    const sources = [card([{ policyNumber: 'PPA1000101', amountCents: 23810 }]), bank([{ policyNumber: 'HOM2000101', amountCents: 1000 }])];
    expect(methodErrors(twoPolicies, sources, { ...SPLIT, numberOfPoliciesToAllowOnSplitPayments: 1 }, opts).errors).toEqual([
      PAYMENT_MESSAGES.splitTooManyPolicies(1),
    ]);
    expect(methodErrors(twoPolicies, sources, SPLIT, opts).errors).toEqual([]);
  });

  it("'Payment Information is not valid': a card without the frame's token, a bank account whose number differs from its confirmation", () => {
    expect(sourceIsComplete({ type: 'credit', hasProviderToken: false })).toBe(false);
    expect(sourceIsComplete(bank())).toBe(true);
    const mismatch = bank();
    mismatch.bank!.accountNumberConfirmation = '000123456780';
    expect(sourceIsComplete(mismatch)).toBe(false);
    expect(methodErrors(lines, [mismatch], SPLIT, opts).errors).toEqual(['Payment Information is not valid']);
    expect(sourceIsComplete({ ...bank(), bank: { ...bank().bank, accountType: 3 } })).toBe(false);
    expect(sourceIsComplete({ ...card(), bank: bank().bank })).toBe(false);
  });
});

describe('convenience fee (doc 2 §9)', () => {
  const FEE: FeeSettings = { cardFeeEnabled: true, cardFeeBasisPoints: 295, cardFeeFlatCents: 0, cardFeeFrom: '2020-01-01' };

  it('applies to card amounts only, rounded half up to the cent', () => {
    expect(cardFeeCents(23810, 'credit', '2026-11-25', FEE)).toBe(702);
    expect(cardFeeCents(10000, 'credit', '2026-11-25', FEE)).toBe(295);
    expect(cardFeeCents(23810, 'check', '2026-11-25', FEE)).toBe(0);
  });

  it('adds the flat amount per card line', () => {
    expect(cardFeeCents(10000, 'credit', '2026-11-25', { ...FEE, cardFeeFlatCents: 150 })).toBe(445);
  });

  it('shouldCalculateFee: only when configured and in effect on the date', () => {
    expect(shouldCalculateFee('2026-11-25', FEE)).toBe(true);
    expect(shouldCalculateFee('2019-12-31', FEE)).toBe(false);
    expect(shouldCalculateFee('2026-11-25', { ...FEE, cardFeeEnabled: false })).toBe(false);
    expect(shouldCalculateFee('2026-11-25', { ...FEE, cardFeeBasisPoints: 0 })).toBe(false);
    expect(cardFeeCents(10000, 'credit', '2019-12-31', FEE)).toBe(0);
  });
});

describe('account bill payments', () => {
  const terms = [
    { policyId: 1, outstandingCents: 5000, payInFullCents: 100000 },
    { policyId: 2, outstandingCents: 3000, payInFullCents: 20000 },
  ];
  it('pay what each term owes now first, then ahead on the primary first', () => {
    expect([...spreadOverAccount(6000, terms)!]).toEqual([
      [1, 5000],
      [2, 1000],
    ]);
    expect([...spreadOverAccount(10000, terms)!]).toEqual([
      [1, 7000],
      [2, 3000],
    ]);
  });
  it('refuses more than the account owes in all', () => {
    expect(spreadOverAccount(120001, terms)).toBeUndefined();
    expect(spreadOverAccount(120000, terms)).toBeDefined();
  });
});

describe('provider status descriptions', () => {
  it("show colons as ' - '", () => {
    expect(showStatusDescription('DECLINED: The card issuer declined the payment')).toBe('DECLINED - The card issuer declined the payment');
  });
});
