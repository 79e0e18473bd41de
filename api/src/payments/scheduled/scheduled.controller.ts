import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth';
import type { AuthenticatedUser } from '../../auth';
import {
  DeleteScheduledPaymentRequestDto,
  ScheduledFeeRequestDto,
  ScheduledFeeResultDto,
  ScheduledPaymentDto,
  ScheduledPaymentRequestDto,
  ScheduledQueryDto,
} from '../dto/auto-payments.dto';
import { ScheduledService } from './scheduled.service';

/** Scheduled payments (doc 2 §7): the caller's own policies, wallet items and scheduled payments only (another's answer 404). */
@ApiTags('Payments')
@ApiBearerAuth('bearer')
@Controller('api/payment')
export class ScheduledController {
  constructor(private readonly scheduled: ScheduledService) {}

  @Get('scheduled')
  @ApiOkResponse({ type: ScheduledPaymentDto, isArray: true })
  getScheduledPayments(@CurrentUser() user: AuthenticatedUser, @Query() query: ScheduledQueryDto): Promise<ScheduledPaymentDto[]> {
    return this.scheduled.list(user.userId, query.policyNumbers);
  }

  @Post('scheduled')
  @HttpCode(200)
  @ApiOkResponse({ type: ScheduledPaymentDto })
  addScheduledPayment(@CurrentUser() user: AuthenticatedUser, @Body() body: ScheduledPaymentRequestDto): Promise<ScheduledPaymentDto> {
    return this.scheduled.add(user.userId, body);
  }

  @Delete('scheduled')
  @ApiOkResponse({ type: ScheduledPaymentDto, isArray: true })
  deleteScheduledPayment(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteScheduledPaymentRequestDto): Promise<ScheduledPaymentDto[]> {
    return this.scheduled.remove(user.userId, body);
  }

  @Post('calculateFeeScheduled')
  @HttpCode(200)
  @ApiOkResponse({ type: ScheduledFeeResultDto })
  calculateFeeScheduled(@CurrentUser() user: AuthenticatedUser, @Body() body: ScheduledFeeRequestDto): Promise<ScheduledFeeResultDto> {
    return this.scheduled.fee(user.userId, body);
  }
}
