import { allocateSplit } from './allocation';

describe('split allocation across policies', () => {
  it('each method pays policies in order until its amount is used', () => {
    const out = allocateSplit(
      [
        { policyNumber: 'A', amountCents: 10000 },
        { policyNumber: 'B', amountCents: 5000 },
      ],
      [12000, 3000],
    );
    expect(out).toEqual([
      [
        { policyNumber: 'A', amountCents: 10000 },
        { policyNumber: 'B', amountCents: 2000 },
      ],
      [{ policyNumber: 'B', amountCents: 3000 }],
    ]);
  });

  it('what every method pays on a policy adds up to its amount', () => {
    const policies = [
      { policyNumber: 'A', amountCents: 3333 },
      { policyNumber: 'B', amountCents: 6667 },
    ];
    const out = allocateSplit(policies, [5000, 2500, 2500]).flat();
    for (const p of policies) expect(out.filter((x) => x.policyNumber === p.policyNumber).reduce((s, x) => s + x.amountCents, 0)).toBe(p.amountCents);
  });
});
