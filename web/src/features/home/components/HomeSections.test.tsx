/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderUi } from '@/testing/render';
import { ClaimsSummary } from './HomeSections';
import { FakeHeaders } from '@/testing/fakeFetch';

const claim = (number: string, lossDate: string, latestEvent: { kind: string; occurredAt: string } | null) => ({
  number,
  lossDate,
  isPending: number.startsWith('P'),
  type: 'Auto',
  status: 'Open',
  policy: 'PPA1000101',
  representative: { name: null, email: null, phone: null },
  latestEvent,
});

/** POST /api/policy answers one policy with its claims (the summary reads only the claims). */
function serve(claims: object[]) {
  globalThis.Headers ??= FakeHeaders as unknown as typeof Headers;
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: '',
    headers: new FakeHeaders({ 'Content-Type': 'application/json' }),
    json: async () => ({ success: true, errors: [], result: [{ policyNumber: 'PPA1000101', claims }] }),
    text: async () => '',
  })) as unknown as typeof fetch;
}

describe('the home page’s claims section (issue 16)', () => {
  it('shows each claim’s latest event from the claims system, with its date; a claim with none shows no line', async () => {
    serve([
      claim('1004977', '2026-10-31', { kind: 'documentsReceived', occurredAt: '2026-11-25T15:00:00.000Z' }),
      claim('1005120', '2026-10-16', { kind: 'paymentIssued', occurredAt: '2026-11-10T15:00:00.000Z' }),
      claim('P1005302', '2026-11-24', null),
    ]);
    renderUi(
      <Suspense fallback={null}>
        <ClaimsSummary />
      </Suspense>,
    );
    const lines = await screen.findAllByTestId('claim-latest-event', {}, { timeout: 10_000 });
    expect(lines.map((l) => l.textContent)).toEqual(['Latest: Documents received, 11/25/2026', 'Latest: Payment issued, 11/10/2026']);
    expect(screen.getByRole('link', { name: 'Claim 1004977' })).toHaveAttribute('href', '/claims/1004977');
  });
});
