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
