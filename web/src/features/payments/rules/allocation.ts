import type { Cents } from './money';

/**
 * Which part of each policy's amount each method pays in a split (the request's per-method
 * `amounts`): methods take the policies in order, each paying what it can before the next
 * method goes on. Exact in cents; the methods must already add up to the total.
 */
export function allocateSplit(
  policies: readonly { policyNumber: string; amountCents: Cents }[],
  methodCents: readonly Cents[],
): { policyNumber: string; amountCents: Cents }[][] {
  const left = policies.map((p) => ({ ...p }));
  return methodCents.map((budget) => {
    const out: { policyNumber: string; amountCents: Cents }[] = [];
    let remaining = budget;
    for (const p of left) {
      if (remaining <= 0) break;
      if (p.amountCents <= 0) continue;
      const take = Math.min(remaining, p.amountCents);
      out.push({ policyNumber: p.policyNumber, amountCents: take });
      p.amountCents -= take;
      remaining -= take;
    }
    return out;
  });
}
