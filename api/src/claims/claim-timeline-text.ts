import { type Locale, DEFAULT_LOCALE } from '../common/i18n/locales';
import { t } from '../common/i18n/translate';
import { ClaimEventKind, type ClaimEventDetails } from '../core';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const phone = (p: string) => `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;

/**
 * The English of the timeline's titles and the notification's lines, with `{slots}` (issue 17:
 * the notification mail is written in the recipient's language; the Spanish is in
 * common/i18n/messages.es.ts, and mail-templates.spec.ts fails for a text here without it).
 */
export const CLAIM_EVENT_TEXTS = {
  reported: 'Claim reported',
  adjusterAssigned: 'Adjuster assigned: {name}',
  adjusterAssignedNoName: 'Adjuster assigned:',
  inspection: 'Inspection or estimate scheduled',
  estimateAmount: 'Estimate written: {amount}',
  estimate: 'Estimate written',
  paymentIssued: 'Payment issued: {amount}',
  documentsRequested: 'Your adjuster asked for documents',
  documentsReceived: 'Documents received',
  closed: 'Claim closed',
  reopened: 'Claim reopened',
  adjusterIs: 'Your adjuster is {name}.',
  phone: 'Phone: {phone}',
  email: 'Email: {email}',
  appointment: 'Appointment: {when}',
  paidByCheck: 'Paid on {date} by check.',
  paidByDeposit: 'Paid on {date} by direct deposit.',
  pleaseSend: 'Please send: {items}',
  received: 'Received: {items}',
} as const;

type ClaimEventText = (typeof CLAIM_EVENT_TEXTS)[keyof typeof CLAIM_EVENT_TEXTS];

const say = (locale: Locale, english: ClaimEventText, values: Record<string, string> = {}) =>
  t(locale, english).replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** An appointment's time: as before in English (UTC); in Spanish with Spanish day and month names ("jueves, 26 de noviembre de 2026, 3:00 p. m. UTC"). */
function appointment(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (locale === DEFAULT_LOCALE) return date.toUTCString();
  return `${date.toLocaleString('es-US', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' })} UTC`;
}

/** The timeline's line for an event, word for word (also the notification's subject), in `locale`. */
export function claimEventTitle(kind: ClaimEventKind, d: ClaimEventDetails, locale: Locale = DEFAULT_LOCALE): string {
  switch (kind) {
    case ClaimEventKind.Reported:
      return say(locale, CLAIM_EVENT_TEXTS.reported);
    case ClaimEventKind.AdjusterAssigned:
      return d.adjuster?.name?.trim()
        ? say(locale, CLAIM_EVENT_TEXTS.adjusterAssigned, { name: d.adjuster.name.trim() })
        : say(locale, CLAIM_EVENT_TEXTS.adjusterAssignedNoName);
    case ClaimEventKind.InspectionScheduled:
      return say(locale, CLAIM_EVENT_TEXTS.inspection);
    case ClaimEventKind.EstimateWritten:
      return d.amountCents !== undefined
        ? say(locale, CLAIM_EVENT_TEXTS.estimateAmount, { amount: dollars(d.amountCents) })
        : say(locale, CLAIM_EVENT_TEXTS.estimate);
    case ClaimEventKind.PaymentIssued:
      return say(locale, CLAIM_EVENT_TEXTS.paymentIssued, { amount: dollars(d.amountCents ?? 0) });
    case ClaimEventKind.DocumentsRequested:
      return say(locale, CLAIM_EVENT_TEXTS.documentsRequested);
    case ClaimEventKind.DocumentsReceived:
      return say(locale, CLAIM_EVENT_TEXTS.documentsReceived);
    case ClaimEventKind.Closed:
      return say(locale, CLAIM_EVENT_TEXTS.closed);
    case ClaimEventKind.Reopened:
      return say(locale, CLAIM_EVENT_TEXTS.reopened);
  }
}

/** The notification's lines: the facts of the event, in `locale` (a staff member's note is sent as written). */
export function claimEventLines(kind: ClaimEventKind, d: ClaimEventDetails, locale: Locale = DEFAULT_LOCALE): string[] {
  const lines: string[] = [];
  if (d.adjuster) {
    lines.push(say(locale, CLAIM_EVENT_TEXTS.adjusterIs, { name: d.adjuster.name }));
    if (d.adjuster.phone) lines.push(say(locale, CLAIM_EVENT_TEXTS.phone, { phone: phone(d.adjuster.phone) }));
    if (d.adjuster.email) lines.push(say(locale, CLAIM_EVENT_TEXTS.email, { email: d.adjuster.email }));
  }
  if (d.scheduledFor) lines.push(say(locale, CLAIM_EVENT_TEXTS.appointment, { when: appointment(locale, d.scheduledFor) }));
  if (kind === ClaimEventKind.PaymentIssued && d.paymentDate)
    lines.push(say(locale, d.paymentMethod === 'check' ? CLAIM_EVENT_TEXTS.paidByCheck : CLAIM_EVENT_TEXTS.paidByDeposit, { date: d.paymentDate }));
  if (d.items?.length)
    lines.push(
      say(locale, kind === ClaimEventKind.DocumentsRequested ? CLAIM_EVENT_TEXTS.pleaseSend : CLAIM_EVENT_TEXTS.received, { items: d.items.join(', ') }),
    );
  if (d.note) lines.push(d.note);
  return lines;
}
