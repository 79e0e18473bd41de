import { type Locale, DEFAULT_LOCALE } from '../common/i18n/locales';
import { t } from '../common/i18n/translate';
import { escapeHtml } from './html';

/** One email, ready for the mailer: plain text and HTML with the same content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Harbor Mutual';

/**
 * Every English text of the emails (issue 17), with `{name}` slots for the values. A template
 * writes `say(locale, MAIL_TEXTS.x, { ... })`: the text in the recipient's language (its Spanish
 * is in common/i18n/messages.es.ts, keyed by this English), the slots filled after translation.
 * mail-templates.spec.ts fails for a text here without Spanish. Emails to staff and agencies
 * (error and debug notices) are written in English and are not listed.
 */
export const MAIL_TEXTS = {
  hello: 'Hello,',
  helloName: 'Hello {name},',
  signature: '{brand} Customer Service',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  day: '{n} day',
  days: '{n} days',
  hour: '{n} hour',
  hours: '{n} hours',
  minute: '{n} minute',
  minutes: '{n} minutes',
  // Account
  confirmSubject: 'Confirm your email address for {brand}',
  confirmBody: 'Thank you for registering for the {brand} customer portal. Confirm your email address to sign in.',
  confirmAction: 'Confirm email address',
  confirmExpiry: 'The link works once and expires in {lifetime}. If it has expired, sign in and choose Resend to get a new one.',
  notRegistered: 'If you did not register, you can ignore this email.',
  resetSubject: 'Reset your {brand} password',
  resetBody: 'We received a request to reset the password of your portal account. Choose a new password with the link below.',
  resetAction: 'Reset password',
  resetExpiry: 'The link works once and expires in {lifetime}. Resetting the password signs you out everywhere.',
  resetNotYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
  changeSubject: 'Confirm your new email address for {brand}',
  changeBody: 'Your portal account asked to use {newEmail} as its email address. Your email address will not be changed until you confirm it.',
  changeAction: 'Confirm new email address',
  changeExpiry: 'The link works once and expires in {lifetime}.',
  notAsked: 'If you did not ask for this, ignore this email.',
  notAskedContact: 'If you did not ask for this, please contact Customer Service.',
  signIn: 'Sign in',
  staffReceivedSubject: 'We received your {brand} registration request',
  staffReceivedBody: 'We received your request to register for the customer portal with policy {policyNumber}. Our staff will verify your details by hand.',
  staffReceivedNext: 'Validation may take until the end of the next business day. Once it is done, we will send you an email with a link to sign in.',
  staffAcceptedSubject: 'Your {brand} account is ready',
  staffAcceptedBody: 'Our staff verified your request to register for the customer portal with policy {policyNumber}. Your account is ready.',
  staffAcceptedSignIn: 'Sign in with this email address and the password you chose when you sent the request.',
  staffDeclinedSubject: 'About your {brand} registration request',
  staffDeclinedBody: 'Our staff could not verify your request to register for the customer portal.',
  questionsContact: 'Please contact Customer Service if you have questions.',
  takenRegisterSubject: 'Someone tried to register with your email address at {brand}',
  takenRegisterBody:
    'Someone tried to create a {brand} customer portal account with this email address. It already has an account, so no new account was created.',
  takenRegisterIfYou: 'If it was you, sign in with this address. If you do not remember your password, choose Forgot Password on the sign-in page.',
  notYouUnchanged: 'If it was not you, you can ignore this email: your account is unchanged.',
  takenChangeSubject: 'Someone asked to use your email address at {brand}',
  takenChangeBody:
    'Another {brand} customer portal account asked to use this email address. It already belongs to your account, so nothing was changed and no confirmation link was sent.',
  takenChangeIfYou: 'If it was you, sign in with this address instead, or call Customer Service to combine your accounts.',
  // Payments
  receiptSubject: 'Payment receipt {confirmationNumber}',
  receiptThanks: 'Thank you for your payment to {brand}.',
  confirmationNumber: 'Confirmation number: {confirmationNumber}',
  date: 'Date: {date}',
  policyAmount: 'Policy {number}: {amount}',
  convenienceFee: 'Convenience fee: {fee}',
  totalCharged: 'Total charged: {total}',
  paidWith: 'Paid with: {method}',
  receiptKeep: 'Keep this email for your records. Your balance on the portal already shows this payment.',
  cardEnding: '{brand} card ending in {lastFour}',
  debitCardEnding: '{brand} debit card ending in {lastFour}',
  anyCardEnding: 'Card ending in {lastFour}',
  anyDebitCardEnding: 'Debit card ending in {lastFour}',
  bankAccountEnding: '{bank} account ending in {lastFour}',
  anyBankAccountEnding: 'Bank account ending in {lastFour}',
  recurringSubject: 'Upcoming recurring payment for policy {policyNumber}',
  recurringBody: 'Your monthly recurring payment for policy {policyNumber} will be charged on {date}.',
  recurringAmount: 'The amount charged is the balance due on the policy on that day; nothing is charged when no balance is due.',
  recurringChange: 'To change or cancel it, sign in to the {brand} portal and open Payments, Monthly recurring payments, before that date.',
  recurringDeclinedSubject: 'Your monthly recurring payment for policy {policyNumber} was declined',
  scheduledDeclinedSubject: 'Your scheduled payment for policy {policyNumber} was declined',
  recurringDeclinedBody: 'We could not charge your monthly recurring payment of {amount} for policy {policyNumber} on {date}.',
  scheduledDeclinedBody: 'We could not charge your scheduled payment of {amount} for policy {policyNumber} on {date}.',
  declineReason: 'Reason: {reason}',
  declineRetry: 'We will try again on {date}. Please make sure the payment method can be charged, or change it on the portal.',
  declineFinal: 'We will not try again. Please pay the balance on the portal (Pay Now) to keep your policy in force.',
  // Policy changes
  changeDoneSubject: 'Policy change completed: {policyNumber}',
  changeDoneBody: 'Your change to policy {policyNumber} is complete.',
  effectiveDate: 'Effective date: {date}',
  premiumIncrease: 'This change will result in a {amount} INCREASE IN PREMIUM for the period {start} to {end}.',
  premiumDecrease: 'This change will result in a {amount} DECREASE IN PREMIUM for the period {start} to {end}.',
  changeDoneAfter: 'Your new declarations page and ID cards are on the portal now. Any premium difference will appear on your next bill.',
  // Claims
  claimReceivedSubject: 'Your claim {claimNumber} was received',
  claimReceivedBody: 'You have successfully submitted your claim! We will be in touch soon. Your claim number is {claimNumber} (policy {policyNumber}).',
  attachments: 'Attachments: {names}',
  attachmentsNone: 'Attachments: none',
  yesText: 'Yes, text {phone}',
  urgentHelp: 'For urgent help call 800.477.1660.',
  claimEventSubject: 'Claim {claimNumber}: {title}',
  claimEventBody: 'There is news on your claim {claimNumber}: {title}.',
  claimEventAction: 'See your claim',
} as const;

