import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth';
import { ReplyEnvelope } from '../common/envelope/reply-envelope';
import { CommonExceptionCode } from '../common/errors/app-exception';
import { HealthQueryDto } from './dto/health-query.dto';
import { HealthService, HealthStatus } from './health.service';

@ApiTags('Health')
@Controller('api')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @Public()
  async getHealth(@Query() query: HealthQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReplyEnvelope<HealthStatus>> {
    const status = await this.health.check(query.probe ?? 'ready');
    if (status.status === 'ok') return ReplyEnvelope.ok(status);
    reply.status(503);
    return ReplyEnvelope.failWith(status, this.health.reasons(status), CommonExceptionCode.ServiceUnavailable);
  }
}
