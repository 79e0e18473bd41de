import { ClaimEventKind, type ClaimEventDetails, type ClaimEventPlan, type ClaimPlan } from '../core';
import { addDays } from './dates';

type Step = [kind: ClaimEventKind, daysAfterLoss: number, details?: ClaimEventDetails, receivedDaysAfterLoss?: number];

/**
 * The claims system's timelines of the demo claims (issue 16), so every state shows: each
 * claim's steps as days after its loss (at 15:00 UTC). The adjuster is the claim's own.
 */
const SCRIPTS: Record<string, (adjuster: ClaimEventDetails['adjuster']) => Step[]> = {
  // Emily Carter, PPA1000101 closed: estimate, payment, closed.
  '1004582': (a) => [
    [ClaimEventKind.Reported, 0],
    [ClaimEventKind.AdjusterAssigned, 1, { adjuster: a }],
    [ClaimEventKind.InspectionScheduled, 2, { scheduledFor: 'loss+5' }],
    [ClaimEventKind.EstimateWritten, 5, { amountCents: 284_615 }],
    [
      ClaimEventKind.PaymentIssued,
      9,
      { amountCents: 234_615, paymentDate: 'loss+9', paymentMethod: 'directDeposit', note: 'Estimate less your $500 collision deductible.' },
    ],
    [ClaimEventKind.Closed, 30],
  ],
  // Emily Carter, PPA1000101 open: the adjuster asked for a repair estimate and photos (the journey's claim).
  '1004977': (a) => [
    [ClaimEventKind.Reported, 0],
    [ClaimEventKind.AdjusterAssigned, 1, { adjuster: a }],
    [ClaimEventKind.InspectionScheduled, 2, { scheduledFor: 'loss+6' }],
    [
      ClaimEventKind.DocumentsRequested,
      7,
      { items: ['Repair estimate', 'Photos of the damage'], note: "Please upload the body shop's written estimate and a few photos." },
    ],
  ],
  // Emily Carter, pending: reported only.
  P1005302: () => [[ClaimEventKind.Reported, 0]],
  // Emily Carter, HOM2000101 open: documents requested and received, estimate, a first payment.
  '1005120': (a) => [
    [ClaimEventKind.Reported, 0],
    [ClaimEventKind.AdjusterAssigned, 2, { adjuster: a }],
    [ClaimEventKind.DocumentsRequested, 4, { items: ["Plumber's invoice"] }, 9],
    [ClaimEventKind.DocumentsReceived, 9, { items: ['plumber-invoice.pdf'], note: "For: Plumber's invoice" }],
    [ClaimEventKind.EstimateWritten, 12, { amountCents: 612_000 }],
    [
      ClaimEventKind.PaymentIssued,
      15,
      { amountCents: 350_000, paymentDate: 'loss+15', paymentMethod: 'check', note: 'First payment for the kitchen repairs.' },
    ],
  ],
  // Grace Holloway, DFR5000301: closed, then reopened.
  '1004868': (a) => [
    [ClaimEventKind.Reported, 0],
    [ClaimEventKind.AdjusterAssigned, 1, { adjuster: a }],
    [ClaimEventKind.PaymentIssued, 20, { amountCents: 180_000, paymentDate: 'loss+20', paymentMethod: 'check' }],
    [ClaimEventKind.Closed, 30],
    [ClaimEventKind.Reopened, 60, { note: 'Reopened for a supplemental roof repair.' }],
  ],
  // Cedar Valley Builders, CGL7300201: an inspection scheduled.
  '1004655': (a) => [
    [ClaimEventKind.Reported, 0],
    [ClaimEventKind.AdjusterAssigned, 3, { adjuster: a }],
    [ClaimEventKind.InspectionScheduled, 90, { scheduledFor: 'loss+97' }],
  ],
};

/** Claims without a script: reported, assigned when they have an adjuster, closed when closed. */
const DEFAULT_SCRIPT = (c: ClaimPlan, a: ClaimEventDetails['adjuster']): Step[] => [
  [ClaimEventKind.Reported, 0],
  ...(a ? [[ClaimEventKind.AdjusterAssigned, 1, { adjuster: a }] as Step] : []),
  ...(c.status === 'Closed' ? [[ClaimEventKind.Closed, 30] as Step] : []),
];

const at = (lossDate: string, days: number) => new Date(`${addDays(lossDate, days)}T15:00:00.000Z`);

/** The claim's timeline in the book: its script's steps, none after `today`. */
export function demoClaimTimeline(c: ClaimPlan, today: string): ClaimEventPlan[] {
  const a = c.representativeName ? { name: c.representativeName, phone: c.representativePhone, email: c.representativeEmail } : undefined;
  const steps = SCRIPTS[c.claimNumber]?.(a) ?? DEFAULT_SCRIPT(c, a);
  const end = new Date(`${addDays(today, 1)}T00:00:00.000Z`);
  const resolve = (d: ClaimEventDetails): ClaimEventDetails => {
    const out = { ...d };
    const offset = (v: string) => Number(v.slice('loss+'.length));
    if (out.scheduledFor?.startsWith('loss+')) out.scheduledFor = at(c.lossDate, offset(out.scheduledFor)).toISOString();
    if (out.paymentDate?.startsWith('loss+')) out.paymentDate = addDays(c.lossDate, offset(out.paymentDate));
    return out;
  };
  return steps
    .map(([kind, days, details = {}, received]) => ({
      kind,
      occurredAt: at(c.lossDate, days),
      details: resolve(details),
      ...(received !== undefined && at(c.lossDate, received) < end ? { receivedAt: at(c.lossDate, received) } : {}),
    }))
    .filter((e) => e.occurredAt < end);
}
