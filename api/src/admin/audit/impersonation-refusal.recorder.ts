import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ImpersonationRefusals } from '../../auth';
import { AuditService } from './audit.service';

/**
 * Records in the audit trail every call the guard refuses a login-as session (403
 * AUTH_ADMIN_ONLY on the back office, AUTH_IMPERSONATED on the owner-only calls): actor = the
 * staff member, action `impersonated:<handler>`, target `user:<customer id>`, outcome refused.
 * The ImpersonationAuditInterceptor records the calls that get past the guard.
 */
@Injectable()
export class ImpersonationRefusalRecorder implements OnModuleInit {
  constructor(
    private readonly refusals: ImpersonationRefusals,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.refusals.subscribe(({ user, handler, code }) =>
      this.audit.record({
        actorId: user.actingStaffId!,
        actorEmail: (user.actingStaffEmail ?? '').slice(0, 254),
        action: `impersonated:${handler}`.slice(0, 60),
        target: `user:${user.userId}`,
        outcome: 'refused',
        status: 403,
        code,
      }),
    );
  }
}
