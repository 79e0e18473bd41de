import { ClaimEventKind, type ClaimEventDetails } from '../core';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const phone = (p: string) => `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;

/** The timeline's line for an event, word for word (also the notification's subject). */
export function claimEventTitle(kind: ClaimEventKind, d: ClaimEventDetails): string {
  switch (kind) {
    case ClaimEventKind.Reported:
      return 'Claim reported';
    case ClaimEventKind.AdjusterAssigned:
      return `Adjuster assigned: ${d.adjuster?.name ?? ''}`.trim();
    case ClaimEventKind.InspectionScheduled:
      return 'Inspection or estimate scheduled';
    case ClaimEventKind.EstimateWritten:
      return d.amountCents !== undefined ? `Estimate written: ${dollars(d.amountCents)}` : 'Estimate written';
    case ClaimEventKind.PaymentIssued:
      return `Payment issued: ${dollars(d.amountCents ?? 0)}`;
    case ClaimEventKind.DocumentsRequested:
      return 'Your adjuster asked for documents';
    case ClaimEventKind.DocumentsReceived:
      return 'Documents received';
    case ClaimEventKind.Closed:
      return 'Claim closed';
    case ClaimEventKind.Reopened:
      return 'Claim reopened';
  }
}

/** The notification's lines: the facts of the event. */
export function claimEventLines(kind: ClaimEventKind, d: ClaimEventDetails): string[] {
  const lines: string[] = [];
  if (d.adjuster) {
    lines.push(`Your adjuster is ${d.adjuster.name}.`);
    if (d.adjuster.phone) lines.push(`Phone: ${phone(d.adjuster.phone)}`);
    if (d.adjuster.email) lines.push(`Email: ${d.adjuster.email}`);
  }
  if (d.scheduledFor) lines.push(`Appointment: ${new Date(d.scheduledFor).toUTCString()}`);
  if (kind === ClaimEventKind.PaymentIssued && d.paymentDate)
    lines.push(`Paid on ${d.paymentDate} by ${d.paymentMethod === 'check' ? 'check' : 'direct deposit'}.`);
  if (d.items?.length) lines.push(`${kind === ClaimEventKind.DocumentsRequested ? 'Please send' : 'Received'}: ${d.items.join(', ')}`);
  if (d.note) lines.push(d.note);
  return lines;
}
