export * from './provider/payment-provider.port';
export { SANDBOX_PROVIDER_ENTITIES } from './provider/sandbox/entities';
export { SandboxProviderModule } from './provider/sandbox/sandbox-provider.module';
export { SandboxPaymentProvider, SandboxRefusal, SANDBOX_FRAME_PATH, SANDBOX_TOKENS_PATH } from './provider/sandbox/sandbox-payment-provider';
export { TEST_BANK_ACCOUNTS, TEST_CARDS, SandboxBehaviour } from './provider/sandbox/test-instruments';
