import { Body, Controller, DynamicModule, HttpCode, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth';
import { CommonException } from '../common/errors/app-exception';
import type { AppConfig } from '../config/app-config';
import { AutoCharges } from './auto-charges.service';
import { PaymentsModule } from './payments.module';

/**
 * POST /dev/payments/run-due?key=<the mailbox key> with `{ "date": "YYYY-MM-DD" }`: runs the
 * daily scan and every recurring and scheduled charge due as of that date, in this process, and
 * answers what each came to. It is how a browser journey makes a scheduled payment fall due with
 * the clock set by the test. Development only, exactly as /dev/mailbox: registered only when
 * config.devMailbox is on (never with SMTP, never on a non-loopback HOST, off on a shared
 * database unless DEV_MAILBOX=1), and every request must come from this machine with the
 * start's key (DEV_GUARDED_PATHS in mail/dev-mailbox.access.ts); otherwise it answers as an
 * unknown path. Not under /api: not in the contract.
 */
@ApiExcludeController()
@Public()
@Controller('dev/payments')
export class DevPaymentsController {
  constructor(private readonly charges: AutoCharges) {}

  @Post('run-due')
  @HttpCode(200)
  async runDue(@Body() body: { date?: unknown } | undefined) {
    const date = body?.date;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
      throw CommonException.validation({ date: 'date must be a date such as 2026-12-10.' });
    }
    return this.charges.runDue(date);
  }
}

/** The development route's module: its controller only when config.devMailbox is on. */
@Module({})
export class DevPaymentsModule {
  static forRoot(config: Pick<AppConfig, 'devMailbox'>): DynamicModule {
    return { module: DevPaymentsModule, imports: [PaymentsModule], controllers: config.devMailbox ? [DevPaymentsController] : [] };
  }
}
