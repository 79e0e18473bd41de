/** The account's e-delivery settings an event's email reads (doc 1 §4 "User/profile"). */
export interface ClaimAlertSettings {
  email: string;
  isDelivery: boolean;
  isClaimDeliveryViaEmail: boolean;
  additionalEDeliveryEmailRecipients: string[];
}

/**
 * Who gets the email of a claim event: the account's own address always (it is the claim's
 * service notice); with e-delivery on and claim alerts by email, the additional e-delivery
 * email recipients too. Each address once, compared without case.
 */
export function claimEventEmailRecipients(s: ClaimAlertSettings): string[] {
  const all = [s.email, ...(s.isDelivery && s.isClaimDeliveryViaEmail ? s.additionalEDeliveryEmailRecipients : [])];
  const seen = new Set<string>();
  return all.filter((a) => {
    const key = a.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
