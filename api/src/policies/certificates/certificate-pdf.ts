import type { CertificateTermView } from '../../core';
import { newPdf } from '../pdf';

/** The holder as printed on a certificate. */
export interface CertificateHolderLines {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** Everything a certificate prints: the term from the core records, the holder and wording from the customer. */
export interface CertificateContent {
  /** 'YYYY-MM-DD': the certificate's date. */
  issuedOn: string;
  term: CertificateTermView;
  holder: CertificateHolderLines;
  additionalInsured: string | null;
  descriptionOfOperations: string | null;
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** $1,000,000 from 100000000 cents (limits are whole dollars). */
export const limitText = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export const CANCELLATION_CLAUSE =
  'SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.';
const DISCLAIMER =
  'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, ' +
  'EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW. THIS CERTIFICATE OF INSURANCE DOES NOT CONSTITUTE A CONTRACT BETWEEN THE ISSUING INSURER(S), AUTHORIZED ' +
  'REPRESENTATIVE OR PRODUCER, AND THE CERTIFICATE HOLDER.';
const COVERAGE_NOTE =
  'THIS IS TO CERTIFY THAT THE POLICIES OF INSURANCE LISTED BELOW HAVE BEEN ISSUED TO THE INSURED NAMED ABOVE FOR THE POLICY PERIOD INDICATED. NOTWITHSTANDING ANY REQUIREMENT, ' +
  'TERM OR CONDITION OF ANY CONTRACT OR OTHER DOCUMENT WITH RESPECT TO WHICH THIS CERTIFICATE MAY BE ISSUED OR MAY PERTAIN, THE INSURANCE AFFORDED BY THE POLICIES DESCRIBED ' +
  'HEREIN IS SUBJECT TO ALL THE TERMS, EXCLUSIONS AND CONDITIONS OF SUCH POLICIES. LIMITS SHOWN MAY HAVE BEEN REDUCED BY PAID CLAIMS.';

const LEFT = 30;
const WIDTH = 552;
const MID = LEFT + WIDTH / 2;

/** The limits grouped by type of insurance, in the records' order: one row of the coverages table each. */
export function coverageRows(term: CertificateTermView): Array<{ coverageType: string; limits: Array<[string, string]> }> {
  const rows: Array<{ coverageType: string; limits: Array<[string, string]> }> = [];
  for (const l of term.limits) {
    let row = rows.find((r) => r.coverageType === l.coverageType);
    if (!row) rows.push((row = { coverageType: l.coverageType, limits: [] }));
    row.limits.push([l.limitName, limitText(l.amountCents)]);
  }
  return rows;
}

/**
 * Draws a certificate of liability insurance in the ACORD 25 layout with pdfkit (the portal's
 * PDF library): header and date, producer (the policy's agency), insured, insurers affording
 * coverage with NAIC codes, the coverages table (type, policy number, effective and expiration
 * dates, limits), description of operations, certificate holder, cancellation and authorized
 * representative. Text streams stay uncompressed so the file is searchable; the caller ends it.
 * It stays English whatever the customer's language (issue 17): the certificate holder, a third
 * party, relies on the ACORD 25 wording, and the PDF is stored once and served as issued.
 */
export function drawCertificate(c: CertificateContent): PDFKit.PDFDocument {
  const { term } = c;
  const pdf = newPdf({
    size: 'LETTER',
    margin: 30,
    compress: false,
    info: { Title: `Certificate of Liability Insurance ${term.policyNumber}`, Subject: `Certificate holder: ${c.holder.name}`, Author: term.companyName },
  });
  const box = (x: number, y: number, w: number, h: number) => pdf.lineWidth(0.75).rect(x, y, w, h).stroke();
  const label = (text: string, x: number, y: number, w?: number) =>
    pdf
      .font('Helvetica-Bold')
      .fontSize(7)
      .text(text, x, y, { width: w, lineBreak: Boolean(w) });
  const body = (text: string, x: number, y: number, w: number, size = 9) => pdf.font('Helvetica').fontSize(size).text(text, x, y, { width: w });

  // Header and date.
  pdf
    .font('Helvetica-Bold')
    .fontSize(15)
    .text('CERTIFICATE OF LIABILITY INSURANCE', LEFT, 32, { width: WIDTH - 110, align: 'center' });
  box(LEFT + WIDTH - 100, 28, 100, 28);
  label('DATE (MM/DD/YYYY)', LEFT + WIDTH - 96, 31);
  body(usDate(c.issuedOn), LEFT + WIDTH - 96, 42, 92, 10);
  body(DISCLAIMER, LEFT, 62, WIDTH, 6.5);
  let y = pdf.y + 4;

  // Producer and insurers.
  const ag = c.term.agency;
  const producer = [ag.displayName, ag.addressLine1, ag.addressLine2, `${ag.city}, ${ag.state} ${ag.zip}`].filter(Boolean).join('\n');
  const contact = [`Contact: ${ag.producerName}`, ag.phones[0] ? `Phone: ${ag.phones[0]}` : null, ag.emails[0] ? `Email: ${ag.emails[0]}` : null]
    .filter(Boolean)
    .join('\n');
  box(LEFT, y, WIDTH / 2, 70);
  box(MID, y, WIDTH / 2, 70);
  label('PRODUCER', LEFT + 4, y + 3);
  body(producer, LEFT + 4, y + 13, WIDTH / 2 - 8);
  body(contact, MID + 4, y + 5, WIDTH / 2 - 8, 8);
  y += 70;

  const insured = [term.holderName];
  const a = term.mailingAddress;
  if (a) {
    if (a.line1) insured.push(a.line1);
    if (a.line2) insured.push(a.line2);
    if (!a.line1 && a.poBox) insured.push(`P.O. Box ${a.poBox}`);
    insured.push(`${a.city}, ${a.state} ${a.zip5}`);
  }
  box(LEFT, y, WIDTH / 2, 62);
  box(MID, y, WIDTH / 2, 62);
  label('INSURED', LEFT + 4, y + 3);
  body(insured.join('\n'), LEFT + 4, y + 13, WIDTH / 2 - 8);
  label('INSURER(S) AFFORDING COVERAGE', MID + 4, y + 3, WIDTH / 2 - 60);
  label('NAIC #', LEFT + WIDTH - 50, y + 3);
  body(`INSURER A: ${term.companyName}`, MID + 4, y + 15, WIDTH / 2 - 60, 8);
  body(term.naic ?? '', LEFT + WIDTH - 50, y + 15, 46, 8);
  y += 62;

  // Coverages.
  label('COVERAGES', LEFT, y + 4);
  body(COVERAGE_NOTE, LEFT, y + 14, WIDTH, 6);
  y = pdf.y + 4;
  const cols = { ltr: LEFT, type: LEFT + 22, number: LEFT + 200, eff: LEFT + 280, exp: LEFT + 335, limits: LEFT + 390 };
  box(LEFT, y, WIDTH, 18);
  label('INSR\nLTR', cols.ltr + 2, y + 2, 20);
  label('TYPE OF INSURANCE', cols.type + 2, y + 5);
  label('POLICY NUMBER', cols.number + 2, y + 5);
  label('POLICY EFF\n(MM/DD/YYYY)', cols.eff + 2, y + 2, 55);
  label('POLICY EXP\n(MM/DD/YYYY)', cols.exp + 2, y + 2, 55);
  label('LIMITS', cols.limits + 2, y + 5);
  y += 18;
  const rows = coverageRows(term);
  if (!rows.length) rows.push({ coverageType: term.type, limits: [] });
  for (const row of rows) {
    const height = Math.max(24, 12 * row.limits.length + 6);
    box(LEFT, y, WIDTH, height);
    for (const x of [cols.type, cols.number, cols.eff, cols.exp, cols.limits])
      pdf
        .moveTo(x, y)
        .lineTo(x, y + height)
        .stroke();
    body('A', cols.ltr + 8, y + 4, 12, 8);
    body(row.coverageType.toUpperCase(), cols.type + 3, y + 4, 172, 8);
    body(term.policyNumber, cols.number + 3, y + 4, 76, 8);
    body(usDate(term.effectiveDate), cols.eff + 3, y + 4, 52, 8);
    body(usDate(term.endDate), cols.exp + 3, y + 4, 52, 8);
    row.limits.forEach(([name, amount], i) => {
      body(name.toUpperCase(), cols.limits + 3, y + 4 + 12 * i, 105, 6.5);
      body(amount, cols.limits + 110, y + 4 + 12 * i, 50, 8);
    });
    y += height;
  }

  // Description of operations (with the additional insured wording).
  const description = [c.descriptionOfOperations, c.additionalInsured ? `Additional insured: ${c.additionalInsured}` : null].filter(Boolean).join('\n');
  pdf.font('Helvetica').fontSize(8);
  const descHeight = Math.max(60, pdf.heightOfString(description || ' ', { width: WIDTH - 8 }) + 20);
  box(LEFT, y, WIDTH, descHeight);
  label('DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES', LEFT + 4, y + 3);
  body(description, LEFT + 4, y + 13, WIDTH - 8, 8);
  y += descHeight + 8;

  // Certificate holder and cancellation.
  const h = c.holder;
  const holderLines = [h.name, h.line1, h.line2, `${h.city}, ${h.state} ${h.zip}`].filter(Boolean).join('\n');
  box(LEFT, y, WIDTH / 2, 90);
  box(MID, y, WIDTH / 2, 90);
  label('CERTIFICATE HOLDER', LEFT + 4, y + 3);
  body(holderLines, LEFT + 4, y + 15, WIDTH / 2 - 8, 10);
  label('CANCELLATION', MID + 4, y + 3);
  body(CANCELLATION_CLAUSE, MID + 4, y + 13, WIDTH / 2 - 8, 7);
  label('AUTHORIZED REPRESENTATIVE', MID + 4, y + 58);
  body(`${ag.producerName}, ${ag.displayName}`, MID + 4, y + 70, WIDTH / 2 - 8, 9);
  y += 96;
  body('Certificate of liability insurance in the ACORD 25 layout. Issued through the policyholder portal.', LEFT, y, WIDTH, 6.5);
  return pdf;
}
