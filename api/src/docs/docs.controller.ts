import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth';
import { RawReply } from '../common/envelope/raw-reply.decorator';
import { DocsService } from './docs.service';

/** The API reference for integrators, rendered from the hand-written spec (never from Nest's generated one). */
@ApiExcludeController()
@Controller('api')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  @Get('docs')
  @Public()
  @RawReply()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  getApiReference(@Res({ passthrough: true }) reply: FastifyReply): Buffer {
    // Its inline scripts are allowed by hash (see DocsService), never by 'unsafe-inline'.
    reply.header('content-security-policy', this.docs.contentSecurityPolicy());
    return this.docs.html();
  }

  @Get('openapi.json')
  @Public()
  @RawReply()
  @Header('content-type', 'application/json; charset=utf-8')
  @Header('cache-control', 'no-cache')
  getOpenApiDocument(): Buffer {
    return this.docs.json();
  }
}