type MailText = (typeof MAIL_TEXTS)[keyof typeof MAIL_TEXTS];

/** A mail text in `locale` with its `{slots}` filled (values are inserted after translation, never translated). */
export function say(locale: Locale, english: MailText, values: Record<string, string | number> = {}): string {
  return t(locale, english).replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : name === 'brand' ? BRAND : slot));
}

/** "24 hours", "30 minutes", "2 days" (or "24 horas"...): how long an emailed link works. */
export function describeLifetime(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const count = (n: number, one: MailText, many: MailText) => say(locale, n === 1 ? one : many, { n });
  if (minutes === 24 * 60) return count(24, MAIL_TEXTS.hour, MAIL_TEXTS.hours);
  if (minutes % (24 * 60) === 0) return count(minutes / (24 * 60), MAIL_TEXTS.day, MAIL_TEXTS.days);
  if (minutes % 60 === 0) return count(minutes / 60, MAIL_TEXTS.hour, MAIL_TEXTS.hours);
  return count(minutes, MAIL_TEXTS.minute, MAIL_TEXTS.minutes);
}

/** MM/DD/YYYY from YYYY-MM-DD: the US form, which the Spanish emails keep too (US Spanish writes dates month first on forms and bills). */
export function usDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** A payment method as receipts and notices name it ('Visa card ending in 1111', 'Tarjeta Visa terminada en 1111'). */
export function paymentMethodText(
  locale: Locale,
  m: { kind: 'card'; brand: string | null; debit: boolean; lastFour: string } | { kind: 'bank'; bankName: string | null; lastFour: string },
): string {
  if (m.kind === 'bank') {
    return m.bankName
      ? say(locale, MAIL_TEXTS.bankAccountEnding, { bank: m.bankName, lastFour: m.lastFour })
      : say(locale, MAIL_TEXTS.anyBankAccountEnding, { lastFour: m.lastFour });
  }
  if (!m.brand) return say(locale, m.debit ? MAIL_TEXTS.anyDebitCardEnding : MAIL_TEXTS.anyCardEnding, { lastFour: m.lastFour });
  return say(locale, m.debit ? MAIL_TEXTS.debitCardEnding : MAIL_TEXTS.cardEnding, { brand: m.brand, lastFour: m.lastFour });
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

/** Renders the same content as plain text and as simple, inline-styled HTML (every value escaped), in `locale`'s fixed lines. */
function render(locale: Locale, to: string, subject: string, b: Block): OutgoingMail {
  const signature = say(locale, MAIL_TEXTS.signature);
  const text = [
    b.greeting,
    '',
    ...b.paragraphs.flatMap((p) => [p, '']),
    ...(b.action ? [`${b.action.label}: ${b.action.href}`, ''] : []),
    ...(b.after ?? []).flatMap((p) => [p, '']),
    signature,
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
          `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(say(locale, MAIL_TEXTS.buttonFallback))} <a href="${escapeHtml(b.action.href)}">${escapeHtml(b.action.href)}</a></p>`,
        ]
      : []),
    ...(b.after ?? []).map(p),
    p(signature),
    '</div>',
  ].join('\n');
  return { to, subject, text, html };
}

