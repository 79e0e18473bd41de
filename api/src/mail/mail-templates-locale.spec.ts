import { type Locale } from '../common/i18n/locales';
import {
  automaticPaymentDeclinedMail,
  claimDebugMail,
  claimErrorMail,
  claimEventMail,
  claimSummaryMail,
  confirmationMail,
  describeLifetime,
  emailChangeMail,
  emailChangeToTakenAddressMail,
  paymentMethodText,
  paymentReceiptMail,
  passwordResetMail,
  policyChangeConfirmationMail,
  policyChangeErrorMail,
  premiumChangeSentence,
  recurringNoticeMail,
  registrationOnTakenAddressMail,
  staffVerificationAcceptedMail,
  staffVerificationDeclinedMail,
  staffVerificationReceivedMail,
  type OutgoingMail,
} from './mail-templates';

const link = {
  publicUrl: 'https://portal.example.com',
  to: 'ana@example.com',
  name: 'Ana Ruiz',
  userId: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60',
  code: 'abc',
  lifetimeMinutes: 1440,
};
const staff = { to: 'ana@example.com', policyNumber: 'PPA1001101', policyHolder: 'Ana Ruiz' };

/** Every email a customer can receive, rendered in `locale` with values that hold no English word. */
const customerMails = (locale: Locale): Record<string, OutgoingMail> => ({
  confirmation: confirmationMail({ ...link, locale }),
  passwordReset: passwordResetMail({ ...link, locale }),
  emailChange: emailChangeMail({ ...link, newEmail: 'ana.nueva@example.com', locale }),
  staffReceived: staffVerificationReceivedMail({ ...staff, locale }),
  staffAccepted: staffVerificationAcceptedMail({ ...staff, publicUrl: link.publicUrl, locale }),
  staffDeclined: staffVerificationDeclinedMail({ ...staff, message: '—', locale }),
  registrationOnTaken: registrationOnTakenAddressMail({ publicUrl: link.publicUrl, to: 'ana@example.com', name: 'Ana Ruiz', locale }),
  emailChangeToTaken: emailChangeToTakenAddressMail({ publicUrl: link.publicUrl, to: 'ana@example.com', name: 'Ana Ruiz', locale }),
  receipt: paymentReceiptMail({
    to: 'ana@example.com',
    locale,
    confirmationNumber: 'P7K2M9Q4',
    paymentDate: '2026-11-26',
    method: paymentMethodText(locale, { kind: 'card', brand: 'Visa', debit: true, lastFour: '1111' }),
    lines: [{ number: 'PPA1001101', amount: '$1,234.50' }],
    fee: '$3.95',
    total: '$1,238.45',
  }),
  recurringNotice: recurringNoticeMail({
    to: 'ana@example.com',
    locale,
    policyNumber: 'PPA1001101',
    chargeDate: '2026-12-05',
    method: paymentMethodText(locale, { kind: 'bank', bankName: null, lastFour: '6789' }),
  }),
  recurringDeclined: automaticPaymentDeclinedMail({
    to: 'ana@example.com',
    locale,
    kind: 'recurring',
    policyNumber: 'PPA1001101',
    amount: '$120.00',
    attemptDate: '2026-12-05',
    method: paymentMethodText(locale, { kind: 'card', brand: 'Mastercard', debit: false, lastFour: '4444' }),
    reasons: [],
    retryOn: '2026-12-08',
  }),
  scheduledDeclined: automaticPaymentDeclinedMail({
    to: 'ana@example.com',
    locale,
    kind: 'scheduled',
    policyNumber: 'PPA1001101',
    amount: '$120.00',
    attemptDate: '2026-12-05',
    method: paymentMethodText(locale, { kind: 'card', brand: null, debit: false, lastFour: '4444' }),
    reasons: [],
    retryOn: null,
  }),
  policyChange: policyChangeConfirmationMail({
    to: 'ana@example.com',
    name: 'Ana',
    policyNumber: 'PPA1001101',
    policyHolderName: 'Ana Ruiz',
    effectiveDate: '12/01/2026',
    // The caller writes the change's lines in the recipient's language (change-details-text.spec.ts).
    details: [locale === 'es-US' ? 'Agregar el vehículo 2: 2024 Honda Civic, VIN 2HGFE2F59RH000001' : 'Add vehicle 2: 2024 Honda Civic, VIN 2HGFE2F59RH000001'],
    premiumChange: premiumChangeSentence(locale, { amount: '$12.34', direction: 'INCREASE', periodStart: '12/01/2026', periodEnd: '06/01/2027' }),
    forAgency: false,
    locale,
  }),
  claimSummary: claimSummaryMail({
    to: 'ana@example.com',
    name: 'Ana',
    forAgency: false,
    locale,
    claimNumber: 'CL-000123',
    policyNumber: 'PPA1001101',
    policyHolderName: 'Ana Ruiz',
    details: ['Date of loss: 2026-11-20', 'Injuries: Yes', 'Driver: No one was driving', 'Drivable: Unknown', 'Photo estimate: Yes, text 3175550100'],
    attachments: [],
  }),
  claimEvent: claimEventMail({
    to: 'ana@example.com',
    locale,
    name: 'Ana',
    claimNumber: 'CL-000123',
    // The caller writes the event's title and lines in the recipient's language (claim-timeline-text.spec.ts).
    title: locale === 'es-US' ? 'Pago emitido: $2,346.15' : 'Payment issued: $2,346.15',
    details: [locale === 'es-US' ? 'Su ajustador es Alicia Moreno.' : 'Your adjuster is Alicia Moreno.'],
    href: 'https://portal.example.com/claims/CL-000123',
  }),
});

