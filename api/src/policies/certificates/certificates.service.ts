import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { violates } from '../../common/errors/concurrency';
import { CertificateRecords, stateById, type CertificateTermView } from '../../core';
import { businessDay } from '../policy-rules';
import { UserPolicy } from '../../users';
import { drawCertificate, type CertificateHolderLines } from './certificate-pdf';
import { certificateRefusal } from './certificate-rules';
import { CertificatesException, CertificatesExceptionCode, REFUSALS } from './certificates.exception';
import type { IssueCertificateRequest } from './dto/requests.dto';
import type { CertificateHolderReply, CertificateReply, PolicyCertificates } from './dto/replies';
import { Certificate, CERTIFICATE_HOLDER_UNIQUE, CertificateHolder } from './entities';
import { CERTIFICATE_STORAGE, type CertificateFileStorage } from './certificate-storage';

/** A certificate as the policy's documents list shows it (the policies area's PolicyDocument shape). */
export interface CertificateDocument {
  printDate: string;
  printUrl: string;
  formNumber: string;
  description: string;
}

/** The form number the documents list shows for a certificate. */
export const CERTIFICATE_FORM_NUMBER = 'ACORD 25';

const toReply = (c: Certificate): CertificateReply => ({
  certificateId: c.id,
  policyNumber: c.policyNumber,
  issuedOn: c.issuedOn,
  holder: { name: c.holderName, line1: c.line1, line2: c.line2 ?? null, city: c.city, state: c.state, zip: c.zip },
  additionalInsured: c.additionalInsured ?? null,
  descriptionOfOperations: c.descriptionOfOperations ?? null,
  printUrl: c.printUrl,
});

const toHolderReply = (h: CertificateHolder): CertificateHolderReply => ({
  holderId: h.id,
  name: h.name,
  line1: h.line1,
  line2: h.line2 ?? null,
  city: h.city,
  stateId: h.stateId,
  state: stateById(h.stateId)?.abbreviation ?? '',
  zip: h.zip,
});

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Certificates of insurance (issue 16): issued from the policy's core records (CertificateRecords),
 * the PDF streamed into the file storage port, kept as a document of the policy; holders are
 * remembered per policy. Every call first proves the policy is on the user's account (404).
 */