const greeting = (locale: Locale, name: string | null | undefined) =>
  name?.trim() ? say(locale, MAIL_TEXTS.helloName, { name: name.trim() }) : say(locale, MAIL_TEXTS.hello);

/** `say` in one mail's language. */
type Say = (english: MailText, values?: Record<string, string | number>) => string;

/**
 * A mail to a customer in their language (`i.locale`): the subject is a mail text with its
 * values, the greeting names `name` (or says hello), and `body` writes the rest with `s`, which
 * says each fixed line in that language.
 */
function customerMail(
  i: InLocale & { to: string },
  name: string | null | undefined,
  subject: readonly [MailText, Record<string, string | number>?],
  body: (s: Say) => Omit<Block, 'greeting'>,
): OutgoingMail {
  const s: Say = (english, values) => say(i.locale, english, values);
  return render(i.locale, i.to, s(...subject), { greeting: greeting(i.locale, name), ...body(s) });
}

/** A mail in English (to an agency or the portal's staff, who read English): the greeting names `name` (or says hello). */
function englishMail(to: string, subject: string, name: string | null, body: Omit<Block, 'greeting'>): OutgoingMail {
  return render(DEFAULT_LOCALE, to, subject, { greeting: greeting(DEFAULT_LOCALE, name), ...body });
}

/**
 * The language of a mail to a customer: the recipient's stored locale (user_account.locale),
 * read by the caller when it writes the mail into the outbox (recipientLocale in
 * recipient-locale.ts), so the mail is rendered once, in the language the recipient had chosen
 * when the change that caused it was made.
 */
export interface InLocale {
  locale: Locale;
}

export interface LinkMailInput extends InLocale {
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
  return customerMail(i, i.name, [MAIL_TEXTS.confirmSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.confirmBody)],
    action: { label: s(MAIL_TEXTS.confirmAction), href },
    after: [s(MAIL_TEXTS.confirmExpiry, { lifetime: describeLifetime(i.lifetimeMinutes, i.locale) }), s(MAIL_TEXTS.notRegistered)],
  }));
}

export function passwordResetMail(i: LinkMailInput): OutgoingMail {
  const href = portalLink(i.publicUrl, 'resetpassword', { code: i.code, userId: i.userId });
  return customerMail(i, i.name, [MAIL_TEXTS.resetSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.resetBody)],
    action: { label: s(MAIL_TEXTS.resetAction), href },
    after: [s(MAIL_TEXTS.resetExpiry, { lifetime: describeLifetime(i.lifetimeMinutes, i.locale) }), s(MAIL_TEXTS.resetNotYou)],
  }));
}

