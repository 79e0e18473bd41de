import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth';
import type { AuthenticatedUser } from '../../auth';
import { CancelRecurringPaymentRequestDto, RecurringPaymentInfoDto, RecurringPaymentRequestDto, RecurringQueryDto } from '../dto/auto-payments.dto';
import { RecurringService } from './recurring.service';

/** Monthly recurring payments (doc 2 §7): the caller's own policies only (another's answers 404). */
@ApiTags('Payments')
@ApiBearerAuth('bearer')
@Controller('api/payment/recurring')
export class RecurringController {
  constructor(private readonly recurring: RecurringService) {}

  @Get()
  @ApiOkResponse({ type: RecurringPaymentInfoDto })
  getRecurringPayment(@CurrentUser() user: AuthenticatedUser, @Query() query: RecurringQueryDto): Promise<RecurringPaymentInfoDto> {
    return this.recurring.get(user.userId, query);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: RecurringPaymentInfoDto })
  saveRecurringPayment(@CurrentUser() user: AuthenticatedUser, @Body() body: RecurringPaymentRequestDto): Promise<RecurringPaymentInfoDto> {
    return this.recurring.save(user.userId, body);
  }

  @Delete()
  @ApiOkResponse({ type: RecurringPaymentInfoDto })
  cancelRecurringPayment(@CurrentUser() user: AuthenticatedUser, @Body() body: CancelRecurringPaymentRequestDto): Promise<RecurringPaymentInfoDto> {
    return this.recurring.cancel(user.userId, body);
  }
}
