import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DevMailboxController } from './dev-mailbox.controller';
import { DevMailboxService } from './dev-mailbox.service';
import { MailerService } from './mailer.service';

/**
 * The mailer for every area (global), and the /dev/mailbox page when config.devMailbox is on.
 * The page's routes are not registered at all otherwise, so they answer 404; when they are,
 * only this machine with the start's key may read them (see dev-mailbox.access.ts).
 */
@Module({})
export class MailModule {
  static forRoot(config: Pick<AppConfig, 'devMailbox'>): DynamicModule {
    return {
      module: MailModule,
      global: true,
      controllers: config.devMailbox ? [DevMailboxController] : [],
      providers: [MailerService, DevMailboxService],
      exports: [MailerService],
    };
  }
}
