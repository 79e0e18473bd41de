import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { IdCard } from '../core/id-card.entity';
import { DocumentKind, PolicyDocument } from '../core/policy-document.entity';
import { Policy } from '../core/policy.entity';
import { UserPolicy } from '../users/user-policy.entity';
import { newPdf } from './pdf';
import { PoliciesException, PoliciesExceptionCode } from './policies.exception';
import { birthYear, maskAllButLast4 } from './policy-rules';

/** A PDF ready to stream: the file name for Content-Disposition and the (not yet ended) document. */
export interface RenderedDocument {
  fileName: string;
  pdf: PDFKit.PDFDocument;
}

const money = (n: number | string) => `$${Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const usDate = (iso: string | null | undefined) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

/**
 * Resolves a printUrl of one of the user's policies and draws its PDF with pdfkit: a
 * declarations page, a form, or an auto ID card. Text streams are left uncompressed and the
 * Title is the policy number, so the file is small and searchable.
 */
@Injectable()
export class PolicyDocumentsService {
  constructor(private readonly em: EntityManager) {}

  async render(userId: string, printUrl: string): Promise<RenderedDocument> {
    const numbers = (await this.em.find(UserPolicy, { user: userId })).map((l) => l.policyNumber);
    const notFound = () => new PoliciesException(PoliciesExceptionCode.DocumentNotFound);
    if (!numbers.length) throw notFound();

    const doc = await this.em.findOne(PolicyDocument, { printUrl, policy: { policyNumber: { $in: numbers } } });
    if (doc) {
      const policy = await this.loadPolicy(doc.policy.id);
      return doc.kind === DocumentKind.Declaration
        ? { fileName: `${policy.policyNumber}-declarations.pdf`, pdf: this.declarations(policy, doc) }
        : { fileName: `${policy.policyNumber}-${(doc.formNumber ?? 'form').replace(/[^A-Za-z0-9]+/g, '-')}.pdf`, pdf: this.form(policy, doc) };
    }
    const card = await this.em.findOne(IdCard, { printUrl, policy: { policyNumber: { $in: numbers } } }, { populate: ['vehicle'] });
    if (card) {
      const policy = await this.loadPolicy(card.policy.id);
      return { fileName: `${policy.policyNumber}-id-card.pdf`, pdf: this.idCard(policy, card) };
    }
    throw notFound();
  }

  private loadPolicy(id: number): Promise<Policy> {
    return this.em.findOneOrFail(Policy, id, {
      populate: ['holder.addresses', 'agency', 'vehicles.coverages', 'vehicles.creditors', 'drivers'] as never,
    });
  }

  private start(policy: Policy, subject: string): PDFKit.PDFDocument {
    const pdf = newPdf({ size: 'LETTER', margin: 50, compress: false, info: { Title: policy.policyNumber, Subject: subject, Author: policy.companyName } });
    pdf.font('Helvetica-Bold').fontSize(16).text(policy.companyName);
    pdf.font('Helvetica').fontSize(10).text(subject).moveDown();
    return pdf;
  }

  private holderBlock(pdf: PDFKit.PDFDocument, policy: Policy): void {
    const a = policy.holder.addresses.getItems().sort((x, y) => x.position - y.position)[0];
    pdf.font('Helvetica-Bold').text('Named insured');
    pdf.font('Helvetica').text(policy.holder.displayName);
    if (a) {
      if (a.line1) pdf.text(a.line1);
      if (a.line2) pdf.text(a.line2);
      if (!a.line1 && a.poBox) pdf.text(`P.O. Box ${a.poBox}`);
      pdf.text(`${a.city}, ${a.state} ${a.zip5}`);
    }
    pdf.moveDown();
  }

  private declarations(policy: Policy, doc: PolicyDocument): PDFKit.PDFDocument {
    const pdf = this.start(policy, doc.description);
    pdf.text(`Policy number: ${policy.policyNumber}`);
    pdf.text(`Policy period: ${usDate(policy.effectiveDate)} to ${usDate(policy.endDate)}`);
    pdf.text(`Printed: ${usDate(doc.printDate)}`).moveDown();
    this.holderBlock(pdf, policy);
    const ag = policy.agency;
    pdf.font('Helvetica-Bold').text('Agency');
    pdf.font('Helvetica').text(`${ag.displayName} (${ag.agencyCode})`).text(ag.addressLine1).text(`${ag.city}, ${ag.state} ${ag.zip}`).moveDown();
    pdf.font('Helvetica-Bold').text(`Term premium: ${money(policy.termPremium)}`).font('Helvetica').text(`Payment plan: ${policy.paymentPlan}`).moveDown();
    for (const v of policy.vehicles.getItems()) {
      pdf.font('Helvetica-Bold').text(`Vehicle ${v.vehicleNum}: ${v.year} ${v.make} ${v.model}  VIN ${maskAllButLast4(v.vin)}`);
      pdf.font('Helvetica');
      for (const c of v.coverages.getItems()) pdf.text(`  ${c.description}: ${c.coverageLimitDescription}`);
      for (const cr of v.creditors.getItems()) {
        const name = cr.businessName ?? [cr.firstName, cr.lastName].filter(Boolean).join(' ');
        pdf.text(`  Creditor: ${name}, ${cr.city} ${cr.zip}`);
      }
      pdf.moveDown(0.5);
    }
    if (policy.drivers.length) {
      pdf.font('Helvetica-Bold').text('Drivers').font('Helvetica');
      for (const d of policy.drivers.getItems()) {
        pdf.text(`  ${d.driverNum}. ${d.firstName} ${d.lastName}  licence ${maskAllButLast4(d.licenseNumber)} (${d.licenseState})  born ${birthYear(d.birthDate)}`);
      }
    }
    return pdf;
  }

  private form(policy: Policy, doc: PolicyDocument): PDFKit.PDFDocument {
    const pdf = this.start(policy, doc.description);
    pdf.text(`Form ${doc.formNumber ?? ''}`.trim());
    pdf.text(`Policy number: ${policy.policyNumber}`);
    pdf.text(`Printed: ${usDate(doc.printDate)}`).moveDown();
    pdf.text(
      `This form, ${doc.description}, is part of policy ${policy.policyNumber} issued by ${policy.companyName} to ${policy.holder.displayName}. ` +
        'Please read it together with your declarations page. It changes or explains the coverage provided; all other terms of the policy are unchanged.',
    );
    return pdf;
  }

  private idCard(policy: Policy, card: IdCard): PDFKit.PDFDocument {
    const pdf = this.start(policy, 'Auto Insurance Identification Card');
    pdf.text(`Policy number: ${policy.policyNumber}`);
    pdf.text(`Effective: ${usDate(policy.effectiveDate)}   Expires: ${usDate(policy.endDate)}`).moveDown();
    pdf.text(`Vehicle: ${card.year || ''} ${card.make} ${card.model}`.replace(/\s+/g, ' ').trim());
    if (card.vehicle) pdf.text(`VIN: ${maskAllButLast4(card.vehicle.vin)}`);
    pdf.moveDown();
    this.holderBlock(pdf, policy);
    pdf.fontSize(8).text('Keep this card in the vehicle. Printed ' + usDate(card.printDate));
    return pdf;
  }
}
