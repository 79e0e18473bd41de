import type { DeliverySettings } from '../users';
/**
 * The e-delivery rules of doc 1 §4 and §5 as pure functions, so the server enforces what the
 * alerts screen shows. The screen applies the same transitions while the user edits; the
 * server sees only the state being saved and the state stored before.
 */

export const DELIVERY_MESSAGES = {
  channelRequired: 'To receive your documents and notifications electronically, either Email or Text must be selected.',
  textNeedsPhone: 'Add a mobile phone number before choosing Text.',
  emailExists: 'Email Address already exists',
  mobileExists: 'Mobile number already exists',
  mobileInvalid: 'Enter a 10-digit mobile number.',
} as const;

/** The stored e-delivery settings, defined with the profile read (users/profile-read.ts). */
export type { DeliverySettings };

/** The account's own addresses: recipients may not repeat them; text needs the phone. */
export interface DeliveryOwner {
  email: string;
  phoneNumber: string | null;
}

export type DeliveryOutcome = { ok: true; settings: DeliverySettings } | { ok: false; errors: string[] };

export function normaliseEmailRecipient(value: string): string {
  return value.trim().toLowerCase();
}

export function normaliseSmsRecipient(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Applies the channel cascades to a requested save:
 * - delivery off clears all four channel flags;
 * - turning delivery on (stored off) with no channel chosen selects email, not text (the
 *   default the screen shows on that toggle); a channel chosen in the same save is kept;
 * - claim alerts follow the document channels: the screen hides or disables the claim toggles,
 *   so the server derives them (email off clears claim email, text on sets claim text).
 * Recipient lists are normalised here as well.
 */
export function cascadeDelivery(stored: Pick<DeliverySettings, 'isDelivery'>, requested: DeliverySettings): DeliverySettings {
  let email = requested.isDeliveryViaEmail;
  let text = requested.isDeliveryViaText;
  if (!requested.isDelivery) {
    email = false;
    text = false;
  } else if (!stored.isDelivery && !email && !text) {
    email = true;
  }
  return {
    isDelivery: requested.isDelivery,
    isDeliveryViaEmail: email,
    isDeliveryViaText: text,
    isClaimDeliveryViaEmail: email,
    isClaimDeliveryViaText: text,
    additionalEDeliveryEmailRecipients: requested.additionalEDeliveryEmailRecipients.map(normaliseEmailRecipient),
    additionalEDeliverySMSRecipients: requested.additionalEDeliverySMSRecipients.map(normaliseSmsRecipient),
  };
}

/** The reasons a (cascaded) save is refused, each once, in the order the screen lists them. */
export function deliveryErrors(settings: DeliverySettings, owner: DeliveryOwner): string[] {
  const errors = new Set<string>();
  if (settings.isDelivery && !settings.isDeliveryViaEmail && !settings.isDeliveryViaText) errors.add(DELIVERY_MESSAGES.channelRequired);
  if (settings.isDeliveryViaText && !owner.phoneNumber) errors.add(DELIVERY_MESSAGES.textNeedsPhone);

  const ownEmail = normaliseEmailRecipient(owner.email);
  const emails = new Set<string>();
  for (const email of settings.additionalEDeliveryEmailRecipients) {
    if (email === ownEmail || emails.has(email)) errors.add(DELIVERY_MESSAGES.emailExists);
    emails.add(email);
  }

  const phones = new Set<string>();
  for (const phone of settings.additionalEDeliverySMSRecipients) {
    if (phone.length !== 10) errors.add(DELIVERY_MESSAGES.mobileInvalid);
    else if (phone === owner.phoneNumber || phones.has(phone)) errors.add(DELIVERY_MESSAGES.mobileExists);
    phones.add(phone);
  }
  return [...errors];
}

/** Cascades then checks a save: what to store, or why it cannot be saved. */
export function applyDeliveryRules(stored: DeliverySettings, requested: DeliverySettings, owner: DeliveryOwner): DeliveryOutcome {
  const settings = cascadeDelivery(stored, requested);
  const errors = deliveryErrors(settings, owner);
  return errors.length ? { ok: false, errors } : { ok: true, settings };
}

/**
 * A new phone (digits, or null to remove it) and what it does to delivery: without a phone
 * text alerts (documents and claims) go off and the additional text recipients are cleared;
 * delivery stays on only if email is on.
 */
export function applyPhoneChange(stored: DeliverySettings, phoneNumber: string | null): DeliverySettings {
  if (phoneNumber) return { ...stored };
  return {
    ...stored,
    isDelivery: stored.isDelivery && stored.isDeliveryViaEmail,
    isDeliveryViaText: false,
    isClaimDeliveryViaText: false,
    additionalEDeliverySMSRecipients: [],
  };
}

/**
 * Phone as stored: digits only, 10 of them (a leading US country code 1 is dropped); an empty
 * entry removes the phone (null).
 */
export function parsePhone(value: string): { ok: true; phoneNumber: string | null } | { ok: false; error: string } {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!digits.length) return { ok: true, phoneNumber: null };
  return digits.length === 10 ? { ok: true, phoneNumber: digits } : { ok: false, error: DELIVERY_MESSAGES.mobileInvalid };
}
