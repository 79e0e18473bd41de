import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException, codeForStatus, CommonExceptionCode, DEFAULT_MESSAGES } from '../errors/app-exception';
import { isConcurrencyConflict } from '../errors/concurrency';
import { type Locale, localeOf, localeOfAcceptLanguage } from '../i18n/locales';
import { translateMessage } from '../i18n/translate';
import { pathOf } from '../logging/logging';
import { SpaFallback } from '../web/spa-fallback';
import { ReplyEnvelope } from './reply-envelope';

export interface MappedError {
  status: number;
  errors: string[];
  fieldErrors?: Record<string, string>;
  /** The stable code the reply carries (ErrorCode in the spec). */
  code: string;
  /** A library's own error code, for the log only. */
  internalCode?: string;
}

/** Fastify's own refusals: the message users see. Their code follows the status (codeForStatus). */
export const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: DEFAULT_MESSAGES[415],
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * Turns every error into the reply envelope with an honest status. Stack traces and internal
 * details go to the log only. A GET for a client route of the web app that no API route
 * serves falls back to the app's index.html.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const mapped = mapException(exception);

    if (mapped.status === 404 && this.spa.accepts(request)) {
      // login.html may wait for the system info messages; a failure there still answers.
      this.spa.send(request, reply).catch((err: unknown) => {
        this.logger.error({ err, url: pathOf(request), method: request.method }, 'page not sent');
        if (!reply.sent) void reply.status(500).send();
      });
      return;
    }
    // The path only: codes and keys travel in the query. The error goes through the logger's
    // err serializer, which drops SQL, parameters and row contents.
    const url = pathOf(request);
    if (mapped.status >= 500) {
      this.logger.error({ err: exception, errorCode: mapped.code, url, method: request.method }, 'request failed');
    } else if (mapped.code === CommonExceptionCode.Conflict) {
      // A race no area answered itself: operators need the constraint or lock that fired (the
      // err serializer keeps its class, SQLSTATE and names, never SQL or row contents).
      this.logger.warn({ err: exception, errorCode: mapped.code, url, method: request.method }, 'request conflicted');
    } else {
      this.logger.log({ errorCode: mapped.code, internalCode: mapped.internalCode, status: mapped.status, url, method: request.method }, 'request refused');
    }
    if (reply.sent) return;
    const { errors, fieldErrors } = inLanguage(mapped, callerLocale(request));
    reply
      .status(mapped.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(ReplyEnvelope.error(mapped.code, errors, fieldErrors).toJSON());
  }

  map(exception: unknown): MappedError {
    return mapException(exception);
  }
}

/**
 * The language of the reply's messages (issue 17): the signed-in caller's (the token's `locale`
 * claim, set on request.user by the auth guard), else the Accept-Language header's, else English.
 */
export function callerLocale(request: FastifyRequest): Locale {
  const user = (request as FastifyRequest & { user?: { locale?: string } }).user;
  return user?.locale ? localeOf(user.locale) : localeOfAcceptLanguage(request.headers['accept-language']);
}

/** The messages and field messages in `locale` (English ones stay English for an English caller). */
export function inLanguage(mapped: Pick<MappedError, 'errors' | 'fieldErrors'>, locale: Locale): Pick<MappedError, 'errors' | 'fieldErrors'> {
  return {
    errors: mapped.errors.map((message) => translateMessage(locale, message)),
    fieldErrors:
      mapped.fieldErrors && Object.fromEntries(Object.entries(mapped.fieldErrors).map(([field, message]) => [field, translateMessage(locale, message)])),
  };
}

function isJsonSyntax(e: unknown): boolean {
  return e instanceof SyntaxError;
}

/**
 * The status, messages and code an error is answered with (the filter's reply; the back office's
 * audit trail records the same status and code).
 */
export function mapException(exception: unknown): MappedError {
  if (exception instanceof AppException) {
    return { status: exception.status, errors: exception.userMessages, fieldErrors: exception.fieldErrors, code: exception.code };
  }
  if (exception instanceof ThrottlerException) {
    return { status: 429, errors: [DEFAULT_MESSAGES[429]], code: CommonExceptionCode.RateLimited };
  }
  if (exception instanceof HttpException) {
    // Our code throws AppExceptions; an HttpException comes from the framework (unknown route,
    // body too large, ...) and its text is technical, so users get the status's own message.
    const status = exception.getStatus();
    return { status, errors: [DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[status >= 500 ? 500 : 400]], code: codeForStatus(status) };
  }
  const fastify = exception as { statusCode?: number; code?: string };
  if (fastify && typeof fastify.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    const status = fastify.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || isJsonSyntax(exception) ? 400 : fastify.statusCode;
    const message =
      (fastify.code && FASTIFY_MESSAGES[fastify.code]) ?? (isJsonSyntax(exception) ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : DEFAULT_MESSAGES[status]);
    // Fastify's own code (FST_ERR_...) is an implementation detail: it goes to the log only.
    return { status, errors: [message ?? DEFAULT_MESSAGES[400]], code: codeForStatus(status), internalCode: fastify.code };
  }
  if (isConcurrencyConflict(exception)) {
    // A race no area answered itself (optimistic lock, unique constraint, serialization failure).
    return { status: 409, errors: [DEFAULT_MESSAGES[409]], code: CommonExceptionCode.Conflict };
  }
  return { status: 500, errors: [DEFAULT_MESSAGES[500]], code: CommonExceptionCode.Internal };
}
