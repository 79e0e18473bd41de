import { BulkEDeliveryRequestConstraints, type FieldConstraint } from '@portal/generated-client';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { adminText } from './i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Admin times are shown in US Eastern (doc 4 §6). */
export const ADMIN_TIME_ZONE = 'America/New_York';

/** Member search page size (doc 4 §9). */
export const MEMBER_PAGE_SIZE = 10;

/** Texts of doc 4 §8, word for word in English (the catalogue's `fixed`), read in the language shown. */
export const ADMIN_TEXT = {
  get noResults() {
    return adminText()('fixed.noResults');
  },
  get noVerifications() {
    return adminText()('fixed.noVerifications');
  },
  get systemInfoFailed() {
    return adminText()('fixed.systemInfoFailed');
  },
  get chatSaveFailed() {
    return adminText()('fixed.chatSaveFailed');
  },
  get passwordResetSent() {
    return adminText()('fixed.passwordResetSent');
  },
  get confirmationSent() {
    return adminText()('fixed.confirmationSent');
  },
  get emailChangeSent() {
    return adminText()('fixed.emailChangeSent');
  },
  emailChangeFailed: (message: string) => adminText()('fixed.emailChangeFailed', { message }),
  get adminCreated() {
    return adminText()('fixed.adminCreated');
  },
  get noActiveUsers() {
    return adminText()('fixed.noActiveUsers');
  },
  bulkFailure: (message: string) => adminText()('fixed.bulkFailure', { message }),
  get noUpdates() {
    return adminText()('fixed.noUpdates');
  },
};

/** The bulk e-delivery sync prompt's default (doc 4 §9: 50 or ALL). */
export const BULK_SYNC_DEFAULT = '50';

/** The integer member's bounds of a field that takes a number or a word (the spec's `oneOf`). */
function integerBounds(kinds: NonNullable<FieldConstraint['oneOf']>): { min: number; max: number } {
  for (const kind of kinds) if (kind.minimum !== undefined && kind.maximum !== undefined) return { min: kind.minimum, max: kind.maximum };
  throw new Error('BulkEDeliveryRequest.updateCount has no number member with bounds in the spec');
}

/** How many users a sync may update: the spec's bounds of BulkEDeliveryRequest.updateCount (1 to 1,000,000). */
export const { min: BULK_SYNC_MIN, max: BULK_SYNC_MAX } = integerBounds(BulkEDeliveryRequestConstraints.updateCount.oneOf);

/**
 * The bulk sync prompt's answer (doc 4 §5: a number of users or ALL, required): a whole number
 * from 1, or ALL in any case; anything else is an error message.
 */
export function parseUpdateCount(input: string): { ok: true; value: number | 'ALL' } | { ok: false; error: string } {
  const text = input.trim();
  if (text === '') return { ok: false, error: adminText()('validation.countEmpty') };
  if (text.toUpperCase() === 'ALL') return { ok: true, value: 'ALL' };
  if (!/^[0-9]+$/.test(text)) return { ok: false, error: adminText()('validation.countWhole') };
  const value = Number(text);
  if (value < BULK_SYNC_MIN || value > BULK_SYNC_MAX)
    return { ok: false, error: adminText()('validation.countRange', { max: BULK_SYNC_MAX.toLocaleString('en-US') }) };
  return { ok: true, value };
}

/** BulkUpdateReport_ plus the timestamp (YYYYMMDDHHmmss, UTC), .csv (doc 4 §9; the server names it the same way). */
export function bulkReportFileName(at: Date): string {
  return `BulkUpdateReport_${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}.csv`;
}

/** How many policies a bulk sync report lists (its rows after the header). */
export function reportRowCount(csv: string): number {
  return Math.max(0, csv.trim().split(/\r?\n/).length - 1);
}

/** A file size for people: bytes, KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

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
  if (trimmed === '') return adminText()('validation.policyEmpty');
  return trimmed.length > 3 ? null : adminText()('validation.policyShort');
}

/**
 * Change email (doc 4 §5): the new email is not empty, contains an @ and a dot, differs from
 * the old one, and its confirmation matches.
 */
