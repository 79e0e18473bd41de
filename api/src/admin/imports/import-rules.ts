import { POLICY_NUMBER_PATTERN } from '../../core';

/**
 * The users CSV format (api/src/admin/README.md "Importing users") and the rules a row must meet
 * before anything is looked up: the same shapes registration takes (an email address, names of
 * 1-60 characters, policy numbers of three letters and seven digits, a 10-digit phone).
 */
export const IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'policyNumbers', 'phone'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['email', 'firstName', 'lastName', 'policyNumbers'];

/** Rows in one batch job. */
export const IMPORT_BATCH_ROWS = 500;
/** Rows in one file (header excluded). */
export const IMPORT_MAX_ROWS = 100_000;
/** Bytes in one file. */
export const IMPORT_MAX_FILE_BYTES = 20_000_000;
/** Policy numbers on one row. */
export const IMPORT_MAX_POLICIES = 10;

export const IMPORT_MESSAGES = {
  header: 'The first line must be the header email,firstName,lastName,policyNumbers (phone is optional).',
} as const;

/** The header's columns in file order, or the reasons it is not the users header. */
export function readHeader(cells: string[]): { columns: ImportColumn[] } | { problem: string } {
  const byName = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns: ImportColumn[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const cell of cells) {
    const column = byName.get(cell.trim().toLowerCase());
    if (!column) unknown.push(cell.trim().slice(0, 40) || '(empty)');
    else if (columns.includes(column)) repeated.push(column);
    else columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  const problems = [
    missing.length ? `Missing: ${missing.join(', ')}.` : '',
    unknown.length ? `Unknown: ${unknown.slice(0, 5).join(', ')}.` : '',
    repeated.length ? `Repeated: ${repeated.join(', ')}.` : '',
  ].filter(Boolean);
  return problems.length ? { problem: `${IMPORT_MESSAGES.header} ${problems.join(' ')}` } : { columns };
}

export interface ImportRowValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  policyNumbers: string[];
}

export type CheckedRow = { ok: true; values: ImportRowValues } | { ok: false; email: string; errors: string[] };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\x00-\x1F\x7F]/;

function name(field: string, value: string, errors: string[]): string {
  const v = value.trim();
  if (!v) errors.push(`${field} is required`);
  else if (v.length > 60) errors.push(`${field} is longer than 60 characters`);
  else if (CONTROL.test(v)) errors.push(`${field} has control characters`);
  return v;
}

/** Checks one record's cells (by column) with the shape rules; refused rows keep the email as given (cut to 254) for the errors file. */
export function checkRow(cells: Partial<Record<ImportColumn, string>>): CheckedRow {
  const errors: string[] = [];
  const rawEmail = (cells.email ?? '').trim();
  const email = rawEmail.toLowerCase();
  if (!email) errors.push('email is required');
  else if (email.length > 254) errors.push('email is longer than 254 characters');
  else if (!EMAIL_SHAPE.test(email)) errors.push('email is not an email address');
  const firstName = name('firstName', cells.firstName ?? '', errors);
  const lastName = name('lastName', cells.lastName ?? '', errors);

  const numbers = (cells.policyNumbers ?? '')
    .split(/[;,\s]+/)
    .map((n) => n.trim().toUpperCase())
    .filter(Boolean);
  if (!numbers.length) errors.push('policyNumbers is required');
  else if (numbers.length > IMPORT_MAX_POLICIES) errors.push(`policyNumbers has more than ${IMPORT_MAX_POLICIES} policy numbers`);
  else {
    const bad = numbers.filter((n) => !POLICY_NUMBER_PATTERN.test(n));
    if (bad.length) errors.push(`policyNumbers: ${bad.map((n) => n.slice(0, 20)).join(', ')} is not a policy number (three letters and seven digits)`);
    const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    if (twice.length) errors.push(`policyNumbers: ${twice[0]} is listed twice`);
  }

  let phone: string | null = null;
  const rawPhone = (cells.phone ?? '').trim();
  if (rawPhone) {
    const digits = rawPhone.replace(/[\s().+-]/g, '');
    if (!/^[0-9]{10}$/.test(digits)) errors.push('phone must have 10 digits');
    else phone = digits;
  }

  if (errors.length) return { ok: false, email: rawEmail.slice(0, 254), errors };
  return { ok: true, values: { email, firstName, lastName, phone, policyNumbers: [...new Set(numbers)] } };
}

/** A spreadsheet runs a cell starting with = + - @ (or tab, CR) as a formula: such values are written with a leading quote. */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_OR_QUOTE = /[\x00-\x1F\x7F"]/g;

/** The name a run shows for its file: the last path segment, without control characters or quotes, at most 255 characters. */
export function importFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(CONTROL_OR_QUOTE, '').trim();
  return (base || 'users.csv').slice(0, 255);
}
