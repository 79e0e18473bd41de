import { canAddMethod, checkPaymentInfo, maxSplitMethods, splitAllowed } from './splitValidation';

const settings = { allowSplitPayments: true, numberOfPoliciesToAllowOnSplitPayments: 2, numberOfPaymentMethodsToAllowOnSplitPayments: 3 };
const ok = { amountCents: 5000, complete: true };

describe('split payment rules (doc 2 §5)', () => {
  it('split needs allowSplitPayments', () => {
    expect(splitAllowed({ ...settings, allowSplitPayments: false }, 1)).toBe(false);
  });

  it('split needs the policy count within the limit, 0 meaning no limit', () => {
    expect(splitAllowed(settings, 2)).toBe(true);
    expect(splitAllowed(settings, 3)).toBe(false);
    expect(splitAllowed({ ...settings, numberOfPoliciesToAllowOnSplitPayments: 0 }, 40)).toBe(true);
  });

  it('methods are limited by the setting', () => {
    expect(maxSplitMethods(settings)).toBe(3);
    expect(canAddMethod(2, settings)).toBe(true);
    expect(canAddMethod(3, settings)).toBe(false);
  });

  it('needs at least one method', () => {
    expect(checkPaymentInfo([], 5000, { emailAddress: 'a@b.co' }, true)).toEqual(['At least one payment method must be entered']);
  });

  it('methods must add up to the total', () => {
    expect(checkPaymentInfo([ok, { ...ok, amountCents: 4999 }], 10000, { emailAddress: 'a@b.co' }, true)).toEqual([
      'All payment methods must add up to $100.00',
    ]);
    expect(checkPaymentInfo([ok, ok], 10000, { emailAddress: 'a@b.co' }, true)).toEqual([]);
  });

  it('needs an email unless the check is bypassed', () => {
    expect(checkPaymentInfo([ok], 5000, { emailAddress: ' ' }, false)).toEqual(['Email Address is required']);
    expect(checkPaymentInfo([ok], 5000, { emailAddress: '', bypassEmailCheck: true }, false)).toEqual([]);
  });

  it('add-to-wallet needs a nickname', () => {
    expect(checkPaymentInfo([{ ...ok, addToWallet: true, walletNickname: '' }], 5000, { emailAddress: 'a@b.co' }, false)).toEqual([
      'Wallet Nickname is required',
    ]);
  });

  it('an incomplete source makes the payment information not valid', () => {
    expect(checkPaymentInfo([{ ...ok, complete: false }], 5000, { emailAddress: 'a@b.co' }, false)).toEqual(['Payment Information is not valid']);
  });
});
