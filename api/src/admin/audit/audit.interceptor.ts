import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import type { AuthenticatedUser } from '../../auth';
import { mapException } from '../../common/envelope/exception.filter';
import { AUDIT_TARGET, type AuditedRequest, type AuditTargetOf } from './audited.decorator';
import { AuditService, type AuditRecord } from './audit.service';

/** Nest's @HttpCode metadata key (not exported from the package root). */
const HTTP_CODE = '__httpCode__';

/**
 * Records every @Audited() handler when it ends: success with its status, a refusal or failure
 * with the status and code the client is answered (the exception filter's mapping). The entry
 * is written after the action's own work (its transaction has committed or rolled back), so a
 * refused action leaves its entry and nothing else. Guards run first: a customer's 403 never
 * reaches here (the log has it). A failure to write the entry is logged and does not change
 * the action's reply.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targetOf = this.reflector.get<AuditTargetOf | undefined>(AUDIT_TARGET, context.getHandler());
    if (!targetOf) return next.handle();
    const request = context.switchToHttp().getRequest<AuditedRequest & { user?: AuthenticatedUser }>();
    const user = request.user;
    if (!user) return next.handle();
    const action = context.getHandler().name;
    const okStatus = (Reflect.getMetadata(HTTP_CODE, context.getHandler()) as number | undefined) ?? 200;
    const base = { actorId: user.userId, actorEmail: user.email, action };
    const safeTarget = () => {
      try {
        return (request.auditTarget ?? targetOf(request))?.slice(0, 120) ?? null;
      } catch {
        return null;
      }
    };
    return next.handle().pipe(
      mergeMap((result) => from(this.write({ ...base, target: safeTarget(), outcome: 'succeeded', status: okStatus, code: null }).then(() => result))),
      catchError((err: unknown) => {
        const mapped = mapException(err);
        const entry: AuditRecord = {
          ...base,
          target: safeTarget(),
          outcome: mapped.status >= 500 ? 'failed' : 'refused',
          status: mapped.status,
          code: mapped.code,
        };
        return from(this.write(entry)).pipe(mergeMap(() => throwError(() => err)));
      }),
    );
  }

  private async write(entry: AuditRecord): Promise<void> {
    try {
      await this.audit.record(entry);
    } catch (err) {
      this.logger.error({ err, action: entry.action }, 'audit entry not written');
    }
  }
}