@Injectable()
export class CertificatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly records: CertificateRecords,
    @Inject(CERTIFICATE_STORAGE) private readonly storage: CertificateFileStorage,
  ) {}

  private async owned(userId: string, policyNumber: string): Promise<string> {
    const number = policyNumber.toUpperCase();
    if (!(await this.em.count(UserPolicy, { user: userId, policyNumber: number }))) throw new CertificatesException(CertificatesExceptionCode.PolicyNotFound);
    return number;
  }

  /** The term, or the refusal (422) when no certificate can be issued for it now. */
  private async issuableTerm(policyNumber: string): Promise<CertificateTermView> {
    const term = await this.records.certificateTerm(policyNumber);
    if (!term) throw new CertificatesException(CertificatesExceptionCode.PolicyNotFound);
    const refusal = certificateRefusal(term.policyNumber, term.status);
    if (refusal) throw new CertificatesException(refusal);
    return term;
  }

  async list(userId: string, policyNumber: string): Promise<PolicyCertificates> {
    const number = await this.owned(userId, policyNumber);
    const term = await this.records.certificateTerm(number);
    const refusal = term ? certificateRefusal(term.policyNumber, term.status) : CertificatesExceptionCode.NotEligible;
    const certificates = await this.em.find(Certificate, { policyNumber: number }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    const holders = await this.em.find(CertificateHolder, { policyNumber: number }, { orderBy: { name: 'asc', id: 'asc' } });
    return {
      policyNumber: number,
      eligible: refusal === null,
      // The refusal's own message, as issuing would answer it.
      notEligibleReason: refusal === null ? null : REFUSALS[refusal][1],
      certificates: certificates.map(toReply),
      holders: holders.map(toHolderReply),
    };
  }

  async issue(userId: string, policyNumber: string, body: IssueCertificateRequest, now = new Date()): Promise<CertificateReply> {
    const number = await this.owned(userId, policyNumber);
    const term = await this.issuableTerm(number);
    const state = stateById(body.stateId)!.abbreviation;
    const holder: CertificateHolderLines = {
      name: body.holderName.trim(),
      line1: body.line1.trim(),
      line2: blankToNull(body.line2),
      city: body.city.trim(),
      state,
      zip: body.zip,
    };
    const certificate = await this.store(userId, term, holder, blankToNull(body.additionalInsured), blankToNull(body.descriptionOfOperations), now);
    await this.remember(number, holder, body.stateId);
    return toReply(certificate);
  }

  async reissue(userId: string, policyNumber: string, certificateId: string, now = new Date()): Promise<CertificateReply> {
    const number = await this.owned(userId, policyNumber);
    const earlier = await this.em.findOne(Certificate, { id: certificateId, policyNumber: number });
    if (!earlier) throw new CertificatesException(CertificatesExceptionCode.CertificateNotFound);
    const term = await this.issuableTerm(number);
    const holder: CertificateHolderLines = {
      name: earlier.holderName,
      line1: earlier.line1,
      line2: earlier.line2,
      city: earlier.city,
      state: earlier.state,
      zip: earlier.zip,
    };
    return toReply(await this.store(userId, term, holder, earlier.additionalInsured ?? null, earlier.descriptionOfOperations ?? null, now));
  }

  async deleteHolder(userId: string, policyNumber: string, holderId: string): Promise<void> {
    const number = await this.owned(userId, policyNumber);
    if ((await this.em.nativeDelete(CertificateHolder, { id: holderId, policyNumber: number })) !== 1) {
      throw new CertificatesException(CertificatesExceptionCode.HolderNotFound);
    }
  }

  /** The certificates of the policy numbers as documents of each, newest first (one statement). */
  async documentsOf(policyNumbers: string[]): Promise<Map<string, CertificateDocument[]>> {
    const byNumber = new Map<string, CertificateDocument[]>();
    if (!policyNumbers.length) return byNumber;
    const rows = await this.em.find(
      Certificate,
      { policyNumber: { $in: policyNumbers } },
      { fields: ['policyNumber', 'issuedOn', 'printUrl', 'holderName', 'createdAt'], orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    for (const c of rows) {
      const doc = {
        printDate: c.issuedOn,
        printUrl: c.printUrl,
        formNumber: CERTIFICATE_FORM_NUMBER,
        description: `Certificate of Liability Insurance - ${c.holderName}`.slice(0, 200),
      };
      byNumber.set(c.policyNumber, [...(byNumber.get(c.policyNumber) ?? []), doc]);
    }
    return byNumber;
  }

  /** The stored PDF behind a printUrl of one of the policy numbers, or null (the document download path). */
  async open(printUrl: string, policyNumbers: string[]): Promise<{ fileName: string; stream: Readable } | null> {
    if (!policyNumbers.length) return null;
    const found = await this.em.findOne(Certificate, { printUrl, policyNumber: { $in: policyNumbers } });
    if (!found) return null;
    const stream = await this.storage.open(found.storageKey);
    return stream ? { fileName: `${found.policyNumber}-certificate-${found.issuedOn}.pdf`, stream } : null;
  }

  /** Draws the PDF straight into the storage (no whole-file buffer), then records it; a failed insert removes the file. */
  private async store(
    userId: string,
    term: CertificateTermView,
    holder: CertificateHolderLines,
    additionalInsured: string | null,
    descriptionOfOperations: string | null,
    now: Date,
  ): Promise<Certificate> {
    const issuedOn = businessDay(now);
    const pdf = drawCertificate({ issuedOn, term, holder, additionalInsured, descriptionOfOperations });
    const stored = this.storage.put(pdf);
    pdf.end();
    const storageKey = await stored;
    const certificate = this.em.create(Certificate, {
      id: randomUUID(),
      policyNumber: term.policyNumber,
      issuedOn,
      holderName: holder.name,
      line1: holder.line1,
      line2: holder.line2 ?? null,
      city: holder.city,
      state: holder.state,
      zip: holder.zip,
      additionalInsured,
      descriptionOfOperations,
      storageKey,
      printUrl: `coi-${randomBytes(16).toString('hex')}`,
      issuedBy: userId,
      createdAt: now,
    });
    try {
      await this.em.flush();
    } catch (err) {
      await this.storage.remove(storageKey);
      throw err;
    }
    return certificate;
  }

  /** Saves the holder once per policy: the unique (policy, name, street, zip) decides a race, the loser keeps the saved one. */
  private async remember(policyNumber: string, holder: CertificateHolderLines, stateId: number): Promise<void> {
    try {
      await this.em.insert(CertificateHolder, {
        id: randomUUID(),
        policyNumber,
        name: holder.name,
        line1: holder.line1,
        line2: holder.line2 ?? null,
        city: holder.city,
        stateId,
        zip: holder.zip,
        createdAt: new Date(),
      });
    } catch (err) {
      if (!violates(err, CERTIFICATE_HOLDER_UNIQUE)) throw err;
    }
  }
}
