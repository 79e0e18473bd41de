/**
 * Which promotion the home page shows (doc 1 §2: "The home page may show an advertisement or
 * a paperless (e-delivery) prompt"): one at a time, so they never stack above the tiles.
 *
 * Decision: the advertisement wins while one is active and the customer has not hidden it
 * ('Do not show anymore.'); otherwise the paperless prompt shows while e-delivery is off and
 * the customer has not hidden it. The advertisement is the insurer's current campaign and
 * ends by date; the prompt stays until the customer acts, so it waits its turn. Once the
 * customer hides the advertisement for good, the prompt takes its place.
 */
export interface HomePromotionInput {
  /** An advertisement is active today and the customer has not hidden advertisements. */
  advertisementShown: boolean;
  isDelivery: boolean;
  dontShowEDelivery: boolean;
}

export function showsPaperlessPrompt(input: HomePromotionInput): boolean {
  return !input.advertisementShown && !input.isDelivery && !input.dontShowEDelivery;
}
