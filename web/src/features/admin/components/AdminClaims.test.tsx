import { constraints } from '@portal/generated-client';
import { CLAIM_EVENT_KINDS, checkClaimEvent, claimEventRequest, type ClaimEventForm } from './AdminClaims';

const base: ClaimEventForm = {
  kind: 'documentsRequested',
  adjusterName: '',
  adjusterPhone: '',
  adjusterEmail: '',
  scheduledFor: '',
  amount: '',
  paymentDate: '',
  paymentMethod: '',
  items: '',
  note: '',
};

describe('the back office claim event form', () => {
  it("offers every kind of the spec's enum (AdminClaimEventRequest.kind), a new claim's reported last", () => {
    const specKinds = constraints.AdminClaimEventRequest.kind.enum;
    expect([...CLAIM_EVENT_KINDS].sort()).toEqual([...specKinds].sort());
    expect(CLAIM_EVENT_KINDS.at(-1)).toBe('reported');
  });
  it('asks for what each kind needs, with the spec’s rules', () => {
    expect(checkClaimEvent(base)).toEqual({ items: 'Enter at least one item, one a line.' });
    expect(checkClaimEvent({ ...base, kind: 'adjusterAssigned', adjusterPhone: '317555' })).toEqual({
      adjusterName: 'Enter the adjuster’s name.',
      adjusterPhone: 'Enter 10 digits.',
    });
    expect(checkClaimEvent({ ...base, kind: 'adjusterAssigned', adjusterName: 'Sam' })).toEqual({ adjusterPhone: 'Enter a phone or an email.' });
    expect(checkClaimEvent({ ...base, kind: 'paymentIssued' })).toEqual({
      amount: 'Enter the amount.',
      paymentDate: 'Enter the payment date.',
      paymentMethod: 'Choose how it was paid.',
    });
    expect(checkClaimEvent({ ...base, kind: 'closed' })).toEqual({});
  });

  it('sends only the fields of the kind, the amount in cents and one item a line', () => {
    expect(claimEventRequest({ ...base, items: ' Towing receipt \n\nPhotos ', adjusterName: 'ignored', note: '  ' })).toEqual({
      kind: 'documentsRequested',
      items: ['Towing receipt', 'Photos'],
    });
    expect(claimEventRequest({ ...base, kind: 'paymentIssued', amount: 1842.5, paymentDate: '2026-11-25', paymentMethod: 'check' })).toEqual({
      kind: 'paymentIssued',
      amountCents: 184250,
      paymentDate: '2026-11-25',
      paymentMethod: 'check',
    });
  });

  it('reads the appointment as US Eastern wall time (admin times are Eastern), whatever the browser’s zone', () => {
    expect(claimEventRequest({ ...base, kind: 'inspectionScheduled', scheduledFor: '2026-12-01T09:30' })).toEqual({
      kind: 'inspectionScheduled',
      scheduledFor: '2026-12-01T14:30:00.000Z',
    });
    expect(claimEventRequest({ ...base, kind: 'inspectionScheduled', scheduledFor: '2026-07-01T09:30' }).scheduledFor).toBe('2026-07-01T13:30:00.000Z');
  });
});