/** Sent to the NEW address: the change happens only once this link is used. */
export function emailChangeMail(i: LinkMailInput & { newEmail: string }): OutgoingMail {
  const href = portalLink(i.publicUrl, 'changeemail', { code: i.code, userId: i.userId, email: i.newEmail });
  return customerMail(i, i.name, [MAIL_TEXTS.changeSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.changeBody, { newEmail: i.newEmail })],
    action: { label: s(MAIL_TEXTS.changeAction), href },
    after: [s(MAIL_TEXTS.changeExpiry, { lifetime: describeLifetime(i.lifetimeMinutes, i.locale) }), s(MAIL_TEXTS.notAsked)],
  }));
}

export interface StaffRequestMailInput extends InLocale {
  to: string;
  policyNumber: string;
  policyHolder: string;
}

/** Confirms that a staff verification request ('Having problems?') was received. */
export function staffVerificationReceivedMail(i: StaffRequestMailInput): OutgoingMail {
  return customerMail(i, i.policyHolder, [MAIL_TEXTS.staffReceivedSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.staffReceivedBody, { policyNumber: i.policyNumber }), s(MAIL_TEXTS.staffReceivedNext)],
    after: [s(MAIL_TEXTS.notAskedContact)],
  }));
}

/** Staff accepted a registration request (back office): the account exists, sign in with the password chosen. */
export function staffVerificationAcceptedMail(i: StaffRequestMailInput & { publicUrl: string }): OutgoingMail {
  return customerMail(i, i.policyHolder, [MAIL_TEXTS.staffAcceptedSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.staffAcceptedBody, { policyNumber: i.policyNumber }), s(MAIL_TEXTS.staffAcceptedSignIn)],
    action: { label: s(MAIL_TEXTS.signIn), href: portalLink(i.publicUrl, 'login', {}) },
    after: [s(MAIL_TEXTS.notAskedContact)],
  }));
}

/** Staff declined a registration request, with their message (checked to hold no personal data; written by staff, sent as written). */
export function staffVerificationDeclinedMail(i: StaffRequestMailInput & { message: string }): OutgoingMail {
  return customerMail(i, i.policyHolder, [MAIL_TEXTS.staffDeclinedSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.staffDeclinedBody), i.message],
    after: [s(MAIL_TEXTS.questionsContact)],
  }));
}

export interface AccountNoticeMailInput extends InLocale {
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
  return customerMail(i, i.name, [MAIL_TEXTS.takenRegisterSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.takenRegisterBody), s(MAIL_TEXTS.takenRegisterIfYou)],
    action: { label: s(MAIL_TEXTS.signIn), href: portalLink(i.publicUrl, 'login', {}) },
    after: [s(MAIL_TEXTS.notYouUnchanged)],
  }));
}

/**
 * Sent to an address that already has an account when another account asks to move to it.
 * The request answers as if a link had been sent (so it cannot tell who has an account); no
 * link is sent and nothing changes.
 */
export function emailChangeToTakenAddressMail(i: AccountNoticeMailInput): OutgoingMail {
  return customerMail(i, i.name, [MAIL_TEXTS.takenChangeSubject], (s) => ({
    paragraphs: [s(MAIL_TEXTS.takenChangeBody), s(MAIL_TEXTS.takenChangeIfYou)],
    action: { label: s(MAIL_TEXTS.signIn), href: portalLink(i.publicUrl, 'login', {}) },
    after: [s(MAIL_TEXTS.notYouUnchanged)],
  }));
}

export interface PaymentReceiptMailInput extends InLocale {
  to: string;
  confirmationNumber: string;
  /** YYYY-MM-DD. */
  paymentDate: string;
  /** In the recipient's language (paymentMethodText): 'Visa card ending in 1111', 'JPMORGAN CHASE BANK, NA account ending in 6789'. */
  method: string;
  /** One line per policy: the policy or account bill number and the amount, formatted ($1,234.50, the US form in both languages). */
  lines: Array<{ number: string; amount: string }>;
  /** The convenience fee, formatted, or null when there is none. */
  fee: string | null;
  total: string;
}

