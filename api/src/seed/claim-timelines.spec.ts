import { ClaimEventKind } from '../core';
import { buildDemoPlan } from './demo-plan';

describe('demo claim timelines', () => {
  const plan = buildDemoPlan(new Date('2026-11-26T12:00:00Z'));
  const claims = plan.policies.flatMap((p) => p.claims);

  it('every claim has a timeline that starts with "reported", oldest first, none in the future', () => {
    for (const c of claims) {
      expect(c.timeline?.[0]?.kind).toBe(ClaimEventKind.Reported);
      const times = c.timeline!.map((e) => e.occurredAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThan(new Date('2026-11-27T00:00:00Z').getTime());
    }
  });

  it("the book shows every kind of event, and a closed claim's last event is closed", () => {
    const kinds = new Set(claims.flatMap((c) => c.timeline!.map((e) => e.kind)));
    expect([...kinds].sort()).toEqual(Object.values(ClaimEventKind).sort());
    for (const c of claims.filter((x) => x.status === 'Closed')) expect(c.timeline!.at(-1)!.kind).toBe(ClaimEventKind.Closed);
  });

  it("the journey's claim 1004977 has the repair estimate outstanding", () => {
    const c = claims.find((x) => x.claimNumber === '1004977')!;
    const request = c.timeline!.find((e) => e.kind === ClaimEventKind.DocumentsRequested)!;
    expect(request.details.items).toContain('Repair estimate');
    expect(request.receivedAt).toBeUndefined();
  });
});
