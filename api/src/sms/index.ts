import { OutboxSms } from './outbox-sms.entity';

export * from './outbox-sms.entity';
export * from './sms-outbox';
export * from './sms.jobs';
export * from './sms.port';
export * from './http-sms-sender';
export { SmsModule, smsSenderFor } from './sms.module';

/** The SMS area's table (outbox_sms). */
export const SMS_ENTITIES = [OutboxSms];
