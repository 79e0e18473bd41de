import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import { RAW_REPLY } from './raw-reply.decorator';
import { ReplyEnvelope } from './reply-envelope';

/** Wraps every handler's return value in the reply envelope, unless the handler built one itself or is marked @RawReply(). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_REPLY, [context.getHandler(), context.getClass()]);
    if (raw) return next.handle();
    return next.handle().pipe(map((value) => (value instanceof ReplyEnvelope ? value : ReplyEnvelope.ok(value ?? null))));
  }
}
