import type { DeliveryRequest, Profile } from '@portal/generated-client';

/** The e-delivery settings being edited on 'Manage Your Alerts' (doc 1 §4 E-delivery settings). */
export type DeliverySettings = DeliveryRequest;

export const CHANNEL_REQUIRED_HEADER = 'Changes could not be saved.';
export const CHANNEL_REQUIRED = 'To receive your documents and notifications electronically, either Email or Text must be selected.';
export const PHONE_EDIT_WARNING_HEADER = 'Warning';
export const PHONE_EDIT_WARNING = 'Please save your current changes before updating the phone number.';
export const EMAIL_EXISTS = 'Email Address already exists';
export const MOBILE_EXISTS = 'Mobile number already exists';
export const SAVED = 'Your changes have been saved.';

export function settingsOf(profile: Profile): DeliverySettings {
  return {
    isDelivery: profile.isDelivery,
    isDeliveryViaEmail: profile.isDeliveryViaEmail,
    isDeliveryViaText: profile.isDeliveryViaText,
    isClaimDeliveryViaEmail: profile.isClaimDeliveryViaEmail,
    isClaimDeliveryViaText: profile.isClaimDeliveryViaText,
    additionalEDeliveryEmailRecipients: [...profile.additionalEDeliveryEmailRecipients],
    additionalEDeliverySMSRecipients: [...profile.additionalEDeliverySMSRecipients],
  };
}

export type DeliveryAction =
  | { type: 'delivery'; on: boolean }
  | { type: 'email'; on: boolean }
  | { type: 'text'; on: boolean; hasPhone: boolean }
  | { type: 'phoneCleared' }
  | { type: 'addEmailRecipient'; email: string }
  | { type: 'removeEmailRecipient'; email: string }
  | { type: 'addMobileRecipient'; mobile: string }
  | { type: 'removeMobileRecipient'; mobile: string }
  | { type: 'reset'; settings: DeliverySettings };

/**
 * The toggle cascades of doc 1 §4. Claim alerts follow the document choices (their own toggles
 * are not offered), so each channel sets its document and claim flag together.
 * - delivery on: email on (document and claim), text off; delivery off: all four cleared.
 * - email off clears document and claim email; text on sets document and claim text.
 * - the text toggle does nothing without a phone; channels do nothing while delivery is off.
 * - clearing the phone turns text off and drops the SMS recipients; delivery stays on only if
 *   email is on.
 */
export function deliveryReducer(state: DeliverySettings, action: DeliveryAction): DeliverySettings {
  switch (action.type) {
    case 'delivery':
      return action.on
        ? { ...state, isDelivery: true, isDeliveryViaEmail: true, isClaimDeliveryViaEmail: true, isDeliveryViaText: false, isClaimDeliveryViaText: false }
        : { ...state, isDelivery: false, isDeliveryViaEmail: false, isClaimDeliveryViaEmail: false, isDeliveryViaText: false, isClaimDeliveryViaText: false };
    case 'email':
      if (!state.isDelivery) return state;
      return { ...state, isDeliveryViaEmail: action.on, isClaimDeliveryViaEmail: action.on };
    case 'text':
      if (!state.isDelivery || (action.on && !action.hasPhone)) return state;
      return { ...state, isDeliveryViaText: action.on, isClaimDeliveryViaText: action.on };
    case 'phoneCleared':
      return {
        ...state,
        isDeliveryViaText: false,
        isClaimDeliveryViaText: false,
        additionalEDeliverySMSRecipients: [],
        isDelivery: state.isDelivery && state.isDeliveryViaEmail,
      };
    case 'addEmailRecipient':
      return { ...state, additionalEDeliveryEmailRecipients: [...state.additionalEDeliveryEmailRecipients, action.email] };
    case 'removeEmailRecipient':
      return { ...state, additionalEDeliveryEmailRecipients: state.additionalEDeliveryEmailRecipients.filter((e) => e !== action.email) };
    case 'addMobileRecipient':
      return { ...state, additionalEDeliverySMSRecipients: [...state.additionalEDeliverySMSRecipients, action.mobile] };
    case 'removeMobileRecipient':
      return { ...state, additionalEDeliverySMSRecipients: state.additionalEDeliverySMSRecipients.filter((m) => m !== action.mobile) };
    case 'reset':
      return action.settings;
    default: {
      const unexpected: never = action;
      return unexpected;
    }
  }
}

/** Whether the form differs from what was saved. */
export function hasUnsavedChanges(saved: DeliverySettings, current: DeliverySettings): boolean {
  return JSON.stringify(saved) !== JSON.stringify(current);
}

/** What happens on Save (doc 1 §4, §5): refuse without a channel, ask for consent with delivery on, else save directly. */
export type SaveStep = { kind: 'error'; header: string; message: string } | { kind: 'consent' } | { kind: 'save' };

export function saveStep(settings: DeliverySettings): SaveStep {
  if (!settings.isDelivery) return { kind: 'save' };
  if (!settings.isDeliveryViaEmail && !settings.isDeliveryViaText) {
    return { kind: 'error', header: CHANNEL_REQUIRED_HEADER, message: CHANNEL_REQUIRED };
  }
  return { kind: 'consent' };
}

/** The phone may be edited only while nothing else is unsaved (doc 1 §5). */
export function phoneEditBlock(saved: DeliverySettings, current: DeliverySettings): { header: string; message: string } | null {
  return hasUnsavedChanges(saved, current) ? { header: PHONE_EDIT_WARNING_HEADER, message: PHONE_EDIT_WARNING } : null;
}

/** An additional email recipient, lower-cased and trimmed; a duplicate or the profile email is refused. */
export function checkEmailRecipient(typed: string, existing: readonly string[], profileEmail: string): { email: string } | { error: string } {
  const email = typed.trim().toLowerCase();
  if (email === profileEmail.trim().toLowerCase() || existing.some((e) => e.trim().toLowerCase() === email)) return { error: EMAIL_EXISTS };
  return { email };
}

/** An additional mobile recipient, digits only; a duplicate or the profile phone is refused. */
export function checkMobileRecipient(typed: string, existing: readonly string[], profilePhone: string | null): { mobile: string } | { error: string } {
  const mobile = typed.replace(/\D/g, '');
  if (mobile === (profilePhone ?? '').replace(/\D/g, '') || existing.includes(mobile)) return { error: MOBILE_EXISTS };
  return { mobile };
}

/** The alert types offered (doc 1 §8), shown as information. */
export const ALERT_TYPES: readonly { group: string; items: readonly string[] }[] = [
  { group: 'New document', items: ['Declarations page', 'Invoice', 'Renewal documents', 'Notices'] },
  { group: 'Payments', items: ['Payment due', 'Payment due in 7 days', 'Payment late', 'Payment posted'] },
  {
    group: 'Claims',
    items: ['Claim received, with your claim number', 'Adjuster contact information', 'Claim payment issued', 'Your adjuster is trying to reach you'],
  },
];
