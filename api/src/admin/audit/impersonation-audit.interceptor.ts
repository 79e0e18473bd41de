import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { AuthenticatedUser } from '../../auth';
import { recordOutcome } from './audit-outcome';
import { AuditService } from './audit.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every change made in a login-as session (an access token with an `act` claim) in the
 * audit trail, attributed to the staff member: actor = the staff member, action
 * `impersonated:<handler>`, target `user:<the customer's id>`, with the outcome the client is
 * answered (recordOutcome). Reads are not recorded. Registered globally (APP_INTERCEPTOR): it runs after the
 * guard, so request.user is known; a customer's own session passes straight through.
 */
@Injectable()
export class ImpersonationAuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<{ method?: string; user?: AuthenticatedUser }>();
    const user = request.user;
    if (!user?.actingStaffId || READS.has(request.method ?? 'GET')) return next.handle();
    const subject = {
      actorId: user.actingStaffId,
      actorEmail: (user.actingStaffEmail ?? '').slice(0, 254),
      action: `impersonated:${context.getHandler().name}`.slice(0, 60),
      target: `user:${user.userId}`,
    };
    return recordOutcome(this.audit, context, 201, next.handle(), () => subject);
  }
}
