import { type ExecutionContext, Logger } from '@nestjs/common';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { mapException } from '../../common/envelope/exception.filter';
import type { AuditRecord, AuditService } from './audit.service';

/** Nest's @HttpCode metadata key (not exported from the package root). */
const HTTP_CODE = '__httpCode__';

const logger = new Logger('Audit');

/** Who did what to what: an audit entry without its outcome. */
export type AuditSubject = Omit<AuditRecord, 'outcome' | 'status' | 'code'>;

/**
 * The record step of both audit interceptors (@Audited() handlers, login-as changes): lets the
 * handler's reply or error through after writing one entry, `succeeded` with the handler's
 * @HttpCode (`defaultStatus` without one), or `refused` (4xx) / `failed` (5xx) with the status
 * and code the client is answered (the exception filter's mapping). The entry is written after
 * the action's own work has ended (its transaction committed or rolled back); `subject` is read
 * then, so a handler may name its target while it runs. A failure to write the entry is logged
 * and does not change the reply.
 */
export function recordOutcome(
  audit: AuditService,
  context: ExecutionContext,
  defaultStatus: number,
  reply: Observable<unknown>,
  subject: () => AuditSubject,
): Observable<unknown> {
  const okStatus = (Reflect.getMetadata(HTTP_CODE, context.getHandler()) as number | undefined) ?? defaultStatus;
  const write = async (entry: AuditRecord): Promise<void> => {
    try {
      await audit.record(entry);
    } catch (err) {
      logger.error({ err, action: entry.action }, 'audit entry not written');
    }
  };
  return reply.pipe(
    mergeMap((result) => from(write({ ...subject(), outcome: 'succeeded', status: okStatus, code: null }).then(() => result))),
    catchError((err: unknown) => {
      const mapped = mapException(err);
      const entry: AuditRecord = { ...subject(), outcome: mapped.status >= 500 ? 'failed' : 'refused', status: mapped.status, code: mapped.code };
      return from(write(entry)).pipe(mergeMap(() => throwError(() => err)));
    }),
  );
}