/** The receipt of an approved payment (doc 2; one per payment method): confirmation number, policies and amounts, method, fee and date. */
export function paymentReceiptMail(i: PaymentReceiptMailInput): OutgoingMail {
  return customerMail(i, null, [MAIL_TEXTS.receiptSubject, { confirmationNumber: i.confirmationNumber }], (s) => ({
    paragraphs: [
      s(MAIL_TEXTS.receiptThanks),
      s(MAIL_TEXTS.confirmationNumber, { confirmationNumber: i.confirmationNumber }),
      s(MAIL_TEXTS.date, { date: usDate(i.paymentDate) }),
      ...i.lines.map((line) => s(MAIL_TEXTS.policyAmount, line)),
      ...(i.fee ? [s(MAIL_TEXTS.convenienceFee, { fee: i.fee })] : []),
      s(MAIL_TEXTS.totalCharged, { total: i.total }),
      s(MAIL_TEXTS.paidWith, { method: i.method }),
    ],
    after: [s(MAIL_TEXTS.receiptKeep)],
  }));
}

export interface RecurringNoticeMailInput extends InLocale {
  to: string;
  policyNumber: string;
  /** YYYY-MM-DD. */
  chargeDate: string;
  /** In the recipient's language (paymentMethodText). */
  method: string;
}

/** The authorisation notice of a monthly recurring payment, 15 days before the charge (doc 2 §2, §9). */
export function recurringNoticeMail(i: RecurringNoticeMailInput): OutgoingMail {
  return customerMail(i, null, [MAIL_TEXTS.recurringSubject, { policyNumber: i.policyNumber }], (s) => ({
    paragraphs: [
      s(MAIL_TEXTS.recurringBody, { policyNumber: i.policyNumber, date: usDate(i.chargeDate) }),
      s(MAIL_TEXTS.recurringAmount),
      s(MAIL_TEXTS.paidWith, { method: i.method }),
    ],
    after: [s(MAIL_TEXTS.recurringChange)],
  }));
}

export interface AutomaticPaymentDeclinedMailInput extends InLocale {
  to: string;
  kind: 'recurring' | 'scheduled';
  policyNumber: string;
  amount: string;
  /** YYYY-MM-DD the attempt was made. */
  attemptDate: string;
  /** In the recipient's language (paymentMethodText). */
  method: string;
  /** The provider's reasons, as the customer may read them (the provider writes them in English). */
  reasons: string[];
  /** YYYY-MM-DD of the next attempt, or null when this was the last one. */
  retryOn: string | null;
}

/** A recurring or scheduled charge was declined: when it is tried again, or that it failed for good. */
export function automaticPaymentDeclinedMail(i: AutomaticPaymentDeclinedMailInput): OutgoingMail {
  const recurring = i.kind === 'recurring';
  return customerMail(
    i,
    null,
    [recurring ? MAIL_TEXTS.recurringDeclinedSubject : MAIL_TEXTS.scheduledDeclinedSubject, { policyNumber: i.policyNumber }],
    (s) => ({
      paragraphs: [
        s(recurring ? MAIL_TEXTS.recurringDeclinedBody : MAIL_TEXTS.scheduledDeclinedBody, {
          amount: i.amount,
          policyNumber: i.policyNumber,
          date: usDate(i.attemptDate),
        }),
        s(MAIL_TEXTS.paidWith, { method: i.method }),
        ...i.reasons.map((reason) => s(MAIL_TEXTS.declineReason, { reason })),
        i.retryOn ? s(MAIL_TEXTS.declineRetry, { date: usDate(i.retryOn) }) : s(MAIL_TEXTS.declineFinal),
      ],
    }),
  );
}

/** The agency's copy (always English) or the policyholder's (in their language). */
export type PolicyChangeMailInput = PolicyChangeMailContent & ({ forAgency: true } | { forAgency: false; locale: Locale });

interface PolicyChangeMailContent {
  to: string;
  /** The policyholder's name, or null for the agency's copy. */
  name: string | null;
  policyNumber: string;
  policyHolderName: string;
  /** MM/DD/YYYY. */
  effectiveDate: string;
  /** What changed, one line each (built by the API from the change, in English when it was rated). */
  details: string[];
  /** The premium-change sentence (doc 3 §4), in the recipient's language. */
  premiumChange: string;
  /** The change as the policyholder's screen rendered it (plain text), for the agency. */
  screenDetails?: string | null;
}

