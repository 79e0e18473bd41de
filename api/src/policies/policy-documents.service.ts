import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { CertificatesService } from './certificates';
import { DocumentKind, PolicyRecords, type DocumentView, type IdCardView, type PrintedPolicyView as Policy } from '../core';
import { UserPolicy } from '../users';
import { type Locale, DEFAULT_LOCALE } from '../common/i18n/locales';
import { DOCUMENT_TEXTS, label } from './document-texts';
import { newPdf } from './pdf';
import { PoliciesException, PoliciesExceptionCode } from './policies.exception';
import { birthYear, maskAllButLast4 } from './policy-rules';

/** A PDF ready to stream: the file name for Content-Disposition and the (not yet ended) document, or a stored file's stream. */
export type RenderedDocument = { fileName: string; pdf: PDFKit.PDFDocument } | { fileName: string; stream: Readable };

const money = (n: number | string) =>
  `$${Number(n)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const usDate = (iso: string | null | undefined) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

/**
 * Resolves a printUrl of one of the user's policies and draws its PDF with pdfkit: a
 * declarations page, a form, or an auto ID card. Text streams are left uncompressed and the
 * Title is the policy number, so the file is small and searchable.
 */
@Injectable()
export class PolicyDocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly records: PolicyRecords,
    private readonly certificates: CertificatesService,
  ) {}

  /**
   * Two statements: the user's policy numbers, then the read model of the document (or card) and its term.
   * `locale`: the caller's language, for the declarations' and forms' labels (the ID card and
   * certificates stay English: document-texts.ts says why).
   */
  async render(userId: string, printUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderedDocument> {
    const numbers = (await this.em.find(UserPolicy, { user: userId }, { fields: ['policyNumber'] })).map((l) => l.policyNumber);
    const found = await this.records.printable(printUrl, numbers);
    if (!found) {
      // A certificate of insurance issued in the portal: its stored PDF, under the same ownership check.
      const certificate = await this.certificates.open(printUrl, numbers);
      if (!certificate) throw new PoliciesException(PoliciesExceptionCode.DocumentNotFound);
      return certificate;
    }
    const { policy } = found;
    if (found.kind === 'id-card') return { fileName: `${policy.policyNumber}-id-card.pdf`, pdf: this.idCard(policy, found.card) };
    const doc = found.document;
    return doc.kind === DocumentKind.Declaration
      ? { fileName: `${policy.policyNumber}-declarations.pdf`, pdf: this.declarations(policy, doc, locale) }
      : { fileName: `${policy.policyNumber}-${(doc.formNumber ?? 'form').replace(/[^A-Za-z0-9]+/g, '-')}.pdf`, pdf: this.form(policy, doc, locale) };
  }

  private start(policy: Policy, subject: string): PDFKit.PDFDocument {
    const pdf = newPdf({ size: 'LETTER', margin: 50, compress: false, info: { Title: policy.policyNumber, Subject: subject, Author: policy.companyName } });
    pdf.font('Helvetica-Bold').fontSize(16).text(policy.companyName);
    pdf.font('Helvetica').fontSize(10).text(subject).moveDown();
    return pdf;
  }

  private holderBlock(pdf: PDFKit.PDFDocument, policy: Policy, locale: Locale = DEFAULT_LOCALE): void {
    const a = policy.mailingAddress;
    pdf.font('Helvetica-Bold').text(label(locale, DOCUMENT_TEXTS.namedInsured));
    pdf.font('Helvetica').text(policy.holderName);
    if (a) {
      if (a.line1) pdf.text(a.line1);
      if (a.line2) pdf.text(a.line2);
      if (!a.line1 && a.poBox) pdf.text(label(locale, DOCUMENT_TEXTS.poBox, { poBox: a.poBox }));
      pdf.text(`${a.city}, ${a.state} ${a.zip5}`);
    }
    pdf.moveDown();
  }

  private declarations(policy: Policy, doc: DocumentView, locale: Locale): PDFKit.PDFDocument {
    const pdf = this.start(policy, doc.description);
    pdf.text(label(locale, DOCUMENT_TEXTS.policyNumber, { policyNumber: policy.policyNumber }));
    pdf.text(label(locale, DOCUMENT_TEXTS.policyPeriod, { start: usDate(policy.effectiveDate), end: usDate(policy.endDate) }));
    pdf.text(label(locale, DOCUMENT_TEXTS.printed, { date: usDate(doc.printDate) })).moveDown();
    this.holderBlock(pdf, policy, locale);
    const ag = policy.agency;
    pdf.font('Helvetica-Bold').text(label(locale, DOCUMENT_TEXTS.agency));
    pdf.font('Helvetica').text(`${ag.displayName} (${ag.agencyCode})`).text(ag.addressLine1).text(`${ag.city}, ${ag.state} ${ag.zip}`).moveDown();
    pdf
      .font('Helvetica-Bold')
      .text(label(locale, DOCUMENT_TEXTS.termPremium, { amount: money(policy.termPremium) }))
      .font('Helvetica')
      .text(label(locale, DOCUMENT_TEXTS.paymentPlan, { plan: policy.paymentPlan }))
      .moveDown();
    for (const v of policy.vehicles) {
      pdf
        .font('Helvetica-Bold')
        .text(label(locale, DOCUMENT_TEXTS.vehicle, { n: v.vehicleNum, vehicle: `${v.year} ${v.make} ${v.model}`, vin: maskAllButLast4(v.vin) }));
      pdf.font('Helvetica');
      for (const c of v.coverages) pdf.text(`  ${c.description}: ${c.coverageLimitDescription}`);
      for (const cr of v.creditors) {
        const name = cr.businessName ?? [cr.firstName, cr.lastName].filter(Boolean).join(' ');
        pdf.text(`  ${label(locale, DOCUMENT_TEXTS.creditor, { name, city: cr.city, zip: cr.zip })}`);
      }
      pdf.moveDown(0.5);
    }
    if (policy.drivers.length) {
      pdf.font('Helvetica-Bold').text(label(locale, DOCUMENT_TEXTS.drivers)).font('Helvetica');
      for (const d of policy.drivers) {
        const line = label(locale, DOCUMENT_TEXTS.driver, {
          n: d.driverNum,
          name: `${d.firstName} ${d.lastName}`,
          licence: maskAllButLast4(d.licenseNumber),
          state: d.licenseState,
          year: birthYear(d.birthDate),
        });
        pdf.text(`  ${line}`);
      }
    }
    return pdf;
  }

  private form(policy: Policy, doc: DocumentView, locale: Locale): PDFKit.PDFDocument {
    const pdf = this.start(policy, doc.description);
    pdf.text(label(locale, DOCUMENT_TEXTS.form, { formNumber: doc.formNumber ?? '' }).trim());
    pdf.text(label(locale, DOCUMENT_TEXTS.policyNumber, { policyNumber: policy.policyNumber }));
    pdf.text(label(locale, DOCUMENT_TEXTS.printed, { date: usDate(doc.printDate) })).moveDown();
    pdf.text(
      label(locale, DOCUMENT_TEXTS.formBody, {
        description: doc.description,
        policyNumber: policy.policyNumber,
        companyName: policy.companyName,
        holderName: policy.holderName,
      }),
    );
    return pdf;
  }

  private idCard(policy: Policy, card: IdCardView & { vin: string | null }): PDFKit.PDFDocument {
    const pdf = this.start(policy, 'Auto Insurance Identification Card');
    pdf.text(`Policy number: ${policy.policyNumber}`);
    pdf.text(`Effective: ${usDate(policy.effectiveDate)}   Expires: ${usDate(policy.endDate)}`).moveDown();
    pdf.text(`Vehicle: ${card.year || ''} ${card.make} ${card.model}`.replace(/\s+/g, ' ').trim());
    if (card.vin) pdf.text(`VIN: ${maskAllButLast4(card.vin)}`);
    pdf.moveDown();
    this.holderBlock(pdf, policy);
    pdf.fontSize(8).text('Keep this card in the vehicle. Printed ' + usDate(card.printDate));
    return pdf;
  }
}
