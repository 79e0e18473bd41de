import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_PROVIDER, type BankAccountInput, type FundingAccount, type PaymentProvider } from './provider/payment-provider.port';
import { RoutingDirectory } from './routing-directory';

/** Which call tokenised the account: names the log event (`${area}_bank_account_refused`). */
export type BankAccountArea = 'payment' | 'recurring' | 'wallet';

/**
 * Turns a checked bank account into the provider's funding-account token (only the last four
 * digits come back; the full number is never stored or logged) and names its bank. The one
 * place that hands a typed account number to the provider, for Pay Now, recurring setups and
 * the wallet.
 */
@Injectable()
export class BankAccounts {
  private readonly logger = new Logger('BankAccounts');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly routing: RoutingDirectory,
  ) {}

  /**
   * The account's funding token, or null when the provider refuses the account (its own checks):
   * the caller answers with its form's 'Payment Information is not valid'. The refusal is logged
   * with the provider's error, never the account number.
   */
  async tokenise(account: BankAccountInput, area: BankAccountArea): Promise<FundingAccount | null> {
    try {
      return await this.provider.tokenizeBankAccount(account);
    } catch (err) {
      this.logger.warn({ event: `${area}_bank_account_refused`, err }, 'the provider refused to tokenise a bank account');
      return null;
    }
  }

  /** The bank's name from the routing directory, null when the directory does not list it. */
  async bankName(routingNumber: string): Promise<string | null> {
    return (await this.routing.bankName(routingNumber)) ?? null;
  }
}