/** Confirmation of a completed policy change (doc 3 §1, §4 Finalize): to the agency (in English) and to the policyholder (in their language). */
export function policyChangeConfirmationMail(i: PolicyChangeMailInput): OutgoingMail {
  if (i.forAgency) {
    return englishMail(i.to, `Policy change completed: ${i.policyNumber}`, null, {
      paragraphs: [
        `${i.policyHolderName} completed a change to policy ${i.policyNumber} on the ${BRAND} customer portal.`,
        `Effective date: ${i.effectiveDate}`,
        ...i.details,
        i.premiumChange,
        ...(i.screenDetails?.trim() ? [`As shown to the policyholder: ${i.screenDetails.trim()}`] : []),
      ],
      after: ['The new declarations page and ID cards are on the policy.'],
    });
  }
  return customerMail(i, i.name, [MAIL_TEXTS.changeDoneSubject, { policyNumber: i.policyNumber }], (s) => ({
    paragraphs: [
      s(MAIL_TEXTS.changeDoneBody, { policyNumber: i.policyNumber }),
      s(MAIL_TEXTS.effectiveDate, { date: i.effectiveDate }),
      ...i.details,
      i.premiumChange,
    ],
    after: [s(MAIL_TEXTS.changeDoneAfter)],
  }));
}

/** The premium-change sentence of doc 3 §4 in `locale` (the English word for word as premiumChangeText writes it). */
export function premiumChangeSentence(
  locale: Locale,
  p: { amount: string; direction: 'INCREASE' | 'DECREASE'; periodStart: string; periodEnd: string },
): string {
  return say(locale, p.direction === 'DECREASE' ? MAIL_TEXTS.premiumDecrease : MAIL_TEXTS.premiumIncrease, {
    amount: p.amount,
    start: p.periodStart,
    end: p.periodEnd,
  });
}

/** What the agency's mail about a submission that failed (a policy change, a claim) tells of the policyholder, and the error. */
export interface FailedSubmissionDetails {
  addressLines: string[];
  phone: string | null;
  email: string | null;
  errorMessage: string;
}

/** The lines of FailedSubmissionDetails, blank address lines and missing contacts left out. */
function failedSubmissionLines(i: FailedSubmissionDetails): string[] {
  return [
    ...i.addressLines.filter((l) => l.trim()).map((l) => `Address: ${l}`),
    ...(i.phone ? [`Phone: ${i.phone}`] : []),
    ...(i.email ? [`Email: ${i.email}`] : []),
    `Error: ${i.errorMessage}`,
  ];
}

export interface PolicyChangeErrorMailInput extends FailedSubmissionDetails {
  to: string;
  policyNumber: string;
  policyHolderName: string;
}

/** Tells the agency a policyholder's change could not be processed (doc 3 §7 sendErrorEmail). Staff mail: English. */
export function policyChangeErrorMail(i: PolicyChangeErrorMailInput): OutgoingMail {
  return englishMail(i.to, `Policy change could not be processed: ${i.policyNumber}`, null, {
    paragraphs: [
      `A change that ${i.policyHolderName} submitted to policy ${i.policyNumber} on the ${BRAND} customer portal could not be processed. Please contact the policyholder to move forward with the change.`,
      ...failedSubmissionLines(i),
    ],
  });
}

/**
 * The fixed labels and answers of the "Label: value" lines a claim summary carries
 * (claims.service.ts summaryLines). The mail writes each label, and each answer that is one of
 * these, in the recipient's language; what the customer typed and the catalogue's names stay as they are.
 */
export const CLAIM_LINE_LABELS = [
  'Policyholder',
  'Loss type',
  'Date of loss',
  'Phone',
  'Injuries',
  'What happened',
  'Claim type',
  'Location',
  'Severity',
  'Medical attention',
  'Driver',
  'Vehicle',
  'Other driver',
  'Drivable',
  'Airbag deployed',
  "At the insured's address",
  'Photo estimate',
  'Contact',
] as const;
export const CLAIM_LINE_ANSWERS = ['Yes', 'No', 'Unknown', 'No one was driving', 'Not given', "I don't know", 'Not answered'] as const;

/** One "Label: value" line of a claim summary in `locale` (see CLAIM_LINE_LABELS). */
export function claimLineIn(locale: Locale, line: string): string {
  const match = /^([^:]+): (.*)$/s.exec(line);
  if (!match || !(CLAIM_LINE_LABELS as readonly string[]).includes(match[1]!)) return line;
  const [, label, value] = match as unknown as [string, string, string];
  const answer = (CLAIM_LINE_ANSWERS as readonly string[]).includes(value)
    ? t(locale, value)
    : value.replace(/^Yes, text (.*)$/s, (_all, phone: string) => say(locale, MAIL_TEXTS.yesText, { phone }));
  return `${t(locale, label)}: ${answer}`;
}

