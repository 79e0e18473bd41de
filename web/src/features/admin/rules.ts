import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Admin times are shown in US Eastern (doc 4 §6). */
export const ADMIN_TIME_ZONE = 'America/New_York';

/** Member search page size (doc 4 §9). */
export const MEMBER_PAGE_SIZE = 10;

/** Texts of doc 4 §8, word for word. */
export const ADMIN_TEXT = {
  noResults: 'No Results Found',
  noVerifications: 'No pending verifications available',
  systemInfoFailed: 'Add System Info Message Failed',
  chatSaveFailed: 'Chat Save Failed',
  passwordResetSent: 'Password Reset Email has been sent',
  confirmationSent: 'Confirmation email has been sent',
  emailChangeSent: 'Email Address change confirmation email sent',
  emailChangeFailed: (message: string) => `Failed to send Email Address change confirmation email - ${message}`,
  adminCreated: 'Email Sent',
  noActiveUsers: 'No active users',
} as const;

/** The active users export's file name (doc 4 §9). */
export const ACTIVE_USERS_FILE = 'activeUsers.csv';

/** Whether activeUsers.csv holds anyone: a row after the header ('No active users' otherwise). */
export function hasActiveUsers(csv: string): boolean {
  return csv.trim().split(/\r?\n/).length > 1;
}

/** The search button is disabled while the criteria are empty (doc 4 §5). */
export function canSearch(criteria: string): boolean {
  return criteria.trim() !== '';
}

/** Number of pages for a search or audit total. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Add policy to user: the policy number must be longer than 3 characters (doc 4 §5). */
export function checkAdminPolicyNumber(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'Enter the policy number.';
  return trimmed.length > 3 ? null : 'The policy number must be longer than 3 characters.';
}

/**
 * Change email (doc 4 §5): the new email is not empty, contains an @ and a dot, differs from
 * the old one, and its confirmation matches.
 */
export function checkAdminEmailChange(oldEmail: string, newEmail: string, confirmation: string): { newEmail?: string; confirmEmail?: string } {
  const next = newEmail.trim();
  if (next === '') return { newEmail: 'Enter the new email address.' };
  if (!next.includes('@') || !next.includes('.')) return { newEmail: 'Enter a valid email address, such as name@example.com.' };
  if (next.toLowerCase() === oldEmail.trim().toLowerCase()) return { newEmail: 'The new email address must differ from the current one.' };
  if (confirmation.trim() !== next) return { confirmEmail: 'The email addresses do not match.' };
  return {};
}

/** Create admin user: an email address with an @ and a dot. */
export function checkAdminEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter the email address.';
  return value.includes('@') && value.includes('.') ? null : 'Enter a valid email address, such as name@example.com.';
}

/**
 * Declining a staff verification requires a message with no personal information (doc 4 §5).
 * The server also refuses the request's policy number; this catches emails and phone numbers
 * before the call.
 */
export function checkDeclineMessage(message: string): string | null {
  const text = message.trim();
  if (text === '') return 'Enter a message to the requestor.';
  if (/[^\s@]+@[^\s@]+\.[^\s@]+/.test(text)) return 'The message may not contain an email address.';
  if (/(\d[\s().-]*){10}/.test(text)) return 'The message may not contain a phone number.';
  return null;
}

/** An ISO instant shown in US Eastern: 11/26/2026 8:05 AM ET. */
export function formatEastern(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  if (!d.isValid()) return '';
  return `${d.tz(ADMIN_TIME_ZONE).format('MM/DD/YYYY h:mm A')} ET`;
}

/** An ISO instant as the value of a datetime-local input in US Eastern (YYYY-MM-DDTHH:mm). */
export function toEasternInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.tz(ADMIN_TIME_ZONE).format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local value read as US Eastern wall time, as an ISO instant (UTC); null when empty or invalid. */
export function fromEasternInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = dayjs.tz(value, ADMIN_TIME_ZONE);
  return d.isValid() ? d.toISOString() : null;
}

/** System info message form: a message, a start, and an end (if any) after the start. */
export function checkSystemInfoMessage(values: { message: string; start: string; end: string }): Partial<Record<'message' | 'start' | 'end', string>> {
  const errors: Partial<Record<'message' | 'start' | 'end', string>> = {};
  if (values.message.trim() === '') errors.message = 'Enter the message.';
  const start = fromEasternInput(values.start);
  if (!start) errors.start = 'Enter the start date and time.';
  if (values.end !== '') {
    const end = fromEasternInput(values.end);
    if (!end) errors.end = 'Enter the end date and time, or leave it empty.';
    else if (start && end <= start) errors.end = 'The end must be after the start.';
  }
  return errors;
}

/** Chat schedule: with the schedule (mode 3) the day's window starts before it ends. */
export function checkChatSchedule(values: { mode: 1 | 2 | 3; startTime: string; endTime: string }): Partial<Record<'startTime' | 'endTime', string>> {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  const errors: Partial<Record<'startTime' | 'endTime', string>> = {};
  if (!time.test(values.startTime)) errors.startTime = 'Enter the start time.';
  if (!time.test(values.endTime)) errors.endTime = 'Enter the end time.';
  if (!errors.startTime && !errors.endTime && values.mode === 3 && values.endTime <= values.startTime)
    errors.endTime = 'The end time must be after the start time.';
  return errors;
}

/**
 * The Audit tab's typed filters as the call takes them: empty ones left out, the dates read as
 * whole US Eastern days (to is inclusive: the call's `to` is the next day's midnight).
 */
export function auditFiltersFrom(draft: { action: string; actor: string; target: string; outcome: string; from: string; to: string }): {
  action?: string;
  actor?: string;
  target?: string;
  outcome?: 'succeeded' | 'refused' | 'failed';
  from?: string;
  to?: string;
} {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const day = (v: string, addDays: number) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
    const d = dayjs.tz(`${v}T00:00`, ADMIN_TIME_ZONE);
    return d.isValid() ? d.add(addDays, 'day').toISOString() : undefined;
  };
  const outcome = ['succeeded', 'refused', 'failed'].includes(draft.outcome) ? (draft.outcome as 'succeeded' | 'refused' | 'failed') : undefined;
  return { action: text(draft.action), actor: text(draft.actor), target: text(draft.target), outcome, from: day(draft.from, 0), to: day(draft.to, 1) };
}

/** Advertisement sizes (doc 4 §9). */
export const AD_SIZES = [
  { value: 0, label: 'Tiny' },
  { value: 1, label: 'Mini' },
  { value: 2, label: 'Small' },
  { value: 3, label: 'Large' },
] as const;

/** Advertisement save requires a non-empty header and body (doc 4 §5), and an active date. */
export function checkAdvertisement(values: {
  header: string;
  bodyHtml: string;
  activeOn: string;
}): Partial<Record<'header' | 'bodyHtml' | 'activeOn', string>> {
  const errors: Partial<Record<'header' | 'bodyHtml' | 'activeOn', string>> = {};
  if (values.header.trim() === '') errors.header = 'Enter the header.';
  if (values.bodyHtml.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(values.bodyHtml)) errors.bodyHtml = 'Enter the body.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.activeOn)) errors.activeOn = 'Enter the active date.';
  return errors;
}
