import { escapeHtml } from './html';

/** One email, ready for the mailer: plain text and HTML with the same content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Harbor Mutual';

/** "24 hours", "30 minutes", "2 days": how long an emailed link works. */
export function describeLifetime(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'day').replace(/^1 day$/, '24 hours');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/** An absolute link to a page of the web app, with its query values encoded. */
export function portalLink(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, `${publicUrl.replace(/\/$/, '')}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

interface Block {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  after?: string[];
}

/** Renders the same content as plain text and as simple, inline-styled HTML (every value escaped). */
function render(to: string, subject: string, b: Block): OutgoingMail {
  const text = [
    b.greeting,
    '',
    ...b.paragraphs.flatMap((p) => [p, '']),
    ...(b.action ? [`${b.action.label}: ${b.action.href}`, ''] : []),
    ...(b.after ?? []).flatMap((p) => [p, '']),
    `${BRAND} Customer Service`,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    p(b.greeting),
    ...b.paragraphs.map(p),
    ...(b.action
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(b.action.href)}" style="display:inline-block;background:#1c4e80;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(b.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser: <a href="${escapeHtml(b.action.href)}">${escapeHtml(b.action.href)}</a></p>`,
        ]
      : []),
    ...(b.after ?? []).map(p),
    p(`${BRAND} Customer Service`),
    '</div>',
  ].join('\n');
  return { to, subject, text, html };
}

