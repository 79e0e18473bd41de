import { INCORRECT_NUMBER, abaChecksumValid, checkBankAccount, maskAccount, shouldLookUpBankName } from './bankAccount';

const valid = { routingNumber: '021000021', accountNumber: '12345678901234567', accountNumberConfirmation: '12345678901234567', accountType: '1' };

describe('bank account rules (doc 2 §5)', () => {
  it('accepts routing numbers that pass the ABA checksum', () => {
    for (const r of ['021000021', '011000015', '122105155', '071000013']) expect(abaChecksumValid(r)).toBe(true);
  });

  it('refuses a routing number with a wrong checksum or not nine digits', () => {
    for (const r of ['021000022', '12345678', '0210000210', '02100002a']) expect(abaChecksumValid(r)).toBe(false);
    expect(checkBankAccount({ ...valid, routingNumber: '021000022' }).routingNumber).toBe(INCORRECT_NUMBER);
  });

  it('looks the bank name up only at nine valid digits', () => {
    expect(shouldLookUpBankName('02100002')).toBe(false);
    expect(shouldLookUpBankName('021000021')).toBe(true);
  });

  it('account number is at most 17 digits', () => {
    expect(checkBankAccount(valid)).toEqual({});
    const long = '123456789012345678';
    expect(checkBankAccount({ ...valid, accountNumber: long, accountNumberConfirmation: long }).accountNumber).toMatch(/17/);
  });

  it('account number must equal its confirmation', () => {
    expect(checkBankAccount({ ...valid, accountNumberConfirmation: '1' }).accountNumberConfirmation).toBe('Account numbers do not match.');
  });

  it('account type is required; names only for a wallet item', () => {
    expect(checkBankAccount({ ...valid, accountType: '' }).accountType).toBe('Choose the account type.');
    expect(checkBankAccount(valid, { forWallet: true })).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String) });
  });

  it('shows only the last four digits', () => {
    expect(maskAccount('12345678')).toBe('••••5678');
  });
});
