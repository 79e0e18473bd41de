import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { WalletItemUsage } from './wallet/wallet-item-usage';

/**
 * Wallet items in use (doc 2 §3 inUse / inUseByPolicies): an active recurring setup or a
 * scheduled payment not yet done (scheduled, or being charged) that charges the item's token.
 * One statement over both tables for all the wallet's tokens.
 */
@Injectable()
export class AutoPaymentsUsage implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly usage: WalletItemUsage,
  ) {}

  onModuleInit(): void {
    this.usage.register(async (userId, tokens, policyNumbers, em) => {
      const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
      const byPolicy = policyNumbers?.length ? ` and policy_number in (${list(policyNumbers.length)})` : '';
      const params = [userId, ...tokens, ...(policyNumbers?.length ? policyNumbers : [])];
      const rows = await (em ?? this.em).execute<Array<{ token: string; policy: string }>>(
        `select funding_account_token as token, policy_number as policy from payment_recurring
             where user_id = ? and funding_account_token in (${list(tokens.length)})${byPolicy} and status = 'active'
           union
           select funding_account_token, policy_number from payment_scheduled
             where user_id = ? and funding_account_token in (${list(tokens.length)})${byPolicy} and status in ('scheduled', 'charging')`,
        [...params, ...params],
      );
      return rows.map((r) => ({ fundingAccountToken: r.token, policyNumber: r.policy }));
    });
  }
}
