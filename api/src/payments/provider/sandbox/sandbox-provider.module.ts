import { MikroORM } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { JwtSecretModule, JWT_SIGNING_SECRET } from '../../../auth';
import { PAYMENT_PROVIDER } from '../payment-provider.port';
import { SandboxFrameController } from './sandbox-frame.controller';
import { SandboxPaymentProvider } from './sandbox-payment-provider';

/**
 * The built-in payment provider: binds PAYMENT_PROVIDER to the sandbox and serves its card-entry
 * frame under /sandbox-provider. Its session keys are derived from the portal's signing secret,
 * so every instance sharing JWT_SECRET (or the data folder) accepts the others' sessions.
 */
@Module({
  imports: [JwtSecretModule],
  controllers: [SandboxFrameController],
  providers: [
    {
      provide: SandboxPaymentProvider,
      inject: [MikroORM, JWT_SIGNING_SECRET],
      useFactory: (orm: MikroORM, secret: string) => new SandboxPaymentProvider(orm, secret),
    },
    { provide: PAYMENT_PROVIDER, useExisting: SandboxPaymentProvider },
  ],
  exports: [PAYMENT_PROVIDER, SandboxPaymentProvider],
})
export class SandboxProviderModule {}
