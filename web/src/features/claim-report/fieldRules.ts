import { maxLengthOf } from '@/forms/constraints';
import type { ClaimDraft, ThirdPartyDriver } from './rules/draft';

/**
 * The claim form's length limits, from the spec (generated constraints of POST /api/claim/v2's
 * ClaimDraft and ClaimThirdParty), so the inputs stop where the API would refuse.
 */
export function claimMaxLength(field: keyof ClaimDraft & string): number | undefined {
  return maxLengthOf('ClaimDraft', field as never);
}

export function thirdPartyMaxLength(field: keyof ThirdPartyDriver & string): number | undefined {
  return maxLengthOf('ClaimThirdParty', field as never);
}
