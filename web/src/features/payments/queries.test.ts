import { toPaymentRequest } from './queries';

const policies = [{ policyNumber: 'PPA1000101', accountNumber: null, amountCents: 18240, paymentOption: 'Current Balance' }];

describe('toPaymentRequest with a wallet item', () => {
  it('sends a saved card as credit with its token alone (no frame session)', () => {
    const body = toPaymentRequest({
      emailAddress: 'demo@example.com',
      policies,
      sources: [
        {
          kind: 'wallet',
          amountCents: 18240,
          item: { fundingAccountToken: 'sbx-fa-visa', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '1111', nickname: 'Everyday Visa' },
        },
      ],
    });
    expect(body.sources).toEqual([{ type: 'credit', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: 'sbx-fa-visa' } }]);
  });

  it('sends a saved bank account as check (the API refuses a wallet item of the other kind)', () => {
    const body = toPaymentRequest({
      emailAddress: 'demo@example.com',
      policies,
      sources: [
        {
          kind: 'wallet',
          amountCents: 18240,
          item: { fundingAccountToken: 'sbx-fa-bank', fundingCategory: 'Check', fundingMethod: null, lastFour: '6789', nickname: '6789' },
        },
      ],
    });
    expect(body.sources).toEqual([{ type: 'check', emailAddress: 'demo@example.com', fiserv: { fundingAccountToken: 'sbx-fa-bank' } }]);
  });
});

describe('toPaymentRequest with add to wallet', () => {
  it('sends addToWallet and the trimmed walletNickname on a card from the frame and on a bank account, and nothing when not ticked', () => {
    const card = { fundingAccountToken: 'tok-1', fundingCategory: 'Credit', fundingMethod: 'visa', lastFour: '1111', sessionToken: 's1' };
    const bank = {
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountNumberConfirmation: '000123456789',
      accountType: '1',
      bankName: 'JPMORGAN CHASE BANK, NA',
      firstName: 'Emily',
      lastName: 'Carter',
    };
    const [saved] = toPaymentRequest({
      emailAddress: 'demo@example.com',
      policies,
      sources: [{ kind: 'card', amountCents: 18240, card, addToWallet: { nickname: ' Trip card ' } }],
    }).sources;
    expect(saved).toMatchObject({ type: 'credit', addToWallet: true, walletNickname: 'Trip card', fiserv: { fundingAccountToken: 'tok-1' } });
    const [savedBank] = toPaymentRequest({
      emailAddress: 'demo@example.com',
      policies,
      sources: [{ kind: 'bank', amountCents: 18240, bank, addToWallet: { nickname: 'House' } }],
    }).sources;
    expect(savedBank).toMatchObject({ type: 'check', addToWallet: true, walletNickname: 'House', firstName: 'Emily', lastName: 'Carter' });
    const [plain] = toPaymentRequest({ emailAddress: 'demo@example.com', policies, sources: [{ kind: 'card', amountCents: 18240, card }] }).sources;
    expect(plain).not.toHaveProperty('addToWallet');
    expect(plain).not.toHaveProperty('walletNickname');
  });
});
