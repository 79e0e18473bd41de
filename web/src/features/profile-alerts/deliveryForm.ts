import type { DeliveryRequest, Profile } from '@portal/generated-client';
import { profileAlertsText } from './i18n';

/** The e-delivery settings being edited on 'Manage Your Alerts' (doc 1 §4 E-delivery settings). */
export type DeliverySettings = DeliveryRequest;

/** The rules' sentences, read in the page's language when a rule answers (profile-alerts.json, messages). */
const message = (key: 'notSaved' | 'channelRequired' | 'warning' | 'phoneEditWarning' | 'emailExists' | 'mobileExists' | 'saved') =>
  profileAlertsText()(`messages.${key}`);

/** 'Your changes have been saved.' in the page's language. */
export const savedMessage = () => message('saved');

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
    return { kind: 'error', header: message('notSaved'), message: message('channelRequired') };
  }
  return { kind: 'consent' };
}

/** The phone may be edited only while nothing else is unsaved (doc 1 §5). */
export function phoneEditBlock(saved: DeliverySettings, current: DeliverySettings): { header: string; message: string } | null {
  return hasUnsavedChanges(saved, current) ? { header: message('warning'), message: message('phoneEditWarning') } : null;
}

/** An additional email recipient, lower-cased and trimmed; a duplicate or the profile email is refused. */
export function checkEmailRecipient(typed: string, existing: readonly string[], profileEmail: string): { email: string } | { error: string } {
  const email = typed.trim().toLowerCase();
  if (email === profileEmail.trim().toLowerCase() || existing.some((e) => e.trim().toLowerCase() === email)) return { error: message('emailExists') };
  return { email };
}

/** An additional mobile recipient, digits only; a duplicate or the profile phone is refused. */
export function checkMobileRecipient(typed: string, existing: readonly string[], profilePhone: string | null): { mobile: string } | { error: string } {
  const mobile = typed.replace(/\D/g, '');
  if (mobile === (profilePhone ?? '').replace(/\D/g, '') || existing.includes(mobile)) return { error: message('mobileExists') };
  return { mobile };
}

/** The alert types offered (doc 1 §8), shown as information, as catalogue keys (profile-alerts.json, types). */
const ALERT_TYPE_KEYS = [
  { group: 'newDocument', items: ['declarations', 'invoice', 'renewal', 'notices'] },
  { group: 'payments', items: ['paymentDue', 'paymentDue7', 'paymentLate', 'paymentPosted'] },
  { group: 'claims', items: ['claimReceived', 'adjusterContact', 'claimPayment', 'adjusterTrying'] },
] as const;

/** The alert types offered (doc 1 §8) in the page's language. */
export function alertTypes(): { group: string; items: string[] }[] {
  const t = profileAlertsText();
  return ALERT_TYPE_KEYS.map(({ group, items }) => ({ group: t(`types.${group}`), items: items.map((item) => t(`types.${item}`)) }));
}
