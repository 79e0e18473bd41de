import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { CommonException, CommonExceptionCode } from '../common/errors/app-exception';
import { renderMail, renderMailbox } from './dev-mailbox.page';
import { MailStatus, OutboxEmail } from './outbox-email.entity';
import { OutboxSms, SmsStatus } from '../sms';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Newest mail shown on the page. */
export const MAILBOX_PAGE_SIZE = 100;

@Injectable()
export class DevMailboxService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mail the delivery job has handled (delivered or failed), newest first; queued mail is only counted. */
  async listPage(): Promise<string> {
    const em = this.em;
    const mails = await em.find(OutboxEmail, { status: { $ne: MailStatus.Queued } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAILBOX_PAGE_SIZE });
    const queued = await em.count(OutboxEmail, { status: MailStatus.Queued });
    const texts = await em.find(OutboxSms, { status: { $ne: SmsStatus.Queued } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAILBOX_PAGE_SIZE });
    return renderMailbox(mails, this.config.devMailboxKey, queued, texts);
  }

  async mailPage(id: string): Promise<string> {
    return renderMail(await this.find(id), this.config.devMailboxKey);
  }

  async mailHtml(id: string): Promise<string> {
    const mail = await this.find(id);
    if (!mail.html) throw new CommonException(CommonExceptionCode.NotFound, 404);
    return mail.html;
  }

  private async find(id: string): Promise<OutboxEmail> {
    const mail = UUID.test(id) ? await this.em.findOne(OutboxEmail, { id }) : null;
    if (!mail) throw new CommonException(CommonExceptionCode.NotFound, 404);
    return mail;
  }
}