/**
 * English words a Spanish email must not carry once names, numbers, addresses, links and the
 * brand are taken out (none of them is also a Spanish word).
 */
const ENGLISH_WORDS =
  /\b(the|your|you|we|our|please|policy|claim|payment|email|sign|link|account|password|thank|hello|if|and|of|with|on|for|was|will|is|are|not|this|card|ending|attachments|date|fee|charged|received|change|confirm|reset|customer|service|by|check|adjuster|phone|appointment|vehicle|driver|add|remove|born|mileage|coverage|bundle|none|yes|unknown|drivable|estimate|premium|increase|period|effective)\b/i;

const withoutNamesAndValues = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/Harbor Mutual|Ana Ruiz|Ana|Luis Ruiz|Alicia Moreno|Banco Popular|Honda Civic|Toyota Corolla|Mastercard|Visa|VIN|UTC/g, ' ');

describe('customer emails in the recipient language (issue 17)', () => {
  const spanish = customerMails('es-US');
  const english = customerMails('en-US');

  it.each(Object.keys(spanish))('writes the %s email in Spanish with no English left but names, numbers and the brand', (name) => {
    const mail = spanish[name]!;
    const words = withoutNamesAndValues(`${mail.subject}\n${mail.text}\n${mail.html.replace(/<[^>]+>/g, ' ')}`);
    expect(words.match(ENGLISH_WORDS)).toBeNull();
    expect(mail.text).toContain('Servicio al Cliente de Harbor Mutual');
  });

  it.each(Object.keys(english))('writes the %s email in English for an English recipient', (name) => {
    const mail = english[name]!;
    expect(mail.text).toContain('Harbor Mutual Customer Service');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[áéíóúñ¿¡]|póliza|reclamo|Hola/);
  });

  it('keeps the values as they are and the dates and money in the US form in both languages', () => {
    expect(spanish.receipt!.subject).toBe('Recibo de pago P7K2M9Q4');
    expect(spanish.receipt!.text).toContain('Fecha: 11/26/2026');
    expect(english.receipt!.text).toContain('Date: 11/26/2026');
    expect(spanish.receipt!.text).toContain('Póliza PPA1001101: $1,234.50');
    expect(spanish.receipt!.text).toContain('Forma de pago: Tarjeta de débito Visa terminada en 1111');
    expect(english.receipt!.text).toContain('Paid with: Visa debit card ending in 1111');
    expect(spanish.recurringNotice!.text).toContain('Cuenta bancaria terminada en 6789');
  });

  it('writes link lifetimes in the recipient language', () => {
    expect(describeLifetime(1440, 'es-US')).toBe('24 horas');
    expect(describeLifetime(2880, 'es-US')).toBe('2 días');
    expect(describeLifetime(30, 'es-US')).toBe('30 minutos');
    expect(spanish.passwordReset!.text).toContain('vence en 24 horas');
    expect(spanish.passwordReset!.subject).toBe('Restablezca su contraseña de Harbor Mutual');
  });

  it('greets with usted and uses the insurance words of the glossary', () => {
    expect(spanish.confirmation!.text.startsWith('Hola, Ana Ruiz:')).toBe(true);
    expect(spanish.claimSummary!.text).toContain(
      '¡Presentó su reclamo con éxito! Nos comunicaremos con usted pronto. Su número de reclamo es CL-000123 (póliza PPA1001101).',
    );
    expect(english.claimSummary!.text).toContain('You have successfully submitted your claim! We will be in touch soon.');
    expect(spanish.policyChange!.text).toContain('Este cambio resultará en un AUMENTO DE LA PRIMA de $12.34 para el período del 12/01/2026 al 06/01/2027.');
    expect(english.policyChange!.text).toContain('This change will result in a $12.34 INCREASE IN PREMIUM for the period 12/01/2026 to 06/01/2027.');
    expect(spanish.policyChange!.text).toContain('Agregar el vehículo 2: 2024 Honda Civic, VIN 2HGFE2F59RH000001');
  });

  it('writes the agency and support notices in English whatever the policyholder language', () => {
    const agency = policyChangeConfirmationMail({
      to: 'agency@example.com',
      name: null,
      policyNumber: 'PPA1001101',
      policyHolderName: 'Ana Ruiz',
      effectiveDate: '12/01/2026',
      details: [],
      premiumChange: 'This change will result in a $12.34 INCREASE IN PREMIUM for the period 12/01/2026 to 06/01/2027.',
      forAgency: true,
    });
    expect(agency.subject).toBe('Policy change completed: PPA1001101');
    const claimAgency = claimSummaryMail({
      to: 'agency@example.com',
      name: null,
      forAgency: true,
      claimNumber: 'CL-000123',
      policyNumber: 'PPA1001101',
      policyHolderName: 'Ana Ruiz',
      details: [],
      attachments: [],
    });
    expect(claimAgency.text).toContain('Harbor Mutual Customer Service');
    const staffMails = [
      policyChangeErrorMail({ to: 'a@x.test', policyNumber: 'P', policyHolderName: 'Ana', addressLines: [], phone: null, email: null, errorMessage: 'x' }),
      claimErrorMail({ to: 'a@x.test', policyNumber: 'P', memberName: 'Ana', addressLines: [], phone: null, email: null, errorMessage: 'x' }),
      claimDebugMail({ to: 'a@x.test', policyNumber: 'P', memberName: 'Ana', errorMessage: 'x', claimDetails: null, attachmentDetails: null }),
    ];
    for (const mail of staffMails) expect(mail.text).toMatch(/^Hello,/);
  });

  it("the agency's failure mails (a policy change, a claim) list the policyholder's address, phone and email and the error, leaving out blank or missing ones", () => {
    const contact = { addressLines: ['12 Elm St', ' '], phone: '3175550142', email: null, errorMessage: 'Rating timed out' };
    const mails = [
      policyChangeErrorMail({ to: 'a@x.test', policyNumber: 'PPA1001101', policyHolderName: 'Ana Ruiz', ...contact }),
      claimErrorMail({ to: 'a@x.test', policyNumber: 'PPA1001101', memberName: 'Ana Ruiz', ...contact }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('Ana Ruiz');
      expect(mail.text).toContain('Address: 12 Elm St');
      expect(mail.text).toContain('Phone: 3175550142');
      expect(mail.text).toContain('Error: Rating timed out');
      expect(mail.text.match(/Address: /g)).toHaveLength(1);
      expect(mail.text).not.toContain('Email: ');
    }
  });
});