/** The agency's notice (always English) or the policyholder's summary (in their language). */
export type ClaimSummaryMailInput = ClaimSummaryMailContent & ({ forAgency: true } | { forAgency: false; locale: Locale });

interface ClaimSummaryMailContent {
  to: string;
  /** Greeting name; null for the agency's notice. */
  name: string | null;
  claimNumber: string;
  policyNumber: string;
  policyHolderName: string;
  /** "Label: value" lines of the claim as reported (doc 3's claim summary email), in English. */
  details: string[];
  attachments: string[];
}

/** The claim summary (doc 3's claim-form fragment, doc 4 §4): to the policyholder (in their language), and the same details as a notice to the agency (in English). */
export function claimSummaryMail(i: ClaimSummaryMailInput): OutgoingMail {
  if (i.forAgency) {
    return englishMail(i.to, `New claim reported: ${i.claimNumber} on ${i.policyNumber}`, i.name, {
      paragraphs: [
        `${i.policyHolderName} reported a claim on policy ${i.policyNumber} on the ${BRAND} customer portal. Claim number: ${i.claimNumber}.`,
        ...i.details,
        ...(i.attachments.length ? [`Attachments: ${i.attachments.join(', ')}`] : ['Attachments: none']),
      ],
      after: [],
    });
  }
  return customerMail(i, i.name, [MAIL_TEXTS.claimReceivedSubject, { claimNumber: i.claimNumber }], (s) => ({
    paragraphs: [
      s(MAIL_TEXTS.claimReceivedBody, { claimNumber: i.claimNumber, policyNumber: i.policyNumber }),
      ...i.details.map((line) => claimLineIn(i.locale, line)),
      i.attachments.length ? s(MAIL_TEXTS.attachments, { names: i.attachments.join(', ') }) : s(MAIL_TEXTS.attachmentsNone),
    ],
    after: [s(MAIL_TEXTS.urgentHelp)],
  }));
}

export interface ClaimErrorMailInput extends FailedSubmissionDetails {
  to: string;
  policyNumber: string;
  memberName: string;
}

/** Tells the agency that a policyholder's claim could not be submitted (doc 4 §4). Staff mail: English. */
export function claimErrorMail(i: ClaimErrorMailInput): OutgoingMail {
  return englishMail(i.to, `Claim could not be submitted: ${i.policyNumber}`, null, {
    paragraphs: [
      `${i.memberName} tried to report a claim on policy ${i.policyNumber} on the ${BRAND} customer portal, and it could not be submitted. Please contact the policyholder to take the claim.`,
      ...failedSubmissionLines(i),
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

/** Tells the portal's support team what failed in a claim submission (doc 4 §4). Staff mail: English. */
export function claimDebugMail(i: ClaimDebugMailInput): OutgoingMail {
  return englishMail(i.to, `Claim submission failed (debug): ${i.policyNumber}`, null, {
    paragraphs: [
      `A claim submission by ${i.memberName} on policy ${i.policyNumber} failed.`,
      `Error: ${i.errorMessage}`,
      `Claim details: ${i.claimDetails ?? 'none'}`,
      `Attachments: ${i.attachmentDetails ?? 'none'}`,
    ],
  });
}

export interface ClaimEventMailInput extends InLocale {
  to: string;
  name: string | null;
  claimNumber: string;
  /** What happened, as the timeline shows it, in the recipient's language (claimEventTitle). */
  title: string;
  /** In the recipient's language (claimEventLines). */
  details: string[];
  href: string;
}

/** Tells the policyholder that their claim has a new event (issue 16), with a link to its timeline. */
export function claimEventMail(i: ClaimEventMailInput): OutgoingMail {
  return customerMail(i, i.name, [MAIL_TEXTS.claimEventSubject, { claimNumber: i.claimNumber, title: i.title }], (s) => ({
    paragraphs: [s(MAIL_TEXTS.claimEventBody, { claimNumber: i.claimNumber, title: i.title }), ...i.details],
    action: { label: s(MAIL_TEXTS.claimEventAction), href: i.href },
    after: [s(MAIL_TEXTS.urgentHelp)],
  }));
}
