import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import type { AuthenticatedUser } from '../../auth';
import { AUDIT_TARGET, type AuditedRequest, type AuditTargetOf } from './audited.decorator';
import { recordOutcome } from './audit-outcome';
import { AuditService } from './audit.service';

/**
 * Records every @Audited() handler when it ends (recordOutcome): success with its status, a
 * refusal or failure with the status and code the client is answered. The entry is written after
 * the action's own work (its transaction has committed or rolled back), so a refused action
 * leaves its entry and nothing else. Guards run first: a customer's 403 never reaches here (the
 * log has it). A failure to write the entry is logged and does not change the action's reply.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
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
    const safeTarget = () => {
      try {
        return (request.auditTarget ?? targetOf(request))?.slice(0, 120) ?? null;
      } catch {
        return null;
      }
    };
    return recordOutcome(this.audit, context, 200, next.handle(), () => ({ actorId: user.userId, actorEmail: user.email, action, target: safeTarget() }));
  }
}
