import type { Profile } from '@portal/generated-client';

type DeliveryFlags = Pick<Profile, 'isDelivery' | 'isDeliveryViaEmail' | 'isDeliveryViaText' | 'isClaimDeliveryViaEmail' | 'isClaimDeliveryViaText'>;

/** Paperless (doc 1 §2 Account Information): e-delivery of documents is on. */
export function isPaperless(profile: DeliveryFlags): boolean {
  return profile.isDelivery;
}

/**
 * Alerts: the user receives at least one kind of alert, i.e. delivery is on and a document or
 * claim alert goes out by email or text. With delivery off no alert is sent, whatever flags
 * were left behind.
 */
export function hasAlerts(profile: DeliveryFlags): boolean {
  return profile.isDelivery && (profile.isDeliveryViaEmail || profile.isDeliveryViaText || profile.isClaimDeliveryViaEmail || profile.isClaimDeliveryViaText);
}

/** How both are shown: 'Signed Up' or 'No'. */
export const signedUpLabel = (on: boolean): 'Signed Up' | 'No' => (on ? 'Signed Up' : 'No');
