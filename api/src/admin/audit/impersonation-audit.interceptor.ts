import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import type { AuthenticatedUser } from '../../auth';
import { mapException } from '../../common/envelope/exception.filter';
import { AuditService, type AuditRecord } from './audit.service';

/** Nest's @HttpCode metadata key (not exported from the package root). */
const HTTP_CODE = '__httpCode__';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every change made in a login-as session (an access token with an `act` claim) in the
 * audit trail, attributed to the staff member: actor = the staff member, action
 * `impersonated:<handler>`, target `user:<the customer's id>`, with the outcome the client is
 * answered. Reads are not recorded. Registered globally (APP_INTERCEPTOR): it runs after the
 * guard, so request.user is known; a customer's own session passes straight through.
 */
@Injectable()
export class ImpersonationAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<{ method?: string; user?: AuthenticatedUser }>();
    const user = request.user;
    if (!user?.actingStaffId || READS.has(request.method ?? 'GET')) return next.handle();
    const okStatus = (Reflect.getMetadata(HTTP_CODE, context.getHandler()) as number | undefined) ?? 201;
    const base = {
      actorId: user.actingStaffId,
      actorEmail: (user.actingStaffEmail ?? '').slice(0, 254),
      action: `impersonated:${context.getHandler().name}`.slice(0, 60),
      target: `user:${user.userId}`,
    };
    return next.handle().pipe(
      mergeMap((result) => from(this.write({ ...base, outcome: 'succeeded', status: okStatus, code: null }).then(() => result))),
      catchError((err: unknown) => {
        const mapped = mapException(err);
        const entry: AuditRecord = { ...base, outcome: mapped.status >= 500 ? 'failed' : 'refused', status: mapped.status, code: mapped.code };
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
