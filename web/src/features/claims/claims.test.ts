import type { PolicyClaim } from '@portal/generated-client';
import { showLanguage } from '@/i18n';
import { claimStatusLabel, claimsNewestFirst, isPendingClaim, latestEventLabel, pageCount, pageOf } from './claims';

const claim = (number: string, lossDate: string, isPending = false): PolicyClaim => ({
  number,
  lossDate,
  isPending,
  type: 'Auto',
  status: 'Open',
  policy: 'PPA1234567',
  representative: { name: null, email: null, phone: null },
  latestEvent: null,
});

describe('claims list', () => {
  it('lists the claims of every policy, newest loss date first', () => {
    const list = claimsNewestFirst([{ claims: [claim('C1', '2024-01-05'), claim('C2', '2025-03-01')] }, { claims: [claim('C3', '2024-12-31')] }]);
    expect(list.map((c) => c.number)).toEqual(['C2', 'C3', 'C1']);
  });
  it('treats a number starting with P as pending', () => {
    expect(isPendingClaim(claim('P00012', '2024-01-01'))).toBe(true);
    expect(isPendingClaim(claim('C00012', '2024-01-01'))).toBe(false);
  });
  it('shows 3 claims per page and clamps the page', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageCount(items.length)).toBe(3);
    expect(pageOf(items, 1)).toEqual([1, 2, 3]);
    expect(pageOf(items, 3)).toEqual([7]);
    expect(pageOf(items, 9)).toEqual([7]);
    expect(pageCount(0)).toBe(1);
  });
});

describe('latestEventLabel (the home page names the newest event)', () => {
  it('names each kind as the timeline does', () => {
    expect(latestEventLabel('documentsRequested')).toBe('Your adjuster asked for documents');
    expect(latestEventLabel('paymentIssued')).toBe('Payment issued');
    expect(latestEventLabel('reopened')).toBe('Claim reopened');
  });
});

describe('claimStatusLabel (a status the claims system sends, in the language shown)', () => {
  afterEach(() => showLanguage('en'));

  it('names the known statuses in Spanish on a Spanish page and keeps a status it does not know as sent', async () => {
    expect(claimStatusLabel('Reported')).toBe('Reported');
    await showLanguage('es');
    expect(claimStatusLabel('Reported')).toBe('Reportado');
    expect(claimStatusLabel('Open')).toBe('Abierto');
    expect(claimStatusLabel('Closed')).toBe('Cerrado');
    expect(claimStatusLabel('Subrogation')).toBe('Subrogation');
  });
});
