import { type CodeOf, refusalCatalogue, refusalException } from '../common/errors/app-exception';

/** Why the back office refused an action; the code reaches the client (ErrorCode in the spec) and the audit trail. */
const CATALOGUE = refusalCatalogue({
  SystemInfoNotFound: ['ADMIN_SYSTEM_INFO_NOT_FOUND', 404, 'System info message not found.'],
  SystemInfoRefused: ['ADMIN_SYSTEM_INFO_REFUSED', 422, 'The system info message was not saved.'],
  UserNotFound: ['ADMIN_USER_NOT_FOUND', 404, 'User not found.'],
  UserPolicyNotFound: ['ADMIN_USER_POLICY_NOT_FOUND', 404, 'The policy is not on this account.'],
  PolicyUnknown: ['ADMIN_POLICY_UNKNOWN', 422, 'No policy has this number.'],
  DeleteSelf: ['ADMIN_DELETE_SELF', 422, 'You cannot delete your own account.'],
  ImpersonateStaff: ['ADMIN_IMPERSONATE_STAFF', 422, 'Staff accounts cannot be logged in as.'],
  EmailChanged: ['ADMIN_EMAIL_CHANGED', 409, 'The email address of this account has changed. Reload and try again.'],
  VerificationNotFound: ['ADMIN_VERIFICATION_NOT_FOUND', 404, 'Verification request not found.'],
  VerificationDecided: ['ADMIN_VERIFICATION_DECIDED', 409, 'This request was already accepted or declined. Reload the list.'],
  DeclineMessageRequired: ['ADMIN_DECLINE_MESSAGE_REQUIRED', 422, 'Enter a message to the requester.'],
  DeclineMessagePersonal: [
    'ADMIN_DECLINE_MESSAGE_PERSONAL',
    422,
    'The message must not contain personal information such as an email address, a phone number or a policy number.',
  ],
  AdvertisementNotFound: ['ADMIN_ADVERTISEMENT_NOT_FOUND', 404, 'Advertisement not found.'],
  AdvertisementEmpty: ['ADMIN_ADVERTISEMENT_EMPTY', 422, 'The advertisement body is empty once unsafe content is removed.'],
  ImportFileMissing: ['ADMIN_IMPORT_FILE_MISSING', 400, 'Choose a CSV file of users to import (send it as multipart/form-data in a part named file).'],
  ImportNotCsv: ['ADMIN_IMPORT_NOT_CSV', 415, 'The file is not a CSV file. Save it as CSV (UTF-8, comma separated) and upload it again.'],
  ImportHeader: ['ADMIN_IMPORT_HEADER', 422, 'The first line must be the header email,firstName,lastName,policyNumbers (phone is optional).'],
  ImportCsvInvalid: ['ADMIN_IMPORT_CSV_INVALID', 422, 'The file is not valid CSV.'],
  ImportEmpty: ['ADMIN_IMPORT_EMPTY', 422, 'The file has no rows after the header.'],
  ImportTooLarge: ['ADMIN_IMPORT_TOO_LARGE', 413, 'The file is larger than 20,000,000 bytes. Split it into several files.'],
  ImportTooManyRows: ['ADMIN_IMPORT_TOO_MANY_ROWS', 413, 'The file has more than 100,000 rows. Split it into several files.'],
  ImportNotFound: ['ADMIN_IMPORT_NOT_FOUND', 404, 'Import not found.'],
  BulkSyncRunning: ['ADMIN_BULK_SYNC_RUNNING', 409, 'A bulk e-delivery sync is already running. Try again when it has finished.'],
  LogFileNotFound: ['ADMIN_LOG_FILE_NOT_FOUND', 404, 'Log file not found.'],
});

export const AdminExceptionCode = CATALOGUE.codes;
export type AdminExceptionCode = CodeOf<typeof AdminExceptionCode>;

export const REFUSALS = CATALOGUE.table;

export class AdminException extends refusalException(REFUSALS) {}
