import { policyPrefix, PolicyStatus } from '../core';

/**
 * The pure rules of the Policies screen (doc 1 §4 Policy statuses and flags, §9; doc 2 §5 auto
 * ID cards), kept apart from the database so each rule has its own test.
 */

/** Due flags need a balance of at least this many dollars (doc 1 §9). */
export const DUE_FLAG_MINIMUM_BALANCE = 1;
/** Soon due: within this many days before the due date (doc 1 §9). */
export const SOON_DUE_DAYS = 7;
/** Calendar days are the insurer's (US Eastern), whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** Made once: a DateTimeFormat costs ~40 us to build (time-zone data), ~1 us to use; the policy list asks twice per policy. */
const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of `now` in the insurer's time zone. */
export function businessDay(now: Date): string {
  return BUSINESS_DAY.format(now);
}

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

export interface DueFigures {
  isPrimaryAccountPolicy: boolean;
  policyBalance: number;
  policyDueDate: string | null;
  accountBalance: number;
  accountDueDate: string | null;
}

/** The balance the due flags read: the account's for the primary policy of an account bill, else the policy's own. */
export function dueBalance(f: DueFigures): { balance: number; dueDate: string | null } {
  return f.isPrimaryAccountPolicy
    ? { balance: f.accountBalance, dueDate: f.accountDueDate ?? f.policyDueDate }
    : { balance: f.policyBalance, dueDate: f.policyDueDate };
}

/**
 * Past due: balance at least 1 and the due date before now. The due date is a calendar day, so a
 * bill due today is not late until that day is over (it is soon due).
 */
export function isPastDue(balance: number, dueDate: string | null | undefined, now: Date): boolean {
  if (!dueDate || balance < DUE_FLAG_MINIMUM_BALANCE) return false;
  return dayNumber(dueDate) < dayNumber(businessDay(now));
}

/** Soon due: balance at least 1, not past due, and the due date today or within the next 7 days. */
export function isSoonDue(balance: number, dueDate: string | null | undefined, now: Date): boolean {
  if (!dueDate || balance < DUE_FLAG_MINIMUM_BALANCE || isPastDue(balance, dueDate, now)) return false;
  const daysLeft = dayNumber(dueDate) - dayNumber(businessDay(now));
  return daysLeft >= 0 && daysLeft <= SOON_DUE_DAYS;
}

export type MakeChange = 'allowed' | 'oneChangeAtATime' | 'notOffered';

export interface EndorsementState {
  policyNumber: string;
  status: PolicyStatus;
  hasPendingEndorsement: boolean;
  isPendingEndorsementMP: boolean;
  hasEndorsementSave: boolean;
}

/**
 * Make a Change: offered only for In-Force PPA policies; allowed with no pending endorsement, or
 * when the pending one is a portal (MP) change that has a saved change to continue.
 */
export function makeChange(p: EndorsementState): MakeChange {
  if (policyPrefix(p.policyNumber) !== 'PPA' || p.status !== PolicyStatus.InForce) return 'notOffered';
  if (!p.hasPendingEndorsement) return 'allowed';
  if (p.isPendingEndorsementMP && p.hasEndorsementSave) return 'allowed';
  return 'oneChangeAtATime';
}

const ID_CARD_STATUSES: readonly PolicyStatus[] = [PolicyStatus.InForce, PolicyStatus.Pending, PolicyStatus.Future];

/**
 * Auto ID cards (doc 2 §5): an In-Force, Pending or Future policy with a card whose year is not 0,
 * or a number containing GAR, or a CPP policy with a Garage package part.
 */
export function hasIdCards(p: { policyNumber: string; status: PolicyStatus; cardYears: number[]; packagePartNames: string[] }): boolean {
  if (!ID_CARD_STATUSES.includes(p.status)) return false;
  const number = p.policyNumber.toUpperCase();
  if (p.cardYears.some((y) => y !== 0)) return true;
  if (number.includes('GAR')) return true;
  return policyPrefix(number) === 'CPP' && p.packagePartNames.some((n) => n.trim().toLowerCase() === 'garage');
}

/** VINs and licence numbers are shown with every character but the last 4 replaced by '*'. */
export function maskAllButLast4(value: string): string {
  if (value.length <= 4) return value;
  return '*'.repeat(value.length - 4) + value.slice(-4);
}

/** Birth dates are shown as the year only. */
export function birthYear(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

/** A claim number starting with P is a reported claim not yet set up. */
export function isPendingClaim(claimNumber: string): boolean {
  return claimNumber.toUpperCase().startsWith('P');
}

/** 10 digits as 999-999-9999. */
export function formatPhone(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
