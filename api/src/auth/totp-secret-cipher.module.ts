import { Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { resolveTotpKey, TotpSecretCipher } from './totp-secret-cipher';

/** The cipher of the authenticator-app secrets, with its key resolved once per application. */
@Module({
  providers: [
    {
      provide: TotpSecretCipher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): TotpSecretCipher => {
        const { key, source } = resolveTotpKey(config);
        const cipher = new TotpSecretCipher(key);
        new Logger('Auth').log(`Authenticator-app secret key ${cipher.keyId}: ${source}`);
        return cipher;
      },
    },
  ],
  exports: [TotpSecretCipher],
})
export class TotpSecretCipherModule {}
