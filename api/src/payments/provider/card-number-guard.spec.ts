import { CommonException } from '../../common/errors/app-exception';
import { CARD_NUMBER_REFUSED, cardNumberPaths, looksLikeCardNumber, refuseCardNumbers } from './card-number-guard';

describe('card number guard', () => {
  it('finds card numbers typed any way: digits, spaces, dashes, or a JSON number', () => {
    for (const pan of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '3782 822463 10005', '6011111111111117', 5555555555554444]) {
      expect(looksLikeCardNumber(pan)).toBe(true);
    }
  });

  it('leaves alone what is not a card number: failing Luhn, no card brand, too short, letters', () => {
    for (const value of ['4111111111111112', '9111111111111119', '411111111111', 'PPA1000101', '5100010171', '3175550199', '2T3P1RFV0MC148372', '']) {
      expect(looksLikeCardNumber(value)).toBe(false);
    }
  });

  it('names the path of every card number in a body, at any depth, but never a bank account field', () => {
    const body = {
      policies: [{ policyNumber: 'PPA1000101', amount: 125.5 }],
      sources: [
        { type: 'credit', cardNumber: '4111 1111 1111 1111', nickname: '5555555555554444' },
        { type: 'check', routingNumber: '021000021', accountNumber: '4111111111111111', accountNumberConfirmation: '4111111111111111' },
      ],
    };
    expect(cardNumberPaths(body)).toEqual(['sources.0.cardNumber', 'sources.0.nickname']);
  });

  it('refuses such a body as a validation failure naming the fields, without the number in the message', () => {
    let thrown: unknown;
    try {
      refuseCardNumbers({ note: '4111111111111111' });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(CommonException);
    expect((thrown as CommonException).status).toBe(400);
    expect((thrown as CommonException).code).toBe('VALIDATION_FAILED');
    expect((thrown as CommonException).fieldErrors).toEqual({ note: CARD_NUMBER_REFUSED });
    expect(JSON.stringify((thrown as CommonException).userMessages)).not.toContain('4111');
    expect(() => refuseCardNumbers({ policyNumber: 'PPA1000101' })).not.toThrow();
  });
});
