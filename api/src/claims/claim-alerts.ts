import { ClaimEventKind } from '../core';

/**
 * Whether the account's e-delivery alert settings are in force (doc 1): e-delivery on, and the
 * E-Mail and Text Alerts screen offered to the customer, i.e. the electronic alerts system toggle
 * on or the account a delivery tester (doc 1 §3: the screen is hidden otherwise, so staff turning
 * the toggle off stops alerts the customer can no longer see or change).
 */
export interface ClaimAlertGate {
  isDelivery: boolean;
  isDeliveryTester: boolean;
  /** The system toggle (doc 4 §3). */
  electronicAlertsEnabled: boolean;
}

const alertsInForce = (s: ClaimAlertGate) => s.isDelivery && (s.electronicAlertsEnabled || s.isDeliveryTester);

/** The account's e-delivery settings an event's email reads (doc 1 §4 "User/profile"). */
export interface ClaimAlertSettings extends ClaimAlertGate {
  email: string;
  isClaimDeliveryViaEmail: boolean;
  additionalEDeliveryEmailRecipients: string[];
}

/**
 * Who gets the email of a claim event: the account's own address always (it is the claim's
 * service notice, as the report's confirmation is; the issue: "each new event sends email");
 * with the alert settings in force and claim alerts by email on, the additional e-delivery
 * email recipients too. Each address once, compared without case.
 */
export function claimEventEmailRecipients(s: ClaimAlertSettings): string[] {
  const all = [s.email, ...(alertsInForce(s) && s.isClaimDeliveryViaEmail ? s.additionalEDeliveryEmailRecipients : [])];
  const seen = new Set<string>();
  return all.filter((a) => {
    const key = a.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The account's settings a claim event's text reads (doc 1 §4 "User/profile"). */
export interface ClaimTextSettings extends ClaimAlertGate {
  phoneNumber?: string | null;
  isClaimDeliveryViaText: boolean;
  additionalEDeliverySMSRecipients: string[];
}

/**
 * Who gets the text of a claim event: nobody unless the alert settings are in force and claim
 * alerts by text are on (doc 1: turning delivery off clears every channel flag); then the
 * account's mobile and the additional e-delivery SMS recipients, 10 digits each, each number once.
 */
export function claimEventTextRecipients(s: ClaimTextSettings): string[] {
  if (!alertsInForce(s) || !s.isClaimDeliveryViaText) return [];
  const seen = new Set<string>();
  return [s.phoneNumber ?? '', ...s.additionalEDeliverySMSRecipients]
    .map((n) => n.replace(/\D/g, ''))
    .filter((n) => {
      if (n.length !== 10 || seen.has(n)) return false;
      seen.add(n);
      return true;
    });
}

/** Each event's summary in a text: no names, amounts or contact details, only what happened. */
const TEXT_SUMMARY: Record<ClaimEventKind, string> = {
  [ClaimEventKind.Reported]: 'claim reported',
  [ClaimEventKind.AdjusterAssigned]: 'an adjuster was assigned',
  [ClaimEventKind.InspectionScheduled]: 'inspection or estimate scheduled',
  [ClaimEventKind.EstimateWritten]: 'estimate written',
  [ClaimEventKind.PaymentIssued]: 'payment issued',
  [ClaimEventKind.DocumentsRequested]: 'your adjuster asked for documents',
  [ClaimEventKind.DocumentsReceived]: 'documents received',
  [ClaimEventKind.Closed]: 'claim closed',
  [ClaimEventKind.Reopened]: 'claim reopened',
};

/**
 * The text of a claim event: the claim number, the event's summary and the portal link, nothing
 * personal (a text is read on a lock screen; the details wait behind sign-in).
 */
export function claimEventText(claimNumber: string, kind: ClaimEventKind, href: string): string {
  return `Claim ${claimNumber}: ${TEXT_SUMMARY[kind]}. Details: ${href}`;
}
