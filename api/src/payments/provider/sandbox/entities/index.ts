import { SandboxFundingAccount } from './sandbox-funding-account.entity';
import { SandboxRefund } from './sandbox-refund.entity';
import { SandboxSale } from './sandbox-sale.entity';

export * from './sandbox-funding-account.entity';
export * from './sandbox-refund.entity';
export * from './sandbox-sale.entity';

/** The sandbox provider's own tables (in a real deployment they live at the provider). */
export const SANDBOX_PROVIDER_ENTITIES = [SandboxFundingAccount, SandboxSale, SandboxRefund];
