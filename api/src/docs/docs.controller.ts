import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
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
  @Header(
    'content-security-policy',
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'",
  )
  getApiReference(@Res({ passthrough: true }) _reply: FastifyReply): Buffer {
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
