import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DevMailboxController } from './dev-mailbox.controller';
import { DevMailboxService } from './dev-mailbox.service';
import { MailDeliveryJobs } from './mail-delivery.job';
import { MailOutbox } from './mail-outbox';
import { MailerService } from './mailer.service';

/**
 * Email for every area (global): MailOutbox writes mail in the caller's transaction and the
 * `mail.deliver` job (MailDeliveryJobs) sends it; the /dev/mailbox page shows the outbox when
 * config.devMailbox is on. The page's routes are not registered at all otherwise, so they
 * answer 404; when they are, only this machine with the start's key may read them (see
 * dev-mailbox.access.ts).
 */
@Module({})
export class MailModule {
  static forRoot(config: Pick<AppConfig, 'devMailbox'>): DynamicModule {
    return {
      module: MailModule,
      global: true,
      controllers: config.devMailbox ? [DevMailboxController] : [],
      providers: [MailerService, MailOutbox, MailDeliveryJobs, DevMailboxService],
      exports: [MailOutbox, MailerService],
    };
  }
}
