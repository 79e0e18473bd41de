import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthExceptionCode } from './auth.exception';

/** A call of a login-as session that the guard refused (403). */
export interface ImpersonationRefusal {
  user: AuthenticatedUser;
  /** The handler's name (the operationId). */
  handler: string;
  code: AuthExceptionCode.AdminOnly | AuthExceptionCode.Impersonated;
}

/**
 * Where the guard reports what it refuses a login-as session (issue 15: every impersonated
 * action is in the audit trail, refused ones too). Auth cannot depend on the back office, so
 * the back office subscribes (admin/audit/impersonation-refusal.recorder.ts). A failing
 * listener is logged and never changes the reply.
 */
@Injectable()
export class ImpersonationRefusals {
  private readonly logger = new Logger('Audit');
  private listener: ((refusal: ImpersonationRefusal) => Promise<void>) | undefined;

  subscribe(listener: (refusal: ImpersonationRefusal) => Promise<void>): void {
    this.listener = listener;
  }

  async report(refusal: ImpersonationRefusal): Promise<void> {
    try {
      await this.listener?.(refusal);
    } catch (err) {
      this.logger.error({ err, handler: refusal.handler }, 'impersonation refusal not recorded');
    }
  }
}
