import { ClaimEventKind } from '../core/claim-event.entity';
import { CLAIM_EVENT_USAGE, parseClaimEventArgs } from './claim-event-args';

const now = new Date('2026-11-26T12:00:00Z');
const parse = (line: string[]) => parseClaimEventArgs(line, now);

describe('claim-event CLI arguments', () => {
  it('reads the claim number, the kind and the payment options as the event details, at now by default', () => {
    expect(parse(['1004977', 'paymentIssued', '--amount-cents', '125050', '--payment-date', '2026-11-25', '--method', 'check'])).toEqual({
      ok: true,
      claimNumber: '1004977',
      kind: ClaimEventKind.PaymentIssued,
      occurredAt: now,
      details: { amountCents: 125_050, paymentDate: '2026-11-25', paymentMethod: 'check' },
    });
  });

  it('reads the adjuster, repeated items, a note, a scheduled time and --at', () => {
    const assigned = parse(['P1005302', 'adjusterAssigned', '--name', 'Sam Ortiz', '--phone', '3175550299', '--at', '2026-11-20T09:30:00Z']);
    expect(assigned).toMatchObject({
      ok: true,
      occurredAt: new Date('2026-11-20T09:30:00Z'),
      details: { adjuster: { name: 'Sam Ortiz', phone: '3175550299', email: null } },
    });
    expect(parse(['1004977', 'documentsRequested', '--item', 'Towing receipt', '--item', 'Photos', '--note', 'From the tow yard'])).toMatchObject({
      ok: true,
      details: { items: ['Towing receipt', 'Photos'], note: 'From the tow yard' },
    });
    expect(parse(['1004977', 'inspectionScheduled', '--scheduled-for', '2026-12-01T15:00:00Z'])).toMatchObject({
      ok: true,
      details: { scheduledFor: '2026-12-01T15:00:00.000Z' },
    });
    expect(parse(['1004977', 'estimateWritten', '--amount-cents', '0'])).toMatchObject({ ok: true, details: { amountCents: 0 } });
  });

  it.each([
    [['1004977', 'paid'], /Unknown event kind "paid"/],
    [['1004977'], /claim number and the event kind/],
    [[], /claim number and the event kind/],
    [['1004977', 'closed', 'extra'], /Unexpected argument "extra"/],
    [['1004977', 'paymentIssued', '--amount-cents', '12.50'], /--amount-cents must be a whole number of cents, not "12.50"/],
    [['1004977', 'paymentIssued', '--amount-cents', 'abc'], /--amount-cents must be a whole number/],
    [['1004977', 'paymentIssued', '--amount-cents=-5'], /--amount-cents must be a whole number/],
    [['1004977', 'paymentIssued', '--method', 'cash'], /--method must be check or directDeposit, not "cash"/],
    [['1004977', 'paymentIssued', '--payment-date', '25/11/2026'], /--payment-date must be a date YYYY-MM-DD/],
    [['1004977', 'inspectionScheduled', '--scheduled-for', 'tomorrow'], /--scheduled-for must be an ISO date-time, not "tomorrow"/],
    [['1004977', 'closed', '--at', 'soon'], /--at must be an ISO date-time/],
    [['1004977', 'closed', '--amount'], /Unknown option '--amount'/],
    [['1004977', 'paymentIssued', '--amount-cents'], /--amount-cents/],
  ])('bad input %j exits 2 with a message naming it and the usage', (line, message) => {
    const result = parse(line);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.exitCode).toBe(2);
    expect(result.message).toMatch(message);
    expect(result.message).toContain(CLAIM_EVENT_USAGE);
  });

  it('--help prints the usage with exit code 0', () => {
    expect(parse(['--help'])).toEqual({ ok: false, exitCode: 0, message: CLAIM_EVENT_USAGE });
  });
});
