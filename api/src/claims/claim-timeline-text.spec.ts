import { ClaimEventKind } from '../core';
import { SPANISH } from '../common/i18n/messages.es';
import { CLAIM_EVENT_TEXTS, claimEventLines, claimEventTitle } from './claim-timeline-text';

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

describe('claim event texts in Spanish (issue 17)', () => {
  const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has a Spanish text, with the same {slots}, for every title and line of a claim notification', () => {
    const missing = Object.entries(CLAIM_EVENT_TEXTS)
      .filter(([, english]) => !SPANISH.has(english) || slots(SPANISH.get(english)!).join() !== slots(english).join())
      .map(([key, english]) => `${key}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('writes titles and lines in Spanish for a Spanish recipient, the amounts and dates in the US form', () => {
    const adjuster = { name: 'Alicia Moreno', phone: '3175550214', email: 'alicia@x.test' };
    expect(claimEventTitle(ClaimEventKind.PaymentIssued, { amountCents: 234615 }, 'es-US')).toBe('Pago emitido: $2,346.15');
    expect(claimEventTitle(ClaimEventKind.AdjusterAssigned, { adjuster }, 'es-US')).toBe('Ajustador asignado: Alicia Moreno');
    expect(claimEventLines(ClaimEventKind.AdjusterAssigned, { adjuster }, 'es-US')).toEqual([
      'Su ajustador es Alicia Moreno.',
      'Teléfono: (317) 555-0214',
      'Correo electrónico: alicia@x.test',
    ]);
    expect(claimEventLines(ClaimEventKind.PaymentIssued, { paymentDate: '2026-11-25', paymentMethod: 'directDeposit' }, 'es-US')).toEqual([
      'Pagado el 2026-11-25 por depósito directo.',
    ]);
    expect(claimEventLines(ClaimEventKind.DocumentsRequested, { items: ['Fotos'] }, 'es-US')).toEqual(['Envíe: Fotos']);
  });

  it('names the appointment day and month in Spanish for a Spanish recipient, as before in English', () => {
    const at = { scheduledFor: '2026-11-26T15:00:00.000Z' };
    expect(claimEventLines(ClaimEventKind.InspectionScheduled, at, 'es-US')[0]).toMatch(/^Cita: jueves, 26 de noviembre de 2026.* UTC$/);
    expect(claimEventLines(ClaimEventKind.InspectionScheduled, at)).toEqual(['Appointment: Thu, 26 Nov 2026 15:00:00 GMT']);
  });

  it('writes every kind of event in Spanish (no title left in English)', () => {
    for (const kind of Object.values(ClaimEventKind)) {
      expect(claimEventTitle(kind, { amountCents: 100, adjuster: { name: 'Alicia Moreno', phone: null, email: null } }, 'es-US')).not.toBe(
        claimEventTitle(kind, { amountCents: 100, adjuster: { name: 'Alicia Moreno', phone: null, email: null } }),
      );
    }
  });
});
