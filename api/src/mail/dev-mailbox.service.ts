import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommonException, CommonExceptionCode } from '../common/errors/app-exception';
import { renderMail, renderMailbox } from './dev-mailbox.page';
import { OutboxEmail } from './outbox-email.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Newest mail shown on the page. */
export const MAILBOX_PAGE_SIZE = 100;

@Injectable()
export class DevMailboxService {
  constructor(private readonly em: EntityManager) {}

  async listPage(): Promise<string> {
    const mails = await this.em.fork().find(OutboxEmail, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAILBOX_PAGE_SIZE });
    return renderMailbox(mails);
  }

  async mailPage(id: string): Promise<string> {
    return renderMail(await this.find(id));
  }

  async mailHtml(id: string): Promise<string> {
    const mail = await this.find(id);
    if (!mail.html) throw new CommonException(CommonExceptionCode.NotFound, 404);
    return mail.html;
  }

  private async find(id: string): Promise<OutboxEmail> {
    const mail = UUID.test(id) ? await this.em.fork().findOne(OutboxEmail, { id }) : null;
    if (!mail) throw new CommonException(CommonExceptionCode.NotFound, 404);
    return mail;
  }
}
