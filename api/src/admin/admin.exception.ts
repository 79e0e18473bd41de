import { AppException, type RefusalTable } from '../common/errors/app-exception';

/** Why the back office refused an action; the code reaches the client (ErrorCode in the spec) and the audit trail. */
export enum AdminExceptionCode {
  SystemInfoNotFound = 'ADMIN_SYSTEM_INFO_NOT_FOUND',
  SystemInfoRefused = 'ADMIN_SYSTEM_INFO_REFUSED',
  UserNotFound = 'ADMIN_USER_NOT_FOUND',
  UserPolicyNotFound = 'ADMIN_USER_POLICY_NOT_FOUND',
  PolicyUnknown = 'ADMIN_POLICY_UNKNOWN',
  DeleteSelf = 'ADMIN_DELETE_SELF',
  ImpersonateStaff = 'ADMIN_IMPERSONATE_STAFF',
  EmailChanged = 'ADMIN_EMAIL_CHANGED',
  VerificationNotFound = 'ADMIN_VERIFICATION_NOT_FOUND',
  VerificationDecided = 'ADMIN_VERIFICATION_DECIDED',
  DeclineMessageRequired = 'ADMIN_DECLINE_MESSAGE_REQUIRED',
  DeclineMessagePersonal = 'ADMIN_DECLINE_MESSAGE_PERSONAL',
  AdvertisementNotFound = 'ADMIN_ADVERTISEMENT_NOT_FOUND',
  AdvertisementEmpty = 'ADMIN_ADVERTISEMENT_EMPTY',
  ImportFileMissing = 'ADMIN_IMPORT_FILE_MISSING',
  ImportNotCsv = 'ADMIN_IMPORT_NOT_CSV',
  ImportHeader = 'ADMIN_IMPORT_HEADER',
  ImportCsvInvalid = 'ADMIN_IMPORT_CSV_INVALID',
  ImportEmpty = 'ADMIN_IMPORT_EMPTY',
  ImportTooLarge = 'ADMIN_IMPORT_TOO_LARGE',
  ImportTooManyRows = 'ADMIN_IMPORT_TOO_MANY_ROWS',
  ImportNotFound = 'ADMIN_IMPORT_NOT_FOUND',
  BulkSyncRunning = 'ADMIN_BULK_SYNC_RUNNING',
  LogFileNotFound = 'ADMIN_LOG_FILE_NOT_FOUND',
}

export const REFUSALS: RefusalTable<AdminExceptionCode> = {
  [AdminExceptionCode.SystemInfoNotFound]: [404, 'System info message not found.'],
  [AdminExceptionCode.SystemInfoRefused]: [422, 'The system info message was not saved.'],
  [AdminExceptionCode.UserNotFound]: [404, 'User not found.'],
  [AdminExceptionCode.UserPolicyNotFound]: [404, 'The policy is not on this account.'],
  [AdminExceptionCode.PolicyUnknown]: [422, 'No policy has this number.'],
  [AdminExceptionCode.ImpersonateStaff]: [422, 'Staff accounts cannot be logged in as.'],
  [AdminExceptionCode.DeleteSelf]: [422, 'You cannot delete your own account.'],
  [AdminExceptionCode.EmailChanged]: [409, 'The email address of this account has changed. Reload and try again.'],
  [AdminExceptionCode.VerificationNotFound]: [404, 'Verification request not found.'],
  [AdminExceptionCode.VerificationDecided]: [409, 'This request was already accepted or declined. Reload the list.'],
  [AdminExceptionCode.DeclineMessageRequired]: [422, 'Enter a message to the requester.'],
  [AdminExceptionCode.AdvertisementNotFound]: [404, 'Advertisement not found.'],
  [AdminExceptionCode.AdvertisementEmpty]: [422, 'The advertisement body is empty once unsafe content is removed.'],
  [AdminExceptionCode.ImportFileMissing]: [400, 'Choose a CSV file of users to import (send it as multipart/form-data in a part named file).'],
  [AdminExceptionCode.ImportNotCsv]: [415, 'The file is not a CSV file. Save it as CSV (UTF-8, comma separated) and upload it again.'],
  [AdminExceptionCode.ImportHeader]: [422, 'The first line must be the header email,firstName,lastName,policyNumbers (phone is optional).'],
  [AdminExceptionCode.ImportCsvInvalid]: [422, 'The file is not valid CSV.'],
  [AdminExceptionCode.ImportEmpty]: [422, 'The file has no rows after the header.'],
  [AdminExceptionCode.ImportTooLarge]: [413, 'The file is larger than 20,000,000 bytes. Split it into several files.'],
  [AdminExceptionCode.ImportTooManyRows]: [413, 'The file has more than 100,000 rows. Split it into several files.'],
  [AdminExceptionCode.ImportNotFound]: [404, 'Import not found.'],
  [AdminExceptionCode.BulkSyncRunning]: [409, 'A bulk e-delivery sync is already running. Try again when it has finished.'],
  [AdminExceptionCode.LogFileNotFound]: [404, 'Log file not found.'],
  [AdminExceptionCode.DeclineMessagePersonal]: [
    422,
    'The message must not contain personal information such as an email address, a phone number or a policy number.',
  ],
};

export class AdminException extends AppException<AdminExceptionCode> {
  /** `messages` replaces the table's message when the rule says more (which field is missing). */
  constructor(code: AdminExceptionCode, messages?: string[], internalDetail?: string) {
    const [status, message] = REFUSALS[code];
    super(code, status, messages ?? [message], internalDetail);
  }
}
