import {
  cardBrandOf,
  classifyBankAccount,
  classifyCard,
  passesAbaChecksum,
  passesLuhn,
  SandboxBehaviour,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
} from './test-instruments';

describe('sandbox test instruments', () => {
  it('has test cards that all pass the Luhn check and match their brand', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number)).toBe(true);
      expect(cardBrandOf(card.number)).toBe(card.brand);
    }
  });

  it('refuses a number that fails the Luhn check, and a brand it does not take', () => {
    expect(classifyCard('4111111111111112')).toBeUndefined();
    expect(classifyCard('3530111333300000')).toBeUndefined(); // JCB: Luhn-valid, not taken
  });

  it('approves any other valid card as credit', () => {
    expect(classifyCard('4242424242424242')).toEqual({ brand: 'visa', category: 'Credit', behaviour: SandboxBehaviour.Approve });
  });

  it('gives each behaviour at least one test card and one test bank account (except expired for banks)', () => {
    for (const behaviour of Object.values(SandboxBehaviour)) {
      expect(TEST_CARDS.some((c) => c.behaviour === behaviour)).toBe(true);
    }
    expect(classifyBankAccount('000000000021')).toBe(SandboxBehaviour.InsufficientFunds);
    expect(classifyBankAccount('987654321')).toBe(SandboxBehaviour.Approve);
    expect(TEST_BANK_ACCOUNTS.length).toBeGreaterThanOrEqual(3);
  });

  it('checks the ABA routing checksum', () => {
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('011000015')).toBe(true);
    expect(passesAbaChecksum('021000022')).toBe(false);
    expect(passesAbaChecksum('02100002')).toBe(false);
  });
});
