import { AppException, type RefusalTable } from '../common/errors/app-exception';

/** Why the back office refused an action; the code reaches the client (ErrorCode in the spec) and the audit trail. */
export enum AdminExceptionCode {
  SystemInfoNotFound = 'ADMIN_SYSTEM_INFO_NOT_FOUND',
  SystemInfoRefused = 'ADMIN_SYSTEM_INFO_REFUSED',
}

const REFUSALS: RefusalTable<AdminExceptionCode> = {
  [AdminExceptionCode.SystemInfoNotFound]: [404, 'System info message not found.'],
  [AdminExceptionCode.SystemInfoRefused]: [422, 'The system info message was not saved.'],
};

export class AdminException extends AppException<AdminExceptionCode> {
  /** `messages` replaces the table's message when the rule says more (which field is missing). */
  constructor(code: AdminExceptionCode, messages?: string[], internalDetail?: string) {
    const [status, message] = REFUSALS[code];
    super(code, status, messages ?? [message], internalDetail);
  }
}
