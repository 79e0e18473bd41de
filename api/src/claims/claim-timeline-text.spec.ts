import { ClaimEventKind } from '../core';
import { claimEventLines, claimEventTitle } from './claim-timeline-text';

describe('claim timeline texts', () => {
  it('a payment shows its amount in dollars from integer cents, its date and method', () => {
    expect(claimEventTitle(ClaimEventKind.PaymentIssued, { amountCents: 234615 })).toBe('Payment issued: $2,346.15');
    expect(claimEventLines(ClaimEventKind.PaymentIssued, { amountCents: 5, paymentDate: '2026-11-25', paymentMethod: 'check' })).toEqual([
      'Paid on 2026-11-25 by check.',
    ]);
  });

  it('an assignment names the adjuster and their contact; a request lists what to send', () => {
    const adjuster = { name: 'Alicia Moreno', phone: '3175550214', email: 'alicia@x.test' };
    expect(claimEventTitle(ClaimEventKind.AdjusterAssigned, { adjuster })).toBe('Adjuster assigned: Alicia Moreno');
    expect(claimEventLines(ClaimEventKind.AdjusterAssigned, { adjuster })).toEqual([
      'Your adjuster is Alicia Moreno.',
      'Phone: (317) 555-0214',
      'Email: alicia@x.test',
    ]);
    expect(claimEventLines(ClaimEventKind.DocumentsRequested, { items: ['Repair estimate', 'Photos'] })).toEqual(['Please send: Repair estimate, Photos']);
  });
});
