import { SetMetadata } from '@nestjs/common';

export const AUDIT_TARGET = 'portal:admin:audit-target';

export interface AuditedRequest {
  body?: unknown;
  params?: Record<string, string>;
  /** Set by a handler that learns its target while it runs (an added record's id): setAuditTarget. */
  auditTarget?: string;
}

/** What a recorded action acted on, from its request. */
export type AuditTargetOf = (request: AuditedRequest) => string | null | undefined;

/** Names the target of the running action when only the handler knows it (it wins over the decorator's). */
export function setAuditTarget(request: AuditedRequest, target: string): void {
  request.auditTarget = target;
}

/**
 * The handler is a staff action: AuditInterceptor records it (who, when, the handler's name,
 * the target, the outcome) when it ends, refused and failed ones too. `target` names what it
 * acted on; only ids and setting names, never a value the staff member typed.
 */
export const Audited = (target: AuditTargetOf = () => null) => SetMetadata(AUDIT_TARGET, target);

/** The `userId` of the request body (the user actions of doc 4 §7). */
export const bodyUserId: AuditTargetOf = (request) => {
  const id = (request.body as { userId?: unknown } | undefined)?.userId;
  return typeof id === 'string' ? id.slice(0, 120) : null;
};
