import { Logger } from '@nestjs/common';
import { BankAccounts } from './bank-accounts';
import type { BankAccountInput, FundingAccount, PaymentProvider } from './provider/payment-provider.port';
import type { RoutingDirectory } from './routing-directory';

const ACCOUNT: BankAccountInput = { routingNumber: '021000021', accountNumber: '987654321012', accountType: 2, firstName: 'Emily', lastName: 'Carter' };
const FUNDING: FundingAccount = { fundingAccountToken: 'tok-1', fundingCategory: 'Check', lastFour: '1012' } as FundingAccount;

function bankAccounts(tokenize: (a: BankAccountInput) => Promise<FundingAccount>, names: Record<string, string> = {}) {
  const provider = { tokenizeBankAccount: jest.fn(tokenize) } as unknown as PaymentProvider;
  const routing = { bankName: async (n: string) => names[n] } as unknown as RoutingDirectory;
  return { accounts: new BankAccounts(provider, routing), provider };
}

describe('BankAccounts: the one place a typed bank account reaches the provider', () => {
  afterEach(() => jest.restoreAllMocks());

  it("hands the account to the provider, the holder's names trimmed, and returns its funding token", async () => {
    const { accounts, provider } = bankAccounts(async () => FUNDING);
    await expect(
      accounts.tokenise({ ...ACCOUNT, accountNumberConfirmation: ACCOUNT.accountNumber, firstName: ' Emily ', lastName: 'Carter ' }, 'payment'),
    ).resolves.toEqual(FUNDING);
    expect(provider.tokenizeBankAccount).toHaveBeenCalledWith(ACCOUNT);
  });

  it('sends blank names when none are given (a payment source may leave them out)', async () => {
    const { accounts, provider } = bankAccounts(async () => FUNDING);
    await accounts.tokenise({ routingNumber: ACCOUNT.routingNumber, accountNumber: ACCOUNT.accountNumber, accountType: 1 }, 'payment');
    expect(provider.tokenizeBankAccount).toHaveBeenCalledWith({ ...ACCOUNT, accountType: 1, firstName: '', lastName: '' });
  });

  it('refuses an account that was not checked first (no routing number, or a type other than checking or savings), before the provider sees it', async () => {
    const { accounts, provider } = bankAccounts(async () => FUNDING);
    await expect(accounts.tokenise({ ...ACCOUNT, accountType: 3 }, 'wallet')).rejects.toThrow('not checked');
    await expect(accounts.tokenise({ ...ACCOUNT, routingNumber: '' }, 'wallet')).rejects.toThrow('not checked');
    expect(provider.tokenizeBankAccount).not.toHaveBeenCalled();
  });

  it("answers null when the provider refuses the account, and logs the area's event without the account number", async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { accounts } = bankAccounts(async () => {
      throw new Error('INVALID_ACCOUNT');
    });
    await expect(accounts.tokenise(ACCOUNT, 'recurring')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatchObject({ event: 'recurring_bank_account_refused' });
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain(ACCOUNT.accountNumber);
  });

  it('names the bank from the routing directory, null when it is not listed', async () => {
    const { accounts } = bankAccounts(async () => FUNDING, { '021000021': 'JPMorgan Chase Bank' });
    await expect(accounts.bankName('021000021')).resolves.toBe('JPMorgan Chase Bank');
    await expect(accounts.bankName('121000248')).resolves.toBeNull();
  });
});
