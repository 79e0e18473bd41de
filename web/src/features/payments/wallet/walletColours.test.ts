import { WALLET_COLOURS, walletColour, walletItemLabel } from './walletColours';

describe('wallet card colours (doc 2 §9: 13 in a cycle)', () => {
  it('has 13 distinct colours', () => {
    expect(new Set(WALLET_COLOURS).size).toBe(13);
  });
  it('cycles: the 14th card has the first colour again', () => {
    expect(walletColour(0)).toBe(WALLET_COLOURS[0]);
    expect(walletColour(12)).toBe(WALLET_COLOURS[12]);
    expect(walletColour(13)).toBe(WALLET_COLOURS[0]);
    expect(walletColour(27)).toBe(WALLET_COLOURS[1]);
  });
  it('names a card by brand and a bank account by its last four', () => {
    expect(walletItemLabel({ fundingCategory: 'Credit', fundingMethod: 'american-express', lastFourDigits: '0005' })).toBe('American Express ending 0005');
    expect(walletItemLabel({ fundingCategory: 'Check', fundingMethod: null, lastFourDigits: '6789' })).toBe('Bank account ending 6789');
  });
});
