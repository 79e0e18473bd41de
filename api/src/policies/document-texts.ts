import { type Locale } from '../common/i18n/locales';
import { t } from '../common/i18n/translate';

/**
 * The labels of the PDFs the portal draws for a policy (issue 17), with `{slots}`: written in
 * the caller's language (the token's locale claim, else Accept-Language). The Spanish is in
 * common/i18n/messages.es.ts; policy-documents.service.spec.ts fails for a label without it.
 * What the records hold (coverage and form descriptions, names, plans) is printed as it is.
 *
 * Two documents stay English on purpose: the auto ID card is the US proof of insurance a
 * driver shows to the police and the DMV (state rules fix its wording), and the certificate of
 * insurance (certificates/certificate-pdf.ts) is the ACORD 25 form a third party, the
 * certificate holder, relies on; both are evidence for readers other than the policyholder.
 */
export const DOCUMENT_TEXTS = {
  namedInsured: 'Named insured',
  poBox: 'P.O. Box {poBox}',
  policyNumber: 'Policy number: {policyNumber}',
  policyPeriod: 'Policy period: {start} to {end}',
  printed: 'Printed: {date}',
  agency: 'Agency',
  termPremium: 'Term premium: {amount}',
  paymentPlan: 'Payment plan: {plan}',
  vehicle: 'Vehicle {n}: {vehicle}  VIN {vin}',
  creditor: 'Creditor: {name}, {city} {zip}',
  drivers: 'Drivers',
  driver: '{n}. {name}  licence {licence} ({state})  born {year}',
  form: 'Form {formNumber}',
  formBody:
    'This form, {description}, is part of policy {policyNumber} issued by {companyName} to {holderName}. Please read it together with your declarations page. It changes or explains the coverage provided; all other terms of the policy are unchanged.',
} as const;

type DocumentText = (typeof DOCUMENT_TEXTS)[keyof typeof DOCUMENT_TEXTS];

/** A document label in `locale` with its `{slots}` filled. */
export function label(locale: Locale, english: DocumentText, values: Record<string, string | number> = {}): string {
  return t(locale, english).replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
