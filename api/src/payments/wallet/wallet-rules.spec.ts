import { canDeleteWalletItem, cardExpired, walletEditErrors, walletNickname, WALLET_MESSAGES } from './wallet-rules';

const today = new Date('2026-11-25T12:00:00Z');
const options = { collectZipCode: true, today };

describe('wallet rules (doc 2 §4 Wallet, §5 Wallet edit)', () => {
  describe('nickname defaults to the last four digits when empty', () => {
    it.each([undefined, null, '', '   '])('%p becomes the last four', (nickname) => {
      expect(walletNickname(nickname, '1111')).toBe('1111');
    });
    it('keeps a nickname the user gave, trimmed', () => {
      expect(walletNickname('  Travel card ', '1111')).toBe('Travel card');
    });
  });

  describe('a card edit needs expiry month and year and, when configured, the zip code', () => {
    it('accepts a complete card edit', () => {
      expect(walletEditErrors('card', { cardExpireMonth: 1, cardExpireYear: 2030, zipCode: '46032' }, options)).toEqual({});
    });
    it('names the missing expiry month, year and zip', () => {
      expect(walletEditErrors('card', { nickname: 'x' }, options)).toEqual({
        cardExpireMonth: WALLET_MESSAGES.expiryMonthRequired,
        cardExpireYear: WALLET_MESSAGES.expiryYearRequired,
        zipCode: WALLET_MESSAGES.zipRequired,
      });
    });
    it('does not ask for the zip when the settings do not collect it', () => {
      expect(walletEditErrors('card', { cardExpireMonth: 1, cardExpireYear: 2030 }, { ...options, collectZipCode: false })).toEqual({});
    });
    it('refuses an expiry before the current month; the current month is still valid', () => {
      expect(walletEditErrors('card', { cardExpireMonth: 10, cardExpireYear: 2026, zipCode: '46032' }, options)).toEqual({
        cardExpireYear: WALLET_MESSAGES.expired,
      });
      expect(walletEditErrors('card', { cardExpireMonth: 11, cardExpireYear: 2026, zipCode: '46032' }, options)).toEqual({});
    });
    it('refuses bank fields on a card', () => {
      expect(walletEditErrors('card', { cardExpireMonth: 1, cardExpireYear: 2030, zipCode: '46032', accountType: 1 }, options)).toEqual({
        accountType: WALLET_MESSAGES.notForCard,
      });
    });
  });

  describe('a bank account edit needs first name, last name and account type', () => {
    it('accepts a complete bank edit', () => {
      expect(walletEditErrors('bank', { firstName: 'Emily', lastName: 'Carter', accountType: 2 }, options)).toEqual({});
    });
    it('names each missing field (blank names count as missing)', () => {
      expect(walletEditErrors('bank', { firstName: ' ', nickname: '' }, options)).toEqual({
        firstName: WALLET_MESSAGES.firstNameRequired,
        lastName: WALLET_MESSAGES.lastNameRequired,
        accountType: WALLET_MESSAGES.accountTypeRequired,
      });
    });
    it('refuses card fields on a bank account', () => {
      expect(walletEditErrors('bank', { firstName: 'E', lastName: 'C', accountType: 1, cardExpireMonth: 1 }, options)).toEqual({
        cardExpireMonth: WALLET_MESSAGES.notForBank,
      });
    });
  });

  it('a card expires after the last day of its month', () => {
    expect(cardExpired(11, 2026, today)).toBe(false);
    expect(cardExpired(10, 2026, today)).toBe(true);
    expect(cardExpired(1, 2025, today)).toBe(true);
    expect(cardExpired(1, 2027, today)).toBe(false);
  });

  it('an item may be deleted only when not in use', () => {
    expect(canDeleteWalletItem({ inUse: false, inUseByPolicies: [] })).toBe(true);
    expect(canDeleteWalletItem({ inUse: true, inUseByPolicies: ['PPA1000101'] })).toBe(false);
  });
});