export function checkAdminEmailChange(oldEmail: string, newEmail: string, confirmation: string): { newEmail?: string; confirmEmail?: string } {
  const next = newEmail.trim();
  if (next === '') return { newEmail: adminText()('validation.newEmailEmpty') };
  if (!next.includes('@') || !next.includes('.')) return { newEmail: adminText()('validation.emailInvalid') };
  if (next.toLowerCase() === oldEmail.trim().toLowerCase()) return { newEmail: adminText()('validation.emailSame') };
  if (confirmation.trim() !== next) return { confirmEmail: adminText()('validation.emailMismatch') };
  return {};
}

/** Create admin user: an email address with an @ and a dot. */
export function checkAdminEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return adminText()('validation.emailEmpty');
  return value.includes('@') && value.includes('.') ? null : adminText()('validation.emailInvalid');
}

/**
 * Declining a staff verification requires a message with no personal information (doc 4 §5).
 * The server also refuses the request's policy number; this catches emails and phone numbers
 * before the call.
 */
export function checkDeclineMessage(message: string): string | null {
  const text = message.trim();
  if (text === '') return adminText()('validation.declineEmpty');
  if (/[^\s@]+@[^\s@]+\.[^\s@]+/.test(text)) return adminText()('validation.declineEmail');
  if (/(\d[\s().-]*){10}/.test(text)) return adminText()('validation.declinePhone');
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
  if (values.message.trim() === '') errors.message = adminText()('validation.messageEmpty');
  const start = fromEasternInput(values.start);
  if (!start) errors.start = adminText()('validation.startEmpty');
  if (values.end !== '') {
    const end = fromEasternInput(values.end);
    if (!end) errors.end = adminText()('validation.endInvalid');
    else if (start && end <= start) errors.end = adminText()('validation.endBeforeStart');
  }
  return errors;
}

/** Chat schedule: with the schedule (mode 3) the day's window starts before it ends. */
export function checkChatSchedule(values: { mode: 1 | 2 | 3; startTime: string; endTime: string }): Partial<Record<'startTime' | 'endTime', string>> {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  const errors: Partial<Record<'startTime' | 'endTime', string>> = {};
  if (!time.test(values.startTime)) errors.startTime = adminText()('validation.startTime');
  if (!time.test(values.endTime)) errors.endTime = adminText()('validation.endTime');
  if (!errors.startTime && !errors.endTime && values.mode === 3 && values.endTime <= values.startTime) errors.endTime = adminText()('validation.endTimeBefore');
  return errors;
}

/** What the Audit tab filters on, as GET /api/admin/audit takes it (the page aside). */
export interface AuditCriteria {
  action?: string;
  actor?: string;
  target?: string;
  outcome?: 'succeeded' | 'refused' | 'failed';
  from?: string;
  to?: string;
}

/**
 * The Audit tab's typed filters as the call takes them: empty ones left out, the dates read as
 * whole US Eastern days (to is inclusive: the call's `to` is the next day's midnight).
 */
export function auditFiltersFrom(draft: { action: string; actor: string; target: string; outcome: string; from: string; to: string }): AuditCriteria {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const day = (v: string, addDays: number) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
    const d = dayjs.tz(`${v}T00:00`, ADMIN_TIME_ZONE);
    return d.isValid() ? d.add(addDays, 'day').toISOString() : undefined;
  };
  const outcome = ['succeeded', 'refused', 'failed'].includes(draft.outcome) ? (draft.outcome as 'succeeded' | 'refused' | 'failed') : undefined;
  return { action: text(draft.action), actor: text(draft.actor), target: text(draft.target), outcome, from: day(draft.from, 0), to: day(draft.to, 1) };
}

/** Advertisement sizes (doc 4 §9); their names are the catalogue's `ads.sizes`. */
export const AD_SIZES = [0, 1, 2, 3] as const;

/** Advertisement save requires a non-empty header and body (doc 4 §5), and an active date. */
export function checkAdvertisement(values: {
  header: string;
  bodyHtml: string;
  activeOn: string;
}): Partial<Record<'header' | 'bodyHtml' | 'activeOn', string>> {
  const errors: Partial<Record<'header' | 'bodyHtml' | 'activeOn', string>> = {};
  if (values.header.trim() === '') errors.header = adminText()('validation.header');
  if (values.bodyHtml.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(values.bodyHtml)) errors.bodyHtml = adminText()('validation.body');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.activeOn)) errors.activeOn = adminText()('validation.activeOn');
  return errors;
}
