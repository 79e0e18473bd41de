/** @jest-environment jsdom */
import type { ClaimTimelineEvent } from '@portal/generated-client';
import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { ClaimEventList } from './ClaimEventList';

const event = (e: Partial<ClaimTimelineEvent> & Pick<ClaimTimelineEvent, 'eventId' | 'kind' | 'title'>): ClaimTimelineEvent => ({
  occurredAt: '2026-11-20',
  adjuster: null,
  scheduledFor: null,
  amountCents: null,
  paymentDate: null,
  paymentMethod: null,
  items: [],
  note: null,
  ...e,
});

const events: ClaimTimelineEvent[] = [
  event({ eventId: 'e1', kind: 'adjusterAssigned', title: 'Adjuster assigned', adjuster: { name: 'Sam Ortiz', phone: '3175550142', email: null } }),
  event({ eventId: 'e2', kind: 'estimateWritten', title: 'Estimate written', amountCents: 234615 }),
  event({ eventId: 'e3', kind: 'documentsRequested', title: 'Documents requested', items: ['Towing receipt', 'Photos'] }),
  event({
    eventId: 'e4',
    kind: 'paymentIssued',
    title: 'Payment issued',
    occurredAt: '2026-11-24',
    amountCents: 100000,
    paymentDate: '2026-11-25',
    paymentMethod: 'check',
    note: 'Mailed to the policy address.',
  }),
];

describe('ClaimEventList (the claim page and the back office show one timeline)', () => {
  it("shows each event's title with its facts, in the given order", async () => {
    renderUi(<ClaimEventList events={events} bulletSize={16} testId="claim-timeline" />);
    const list = await screen.findByTestId('claim-timeline');
    const titles = within(list)
      .getAllByText(/Adjuster assigned|Estimate written|Documents requested|Payment issued/)
      .map((el) => el.textContent);
    expect(titles).toEqual(['Adjuster assigned', 'Estimate written', 'Documents requested', 'Payment issued']);
    expect(within(list).getByText('Sam Ortiz, 317-555-0142')).toBeTruthy();
    expect(within(list).getByText('Estimate: $2,346.15')).toBeTruthy();
    expect(within(list).getByText('Asked for: Towing receipt, Photos')).toBeTruthy();
    expect(within(list).getByText('Paid 11/25/2026 by check')).toBeTruthy();
    expect(within(list).getByText('Mailed to the policy address.')).toBeTruthy();
    expect(within(list).getByText('11/24/2026')).toBeTruthy();
  });

  it('names files received and a direct deposit as such', async () => {
    renderUi(
      <ClaimEventList
        events={[
          event({ eventId: 'f1', kind: 'documentsReceived', title: 'Documents received', items: ['photo-1.jpg'] }),
          event({ eventId: 'f2', kind: 'paymentIssued', title: 'Payment issued', paymentDate: '2026-11-26', paymentMethod: 'directDeposit' }),
        ]}
        bulletSize={14}
        testId="admin-claim-timeline"
      />,
    );
    const list = await screen.findByTestId('admin-claim-timeline');
    expect(within(list).getByText('Files: photo-1.jpg')).toBeTruthy();
    expect(within(list).getByText('Paid 11/26/2026 by direct deposit')).toBeTruthy();
  });
});
