import { PolicyStatus, type CertificateTermView } from '../../core';
import { pdfText } from '../../../test/support/pdf-text';
import { CANCELLATION_CLAUSE, coverageRows, drawCertificate, limitText, type CertificateContent } from './certificate-pdf';

const term: CertificateTermView = {
  policyNumber: 'CGL7300201',
  type: 'Commercial General Liability',
  status: PolicyStatus.InForce,
  effectiveDate: '2026-07-29',
  endDate: '2027-07-29',
  companyName: 'Harbor Mutual Commercial Indemnity Company',
  naic: '24147',
  holderName: 'Cedar Valley Builders LLC',
  mailingAddress: { line1: '88 Mill Race Rd', line2: null, poBox: null, city: 'Huntington', state: 'IN', zip5: '46750' },
  agency: {
    agencyCode: 'A0422',
    displayName: 'Wabash Valley Insurance Group',
    producerName: 'Dana Whitaker',
    producerPhones: [],
    addressLine1: '210 N Jefferson St',
    addressLine2: null,
    city: 'Huntington',
    state: 'IN',
    zip: '46750',
    phones: ['2605550100'],
    emails: ['service@wabashvalley.example.com'],
  },
  packageParts: [],
  limits: [
    { coverageType: 'Commercial General Liability', limitName: 'Each occurrence', amountCents: 100_000_000 },
    { coverageType: 'Commercial General Liability', limitName: 'General aggregate', amountCents: 200_000_000 },
    { coverageType: 'Automobile Liability', limitName: 'Combined single limit (each accident)', amountCents: 50_000_000 },
  ],
};

const content: CertificateContent = {
  issuedOn: '2026-11-26',
  term,
  holder: { name: 'Summit Ridge General Contractors', line1: '1200 Commerce Dr', line2: 'Suite 300', city: 'Fort Wayne', state: 'IN', zip: '46802' },
  additionalInsured: 'Summit Ridge General Contractors is an additional insured as required by written contract.',
  descriptionOfOperations: 'Re: Riverside Clinic renovation, 400 Main St, Fort Wayne.',
};

async function render(c: CertificateContent): Promise<string> {
  const pdf = drawCertificate(c);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => pdf.on('end', resolve));
  pdf.end();
  await done;
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('drawCertificate', () => {
  let text: string;
  beforeAll(async () => {
    text = await render(content);
  });

  it('prints the ACORD 25 header and the certificate date', () => {
    expect(text).toContain('CERTIFICATE OF LIABILITY INSURANCE');
    expect(text).toContain('11/26/2026');
  });

  it('prints the producer (the agency), the insured and the insurer with its NAIC code', () => {
    expect(text).toContain('Wabash Valley Insurance Group');
    expect(text).toContain('Cedar Valley Builders LLC');
    expect(text).toContain('88 Mill Race Rd');
    expect(text).toContain('INSURER A: Harbor Mutual Commercial Indemnity Company');
    expect(text).toContain('24147');
  });

  it("prints every coverage with the policy number, the term's dates and its limits from the records", () => {
    expect(text).toContain('COMMERCIAL GENERAL LIABILITY');
    expect(text).toContain('AUTOMOBILE LIABILITY');
    expect(text).toContain('CGL7300201');
    expect(text).toContain('07/29/2026');
    expect(text).toContain('07/29/2027');
    expect(text).toContain('EACH OCCURRENCE');
    expect(text).toContain('$1,000,000');
    expect(text).toContain('$2,000,000');
    expect(text).toContain('$500,000');
  });

  it('prints the certificate holder, the wording, the cancellation clause and the authorized representative', () => {
    expect(text).toContain('Summit Ridge General Contractors');
    expect(text).toContain('1200 Commerce Dr');
    expect(text).toContain('Fort Wayne, IN 46802');
    expect(text).toContain('Re: Riverside Clinic renovation');
    expect(text).toContain('Additional insured: Summit Ridge General Contractors is an additional insured');
    expect(text).toContain(CANCELLATION_CLAUSE.slice(0, 60));
    expect(text).toContain('AUTHORIZED REPRESENTATIVE');
    expect(text).toContain('Dana Whitaker');
  });

  it('leaves the wording out when the customer gave none', async () => {
    const bare = await render({ ...content, additionalInsured: null, descriptionOfOperations: null });
    expect(bare).not.toContain('Additional insured:');
    expect(bare).toContain('Summit Ridge General Contractors');
  });
});

describe('coverageRows', () => {
  it('groups the limits by type of insurance in the records order', () => {
    expect(coverageRows(term)).toEqual([
      {
        coverageType: 'Commercial General Liability',
        limits: [
          ['Each occurrence', '$1,000,000'],
          ['General aggregate', '$2,000,000'],
        ],
      },
      { coverageType: 'Automobile Liability', limits: [['Combined single limit (each accident)', '$500,000']] },
    ]);
  });

  it('prints whole dollars from cents', () => {
    expect(limitText(500_000)).toBe('$5,000');
  });
});
