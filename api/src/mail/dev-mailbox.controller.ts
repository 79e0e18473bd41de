import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth';
import { RawReply } from '../common/envelope/raw-reply.decorator';
import { DevMailboxService } from './dev-mailbox.service';

/**
 * /dev/mailbox: the outbox as a web page, so links in confirmation and reset mail can be
 * followed on a machine without SMTP. Registered only when config.devMailbox is on (see
 * MailModule.forRoot); otherwise the paths do not exist. Every route is guarded before it runs:
 * a caller not on this machine, or without the start's key, gets the reply of an unknown path
 * (guardDevMailboxRoute). Not under /api: not in the contract.
 */
@ApiExcludeController()
@Public()
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  @Get()
  @RawReply()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  listMail(): Promise<string> {
    return this.mailbox.listPage();
  }

  @Get(':id')
  @RawReply()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  showMail(@Param('id') id: string): Promise<string> {
    return this.mailbox.mailPage(id);
  }

  /** The HTML body as its own document, under a CSP that lets no script or remote content run. */
  @Get(':id/html')
  @RawReply()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  @Header(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  )
  showMailHtml(@Param('id') id: string): Promise<string> {
    return this.mailbox.mailHtml(id);
  }
}