const greeting = (name: string | null | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

export interface LinkMailInput {
  publicUrl: string;
  to: string;
  name?: string | null;
  userId: string;
  code: string;
  lifetimeMinutes: number;
}

/** Sent after registration (and on resend): confirms the address before the first sign-in. */
export function confirmationMail(i: LinkMailInput): OutgoingMail {
  const href = portalLink(i.publicUrl, 'confirmemail', { code: i.code, userId: i.userId });
  return render(i.to, `Confirm your email address for ${BRAND}`, {
    greeting: greeting(i.name),
    paragraphs: [`Thank you for registering for the ${BRAND} customer portal. Confirm your email address to sign in.`],
    action: { label: 'Confirm email address', href },
    after: [
      `The link works once and expires in ${describeLifetime(i.lifetimeMinutes)}. If it has expired, sign in and choose Resend to get a new one.`,
      'If you did not register, you can ignore this email.',
    ],
  });
}

export function passwordResetMail(i: LinkMailInput): OutgoingMail {
  const href = portalLink(i.publicUrl, 'resetpassword', { code: i.code, userId: i.userId });
  return render(i.to, `Reset your ${BRAND} password`, {
    greeting: greeting(i.name),
    paragraphs: ['We received a request to reset the password of your portal account. Choose a new password with the link below.'],
    action: { label: 'Reset password', href },
    after: [
      `The link works once and expires in ${describeLifetime(i.lifetimeMinutes)}. Resetting the password signs you out everywhere.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}

/** Sent to the NEW address: the change happens only once this link is used. */
export function emailChangeMail(i: LinkMailInput & { newEmail: string }): OutgoingMail {
  const href = portalLink(i.publicUrl, 'changeemail', { code: i.code, userId: i.userId, email: i.newEmail });
  return render(i.to, `Confirm your new email address for ${BRAND}`, {
    greeting: greeting(i.name),
    paragraphs: [`Your portal account asked to use ${i.newEmail} as its email address. Your email address will not be changed until you confirm it.`],
    action: { label: 'Confirm new email address', href },
    after: [`The link works once and expires in ${describeLifetime(i.lifetimeMinutes)}.`, 'If you did not ask for this, ignore this email.'],
  });
}

export interface StaffRequestMailInput {
  to: string;
  policyNumber: string;
  policyHolder: string;
}

/** Confirms that a staff verification request ('Having problems?') was received. */
export function staffVerificationReceivedMail(i: StaffRequestMailInput): OutgoingMail {
  return render(i.to, `We received your ${BRAND} registration request`, {
    greeting: greeting(i.policyHolder),
    paragraphs: [
      `We received your request to register for the customer portal with policy ${i.policyNumber}. Our staff will verify your details by hand.`,
      'Validation may take until the end of the next business day. Once it is done, we will send you an email with a link to sign in.',
    ],
    after: ['If you did not ask for this, please contact Customer Service.'],
  });
}

/** Staff accepted a registration request (back office): the account exists, sign in with the password chosen. */
export function staffVerificationAcceptedMail(i: StaffRequestMailInput & { publicUrl: string }): OutgoingMail {
  return render(i.to, `Your ${BRAND} account is ready`, {
    greeting: greeting(i.policyHolder),
    paragraphs: [
      `Our staff verified your request to register for the customer portal with policy ${i.policyNumber}. Your account is ready.`,
      'Sign in with this email address and the password you chose when you sent the request.',
    ],
    action: { label: 'Sign in', href: portalLink(i.publicUrl, 'login', {}) },
    after: ['If you did not ask for this, please contact Customer Service.'],
  });
}

/** Staff declined a registration request, with their message (checked to hold no personal data). */
export function staffVerificationDeclinedMail(i: StaffRequestMailInput & { message: string }): OutgoingMail {
  return render(i.to, `About your ${BRAND} registration request`, {
    greeting: greeting(i.policyHolder),
    paragraphs: [`Our staff could not verify your request to register for the customer portal.`, i.message],
    after: ['Please contact Customer Service if you have questions.'],
  });
}

export interface AccountNoticeMailInput {
  publicUrl: string;
  /** The address that already has an account. */
  to: string;
  /** The name of that account. */
  name?: string | null;
}

/**
 * Sent to an address that already has an account when someone registers with it. Registration
 * answers as if it had worked (so it cannot tell who has an account); the owner learns here
 * what happened and how to get in.
 */
export function registrationOnTakenAddressMail(i: AccountNoticeMailInput): OutgoingMail {
  return render(i.to, `Someone tried to register with your email address at ${BRAND}`, {
    greeting: greeting(i.name),
    paragraphs: [
      `Someone tried to create a ${BRAND} customer portal account with this email address. It already has an account, so no new account was created.`,
      'If it was you, sign in with this address. If you do not remember your password, choose Forgot Password on the sign-in page.',
    ],
    action: { label: 'Sign in', href: portalLink(i.publicUrl, 'login', {}) },
    after: ['If it was not you, you can ignore this email: your account is unchanged.'],
  });
}

/**
 * Sent to an address that already has an account when another account asks to move to it.
 * The request answers as if a link had been sent (so it cannot tell who has an account); no
 * link is sent and nothing changes.
 */
export function emailChangeToTakenAddressMail(i: AccountNoticeMailInput): OutgoingMail {
  return render(i.to, `Someone asked to use your email address at ${BRAND}`, {
    greeting: greeting(i.name),
    paragraphs: [
      `Another ${BRAND} customer portal account asked to use this email address. It already belongs to your account, so nothing was changed and no confirmation link was sent.`,
      'If it was you, sign in with this address instead, or call Customer Service to combine your accounts.',
    ],
    action: { label: 'Sign in', href: portalLink(i.publicUrl, 'login', {}) },
    after: ['If it was not you, you can ignore this email: your account is unchanged.'],
  });
}

export interface PaymentReceiptMailInput {
  to: string;
  confirmationNumber: string;
  /** YYYY-MM-DD. */
  paymentDate: string;
  /** 'Visa ending in 1111', 'JPMORGAN CHASE BANK, NA account ending in 6789'. */
  method: string;
  /** One line per policy: the policy or account bill number and the amount, formatted ($1,234.50). */
  lines: Array<{ number: string; amount: string }>;
  /** The convenience fee, formatted, or null when there is none. */
  fee: string | null;
  total: string;
}

/** The receipt of an approved payment (doc 2; one per payment method): confirmation number, policies and amounts, method, fee and date. */
export function paymentReceiptMail(i: PaymentReceiptMailInput): OutgoingMail {
  const [y, m, d] = i.paymentDate.split('-');
  return render(i.to, `Payment receipt ${i.confirmationNumber}`, {
    greeting: greeting(null),
    paragraphs: [
      `Thank you for your payment to ${BRAND}.`,
      `Confirmation number: ${i.confirmationNumber}`,
      `Date: ${m}/${d}/${y}`,
      ...i.lines.map((l) => `Policy ${l.number}: ${l.amount}`),
      ...(i.fee ? [`Convenience fee: ${i.fee}`] : []),
      `Total charged: ${i.total}`,
      `Paid with: ${i.method}`,
    ],
    after: ['Keep this email for your records. Your balance on the portal already shows this payment.'],
  });
}

const usDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
};

export interface RecurringNoticeMailInput {
  to: string;
  policyNumber: string;
  /** YYYY-MM-DD. */
  chargeDate: string;
  /** 'Visa ending in 1111', 'Bank account ending in 6789'. */
  method: string;
}

/** The authorisation notice of a monthly recurring payment, 15 days before the charge (doc 2 §2, §9). */
export function recurringNoticeMail(i: RecurringNoticeMailInput): OutgoingMail {
  return render(i.to, `Upcoming recurring payment for policy ${i.policyNumber}`, {
    greeting: greeting(null),
    paragraphs: [
      `Your monthly recurring payment for policy ${i.policyNumber} will be charged on ${usDate(i.chargeDate)}.`,
      'The amount charged is the balance due on the policy on that day; nothing is charged when no balance is due.',
      `Paid with: ${i.method}`,
    ],
    after: [`To change or cancel it, sign in to the ${BRAND} portal and open Payments, Monthly recurring payments, before that date.`],
  });
}

export interface AutomaticPaymentDeclinedMailInput {
  to: string;
  /** 'monthly recurring payment' or 'scheduled payment'. */
  what: string;
  policyNumber: string;
  amount: string;
  /** YYYY-MM-DD the attempt was made. */
  attemptDate: string;
  method: string;
  /** The provider's reasons, as the customer may read them. */
  reasons: string[];
  /** YYYY-MM-DD of the next attempt, or null when this was the last one. */
  retryOn: string | null;
}

/** A recurring or scheduled charge was declined: when it is tried again, or that it failed for good. */
export function automaticPaymentDeclinedMail(i: AutomaticPaymentDeclinedMailInput): OutgoingMail {
  return render(i.to, `Your ${i.what} for policy ${i.policyNumber} was declined`, {
    greeting: greeting(null),
    paragraphs: [
      `We could not charge your ${i.what} of ${i.amount} for policy ${i.policyNumber} on ${usDate(i.attemptDate)}.`,
      `Paid with: ${i.method}`,
      ...i.reasons.map((r) => `Reason: ${r}`),
      i.retryOn
        ? `We will try again on ${usDate(i.retryOn)}. Please make sure the payment method can be charged, or change it on the portal.`
        : 'We will not try again. Please pay the balance on the portal (Pay Now) to keep your policy in force.',
    ],
  });
}

export interface PolicyChangeMailInput {
  to: string;
  /** The policyholder's name, or null for the agency's copy. */
  name: string | null;
  policyNumber: string;
  policyHolderName: string;
  /** MM/DD/YYYY. */
  effectiveDate: string;
  /** What changed, one line each (built by the API from the change). */
  details: string[];
  /** The premium-change sentence (doc 3 §4). */
  premiumChange: string;
  /** The change as the policyholder's screen rendered it (plain text), for the agency. */
  screenDetails?: string | null;
  forAgency: boolean;
}

/** Confirmation of a completed policy change (doc 3 §1, §4 Finalize): to the agency and to the policyholder. */
export function policyChangeConfirmationMail(i: PolicyChangeMailInput): OutgoingMail {
  return render(i.to, `Policy change completed: ${i.policyNumber}`, {
    greeting: greeting(i.forAgency ? null : i.name),
    paragraphs: [
      i.forAgency
        ? `${i.policyHolderName} completed a change to policy ${i.policyNumber} on the ${BRAND} customer portal.`
        : `Your change to policy ${i.policyNumber} is complete.`,
      `Effective date: ${i.effectiveDate}`,
      ...i.details,
      i.premiumChange,
      ...(i.forAgency && i.screenDetails?.trim() ? [`As shown to the policyholder: ${i.screenDetails.trim()}`] : []),
    ],
    after: i.forAgency
      ? ['The new declarations page and ID cards are on the policy.']
      : ['Your new declarations page and ID cards are on the portal now. Any premium difference will appear on your next bill.'],
  });
}

export interface PolicyChangeErrorMailInput {
  to: string;
  policyNumber: string;
  policyHolderName: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  errorMessage: string;
}

/** Tells the agency a policyholder's change could not be processed (doc 3 §7 sendErrorEmail). */
export function policyChangeErrorMail(i: PolicyChangeErrorMailInput): OutgoingMail {
  return render(i.to, `Policy change could not be processed: ${i.policyNumber}`, {
    greeting: greeting(null),
    paragraphs: [
      `A change that ${i.policyHolderName} submitted to policy ${i.policyNumber} on the ${BRAND} customer portal could not be processed. Please contact the policyholder to move forward with the change.`,
      ...i.addressLines.filter((l) => l.trim()).map((l) => `Address: ${l}`),
      ...(i.phone ? [`Phone: ${i.phone}`] : []),
      ...(i.email ? [`Email: ${i.email}`] : []),
      `Error: ${i.errorMessage}`,
    ],
  });
}

export interface ClaimSummaryMailInput {
  to: string;
  /** Greeting name; null for the agency's notice. */
  name: string | null;
  forAgency: boolean;
  claimNumber: string;
  policyNumber: string;
  policyHolderName: string;
  /** "Label: value" lines of the claim as reported (doc 3's claim summary email). */
  details: string[];
  attachments: string[];
}

/** The claim summary (doc 3's claim-form fragment, doc 4 §4): to the policyholder, and the same details as a notice to the agency. */
export function claimSummaryMail(i: ClaimSummaryMailInput): OutgoingMail {
  const subject = i.forAgency ? `New claim reported: ${i.claimNumber} on ${i.policyNumber}` : `Your claim ${i.claimNumber} was received`;
  return render(i.to, subject, {
    greeting: greeting(i.name),
    paragraphs: [
      i.forAgency
        ? `${i.policyHolderName} reported a claim on policy ${i.policyNumber} on the ${BRAND} customer portal. Claim number: ${i.claimNumber}.`
        : `You have successfully submitted your claim! We will be in touch soon. Your claim number is ${i.claimNumber} (policy ${i.policyNumber}).`,
      ...i.details,
      ...(i.attachments.length ? [`Attachments: ${i.attachments.join(', ')}`] : ['Attachments: none']),
    ],
    after: i.forAgency ? [] : ['For urgent help call 800.477.1660.'],
  });
}

export interface ClaimErrorMailInput {
  to: string;
  policyNumber: string;
  memberName: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  errorMessage: string;
}

/** Tells the agency that a policyholder's claim could not be submitted (doc 4 §4). */
export function claimErrorMail(i: ClaimErrorMailInput): OutgoingMail {
  return render(i.to, `Claim could not be submitted: ${i.policyNumber}`, {
    greeting: greeting(null),
    paragraphs: [
      `${i.memberName} tried to report a claim on policy ${i.policyNumber} on the ${BRAND} customer portal, and it could not be submitted. Please contact the policyholder to take the claim.`,
      ...i.addressLines.filter((l) => l.trim()).map((l) => `Address: ${l}`),
      ...(i.phone ? [`Phone: ${i.phone}`] : []),
      ...(i.email ? [`Email: ${i.email}`] : []),
      `Error: ${i.errorMessage}`,
    ],
  });
}

export interface ClaimDebugMailInput {
  to: string;
  policyNumber: string;
  memberName: string;
  errorMessage: string;
  claimDetails: string | null;
  attachmentDetails: string | null;
}

/** Tells the portal's support team what failed in a claim submission (doc 4 §4). */
export function claimDebugMail(i: ClaimDebugMailInput): OutgoingMail {
  return render(i.to, `Claim submission failed (debug): ${i.policyNumber}`, {
    greeting: greeting(null),
    paragraphs: [
      `A claim submission by ${i.memberName} on policy ${i.policyNumber} failed.`,
      `Error: ${i.errorMessage}`,
      `Claim details: ${i.claimDetails ?? 'none'}`,
      `Attachments: ${i.attachmentDetails ?? 'none'}`,
    ],
  });
}

export interface ClaimEventMailInput {
  to: string;
  name: string | null;
  claimNumber: string;
  /** What happened, as the timeline shows it. */
  title: string;
  details: string[];
  href: string;
}

/** Tells the policyholder that their claim has a new event (issue 16), with a link to its timeline. */
export function claimEventMail(i: ClaimEventMailInput): OutgoingMail {
  return render(i.to, `Claim ${i.claimNumber}: ${i.title}`, {
    greeting: greeting(i.name),
    paragraphs: [`There is news on your claim ${i.claimNumber}: ${i.title}.`, ...i.details],
    action: { label: 'See your claim', href: i.href },
    after: ['For urgent help call 800.477.1660.'],
  });
}
