import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerLocale } from '../envelope/exception.filter';
import type { Locale } from './locales';

/**
 * The caller's language as the reply's messages use it (issue 17): the token's `locale` claim
 * when signed in, else Accept-Language, else English. For what a call writes in that language
 * besides its messages: a PDF's labels, the mail of someone who has no account yet, the
 * sentences a successful reply carries (`translateMessage(locale, english)`).
 */
export const CallerLocale = createParamDecorator((_data: unknown, ctx: ExecutionContext): Locale =>
  callerLocale(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
