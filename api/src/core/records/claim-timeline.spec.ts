import { ClaimEventKind } from '../claim-event.entity';
import { claimEventRefusal, claimIsOpen } from './claim-timeline';

describe('claim events (the claims system rules)', () => {
  const ok = (status: string, kind: ClaimEventKind, details = {}) => claimEventRefusal(status, { kind, details });

  it('a closed claim takes only "reopened", and only a closed claim can be reopened', () => {
    expect(claimIsOpen('Closed')).toBe(false);
    expect(claimIsOpen('Pending')).toBe(true);
    expect(ok('Closed', ClaimEventKind.Reopened)).toBeNull();
    expect(ok('Closed', ClaimEventKind.EstimateWritten)).toMatch(/closed/);
    expect(ok('Open', ClaimEventKind.Reopened)).toMatch(/Only a closed claim/);
    expect(ok('Open', ClaimEventKind.Closed)).toBeNull();
  });

  it('an adjuster has a name and a 10-digit phone or an email', () => {
    expect(ok('Open', ClaimEventKind.AdjusterAssigned, { adjuster: { name: 'A', phone: '3175550214', email: null } })).toBeNull();
    expect(ok('Open', ClaimEventKind.AdjusterAssigned, { adjuster: { name: 'A', phone: null, email: 'a@x.test' } })).toBeNull();
    expect(ok('Open', ClaimEventKind.AdjusterAssigned, { adjuster: { name: ' ', phone: '3175550214', email: null } })).toMatch(/name/);
    expect(ok('Open', ClaimEventKind.AdjusterAssigned, { adjuster: { name: 'A', phone: '555-0214', email: null } })).toMatch(/10 digits/);
    expect(ok('Open', ClaimEventKind.AdjusterAssigned, { adjuster: { name: 'A', phone: null, email: null } })).toMatch(/phone or an email/);
  });

  it('a payment has a positive whole number of cents, a date and a method', () => {
    const pay = { amountCents: 125050, paymentDate: '2026-11-25', paymentMethod: 'check' };
    expect(ok('Open', ClaimEventKind.PaymentIssued, pay)).toBeNull();
    expect(ok('Open', ClaimEventKind.PaymentIssued, { ...pay, amountCents: 10.5 })).toMatch(/whole number of cents/);
    expect(ok('Open', ClaimEventKind.PaymentIssued, { ...pay, amountCents: 0 })).toMatch(/positive/);
    expect(ok('Open', ClaimEventKind.PaymentIssued, { ...pay, paymentDate: '25/11/2026' })).toMatch(/date/);
    expect(ok('Open', ClaimEventKind.PaymentIssued, { ...pay, paymentMethod: 'cash' })).toMatch(/check or direct deposit/);
  });

  it('an estimate is whole cents; an inspection has its date and time; a request names an item', () => {
    expect(ok('Open', ClaimEventKind.EstimateWritten, { amountCents: 1.5 })).toMatch(/whole number/);
    expect(ok('Open', ClaimEventKind.EstimateWritten, {})).toBeNull();
    expect(ok('Open', ClaimEventKind.InspectionScheduled, {})).toMatch(/date and time/);
    expect(ok('Open', ClaimEventKind.InspectionScheduled, { scheduledFor: '2026-11-30T14:00:00Z' })).toBeNull();
    expect(ok('Open', ClaimEventKind.DocumentsRequested, { items: [' '] })).toMatch(/at least one item/);
    expect(ok('Open', ClaimEventKind.DocumentsRequested, { items: ['Repair estimate'] })).toBeNull();
  });
});
