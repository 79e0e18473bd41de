import { Global, Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { HttpSmsSender } from './http-sms-sender';
import { SmsOutbox } from './sms-outbox';
import { DevSmsSender, SmsSender } from './sms.port';

/** The SMS port's adapter SMS_PROVIDER names: the outbox (development, the default) or a Twilio-compatible HTTP API. */
export function smsSenderFor(config: Pick<AppConfig, 'sms'>): SmsSender {
  if (config.sms.provider === 'outbox') return new DevSmsSender();
  const sender = new HttpSmsSender(config.sms);
  new Logger('Sms').log(sender.describe());
  return sender;
}

/** Texts for every area (global): SmsOutbox writes them in the caller's transaction; the job hands them to the SMS port's adapter. */
@Global()
@Module({
  providers: [SmsOutbox, { provide: SmsSender, useFactory: smsSenderFor, inject: [APP_CONFIG] }],
  exports: [SmsOutbox],
})
export class SmsModule {}
