/**
 * The /registration address's query values, apart from the registration journey: the route's
 * validateSearch runs in the app's entry chunk, and registrationFlow.ts brings the policy-proof
 * forms (inputs, masks, every field rule) with it, which the other pages never need.
 */

/** The query values /registration accepts to prefill part 1 (doc 1 §2). */
export interface RegistrationSearch {
  policyNumber?: string;
  policyHolder?: string;
}

/** Reads the prefill query values; anything that is not text (or is empty) is ignored. */
export function parseRegistrationSearch(search: Record<string, unknown>): RegistrationSearch {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const out: RegistrationSearch = {};
  const policyNumber = text(search.policyNumber);
  const policyHolder = text(search.policyHolder);
  if (policyNumber) out.policyNumber = policyNumber;
  if (policyHolder) out.policyHolder = policyHolder;
  return out;
}
