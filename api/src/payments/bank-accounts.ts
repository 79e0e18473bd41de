import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TypedBankAccount } from './payment-rules';
import { PAYMENT_PROVIDER, type FundingAccount, type PaymentProvider } from './provider/payment-provider.port';
import { RoutingDirectory } from './routing-directory';

/** A typed bank account with its holder's names (what a payment source, a recurring source and a wallet item carry). */
export type TypedBankAccountOf = TypedBankAccount & { firstName?: string | null; lastName?: string | null };

/** Which call tokenised the account: names the log event (`${area}_bank_account_refused`). */
export type BankAccountArea = 'payment' | 'recurring' | 'wallet';

const logger = new Logger('BankAccounts');

/**
 * Turns a checked bank account into the provider's funding-account token (only the last four
 * digits come back; the full number is never stored or logged) and names its bank. The one
 * place that hands a typed account number to the provider, for Pay Now, recurring setups and
 * the wallet.
 */
@Injectable()
export class BankAccounts {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly routing: RoutingDirectory,
  ) {}

  /**
   * The account's funding token, or null when the provider refuses the account (its own checks):
   * the caller answers with its form's 'Payment Information is not valid'. The refusal is logged
   * with the provider's error, never the account number. The account's fields must have passed
   * bankAccountFieldErrors; the holder's names go trimmed (blank when not given).
   */
  async tokenise(account: TypedBankAccountOf, area: BankAccountArea): Promise<FundingAccount | null> {
    const { routingNumber, accountNumber, accountType } = account;
    if (!routingNumber || !accountNumber || (accountType !== 1 && accountType !== 2)) {
      throw new Error('BankAccounts.tokenise: the account was not checked (bankAccountFieldErrors)');
    }
    try {
      return await this.provider.tokenizeBankAccount({
        routingNumber,
        accountNumber,
        accountType,
        firstName: account.firstName?.trim() ?? '',
        lastName: account.lastName?.trim() ?? '',
      });
    } catch (err) {
      logger.warn({ event: `${area}_bank_account_refused`, err }, 'the provider refused to tokenise a bank account');
      return null;
    }
  }

  /** The bank's name from the routing directory, null when the directory does not list it. */
  async bankName(routingNumber: string): Promise<string | null> {
    return (await this.routing.bankName(routingNumber)) ?? null;
  }
}
