import { OutboxEmail } from './outbox-email.entity';

export * from './mail-templates';
export * from './recipient-locale';
export * from './mail-outbox';
export * from './mail.jobs';
export * from './mailer.service';
export * from './outbox-email.entity';
export { MailModule } from './mail.module';

/** The mail area's table (outbox_email). */
export const MAIL_ENTITIES = [OutboxEmail];
