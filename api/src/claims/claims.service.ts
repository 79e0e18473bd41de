import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Multipart } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { APP_CONFIG } from '../config/config.token';
import type { AppConfig } from '../config/app-config';
import { CommonException } from '../common/errors/app-exception';
import { dataText } from '../common/i18n/data-text';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { violates } from '../common/errors/concurrency';
import { inspectJsonBody } from '../common/validation/json-body';
import { PortalValidationPipe } from '../common/validation/validation.pipe';
import { ClaimRecords, policyStatusText, stateById, type ClaimPolicyView } from '../core';
import { claimDebugMail, claimErrorMail, claimSummaryMail, MailOutbox, recipientLocale } from '../mail';
import { refuseCardNumbers } from '../payments';
import { businessDay, PoliciesException, PoliciesExceptionCode, pickTerms, toAgency } from '../policies';
import { PortalSettingsService } from '../system';
import { UserPolicy } from '../users';
import {
  ACCEPTED_MIME_TYPES,
  CLAIM_MESSAGES,
  FNOL_TYPE_INFO,
  fnolTypeName,
  FnolTypeId,
  LOSS_TYPES,
  lossTypeOf,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  OTHER_DAMAGE_TYPES,
  SEVERITIES,
  WATER_DAMAGE_TYPES,
} from './claim-catalog';
import {
  claimDraftErrors,
  claimIneligibility,
  offeredFnolTypes,
  photoEstimateEligible,
  photoEstimateVehicleEligible,
  recordedSeverity,
  type ClaimForm,
} from './claim-rules';
import { receiveClaimParts, removeFiles, storedContentSniffer, type ReceivedFile } from './claim-upload';
import { ClaimsException, ClaimsExceptionCode } from './claims.exception';
import { ClaimCommand, type ClaimDraft, type ClaimReportRequest, type SendClaimDebugEmailRequest, type SendClaimErrorEmailRequest } from './dto/requests.dto';
import type { ClaimFormOptions, ClaimPolicy, ClaimSubmission } from './dto/replies';
import { CLAIM_NOTICE_UNIQUE, CLAIM_REPORT_SUBMISSION_UNIQUE, ClaimNotice, ClaimReport, ClaimReportAttachment, ClaimReportThirdParty } from './entities';
import { ClaimFileStorage } from './storage/claim-file-storage';

/** First claim number the portal issues: C5000001, far above the claims system's seeded numbers. */
const CLAIM_NUMBER_BASE = 5_000_000;
export const REPORTED_STATUS = 'Reported';

const maskVin = (vin: string) => `${'*'.repeat(Math.max(0, vin.length - 4))}${vin.slice(-4)}`;

/** What a claim on one policy needs: the term, and where the caller stands. */
interface OwnedClaimPolicy {
  term: ClaimPolicyView;
  statusText: string;
}

@Injectable()
export class ClaimsService {
  private readonly logger = new Logger('Claims');
  private readonly pipe = new PortalValidationPipe();

  constructor(
    private readonly em: EntityManager,
    private readonly records: ClaimRecords,
    private readonly outbox: MailOutbox,
    private readonly settings: PortalSettingsService,
    private readonly storage: ClaimFileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---------- the form's options ----------

  /**
   * The form's choices; names of the closed lists (line, loss types, sub-types) in `locale`
   * (issue 17). What the report sends back (ids, sub-type and severity values) stays English.
   */
  async formOptions(userId: string, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<ClaimFormOptions> {
    const links = await this.em.find(UserPolicy, { user: userId }, { orderBy: { addedOn: 'asc' } });
    const terms = await this.records.claimPolicies(links.map((l) => l.policyNumber));
    const photoEstimates = (await this.settings.toggles()).cccClaimsEnabled;
    const today = businessDay(now);
    const policies: ClaimPolicy[] = [];
    for (const link of links) {
      const picked = pickTerms(terms.filter((t) => t.policyNumber === link.policyNumber));
      if (picked) policies.push({ ...this.toClaimPolicy(picked.current, photoEstimates, today), typeName: dataText(picked.current.type, locale) });
    }
    return {
      policies,
      fnolTypes: FNOL_TYPE_INFO.map((f) => ({ ...f })),
      lossTypes: LOSS_TYPES.map((l) => ({
        lossTypeId: l.lossTypeId,
        name: dataText(l.name, locale),
        fnolTypeId: l.fnolTypeId,
        thirdParty: l.fnolTypeId === FnolTypeId.Auto && l.lossTypeId === 193,
        photoEstimateExcluded: l.photoEstimateExcluded,
        subTypes: l.subTypes,
      })),
      waterDamageTypes: [...WATER_DAMAGE_TYPES],
      otherDamageTypes: [...OTHER_DAMAGE_TYPES],
      waterDamageTypeNames: WATER_DAMAGE_TYPES.map((name) => dataText(name, locale)),
      otherDamageTypeNames: OTHER_DAMAGE_TYPES.map((name) => dataText(name, locale)),
      severities: [...SEVERITIES],
      fileRules: { maxFileBytes: MAX_FILE_BYTES, maxTotalBytes: MAX_TOTAL_BYTES, maxFiles: MAX_FILES, acceptedTypes: [...ACCEPTED_MIME_TYPES] },
    };
  }

  private toClaimPolicy(t: ClaimPolicyView, photoEstimates: boolean, today: string): ClaimPolicy {
    const prefix = t.policyNumber.slice(0, 3);
    const statusText = policyStatusText(t.status);
    const full = claimIneligibility(prefix, statusText, 'full');
    const simple = claimIneligibility(prefix, statusText, 'simple');
    const holder = (h: ClaimPolicyView['holder']) => ({
      displayName: h.displayName,
      firstName: h.firstName,
      lastName: h.lastName,
      isCommercial: h.isCommercial,
    });
    return {
      policyNumber: t.policyNumber,
      policyId: String(t.id),
      policyImageNum: t.policyImageNum,
      type: prefix,
      typeName: t.type,
      statusText: statusText as ClaimPolicy['statusText'],
      canReportClaim: full === null,
      canReportSimpleClaim: simple === null,
      notEligibleReason: full ?? simple,
      policyHolder: holder(t.holder),
      secondaryPolicyHolder: t.secondaryHolder ? holder(t.secondaryHolder) : null,
      agency: toAgency(t.agency),
      fnolTypeIds: [...offeredFnolTypes(prefix, null)],
      packageParts: t.packageParts.map((p) => ({ name: p.name, number: p.number, fnolTypeIds: [...offeredFnolTypes(prefix, p.name)] })),
      drivers: t.drivers.map((d) => ({ driverNum: d.driverNum, firstName: d.firstName, lastName: d.lastName })),
      vehicles: t.vehicles.map((v) => ({
        vehicleNum: v.vehicleNum,
        year: v.year,
        make: v.make,
        model: v.model,
        vin: maskVin(v.vin),
        photoEstimateEligible: photoEstimates && photoEstimateVehicleEligible(prefix, v),
      })),
      lossAddress: t.firstAddress
        ? {
            line1: t.firstAddress.line1 ?? (t.firstAddress.poBox ? `P.O. Box ${t.firstAddress.poBox}` : ''),
            city: t.firstAddress.city,
            state: t.firstAddress.state,
            zip5: t.firstAddress.zip5,
          }
        : null,
      maxLossDate: today,
    };
  }

  /** The policy's current term when it is on the caller's account; else 404 (another customer's answers the same). */
  private async ownedPolicy(userId: string, policyNumber: string): Promise<OwnedClaimPolicy> {
    const number = policyNumber.trim().toUpperCase();
    const linked = await this.em.count(UserPolicy, { user: userId, policyNumber: number });
    if (!linked) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    const picked = pickTerms(await this.records.claimPolicies([number]));
    if (!picked) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    return { term: picked.current, statusText: policyStatusText(picked.current.status) };
  }

  private async eligiblePolicy(userId: string, policyNumber: string, form: ClaimForm): Promise<OwnedClaimPolicy> {
    const owned = await this.ownedPolicy(userId, policyNumber);
    const refusal = claimIneligibility(owned.term.policyNumber.slice(0, 3), owned.statusText, form);
    if (refusal) throw new ClaimsException(ClaimsExceptionCode.PolicyNotEligible, [refusal]);
    return owned;
  }

  // ---------- submitting ----------

  /** POST /api/claim/v2: receives the parts (files streamed to storage), then submits; any refusal removes the stored files. */
  async submitMultipart(userId: string, parts: AsyncIterableIterator<Multipart>, now = new Date()): Promise<ClaimSubmission> {
    // The command (sent first) is checked before any file is stored: a refused claim writes nothing.
    const received = await receiveClaimParts(parts, this.storage, storedContentSniffer(this.storage), async (raw) => {
      const command = await this.validCommand(raw);
      await this.eligiblePolicy(userId, command.claim.policyNumber, 'full');
    });
    try {
      const command = await this.validCommand(received.command);
      return await this.submit(userId, command, received.files, now);
    } catch (err) {
      await removeFiles(this.storage, received.files);
      throw err;
    }
  }

  /** The command part through the same checks as a JSON body: hostile JSON, card numbers, then the DTO's rules. */
  private async validCommand(raw: unknown): Promise<ClaimCommand> {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, ['The command part must be a JSON object.']);
    inspectJsonBody(raw);
    refuseCardNumbers(raw);
    return (await this.pipe.transform(raw, { type: 'body', metatype: ClaimCommand })) as ClaimCommand;
  }

  async submit(userId: string, command: ClaimCommand, files: ReceivedFile[], now = new Date()): Promise<ClaimSubmission> {
    const d = command.claim;
    const { term } = await this.eligiblePolicy(userId, d.policyNumber, 'full');
    const prefix = term.policyNumber.slice(0, 3);
    const part = d.packagePart ? term.packageParts.find((p) => p.number === d.packagePart!.number) : undefined;
    const vehicle = d.involvedVehicleNum && d.involvedVehicleNum > 0 ? term.vehicles.find((v) => v.vehicleNum === d.involvedVehicleNum) : undefined;
    const lossType = d.lossTypeId === null || d.lossTypeId === undefined ? undefined : lossTypeOf(d.fnolTypeId, d.lossTypeId);
    const photoEstimate = (await this.settings.toggles()).cccClaimsEnabled && photoEstimateEligible(prefix, vehicle, lossType);
    const today = businessDay(now);
    const errors = claimDraftErrors(d, {
      prefix,
      packagePartName: part?.name ?? null,
      driverNums: term.drivers.map((x) => x.driverNum),
      vehicleNums: term.vehicles.map((x) => x.vehicleNum),
      photoEstimate,
      maxLossDate: today,
    });
    if (Object.keys(errors).length) throw CommonException.validation(errors);

    const fnol = FNOL_TYPE_INFO.find((f) => f.fnolTypeId === d.fnolTypeId)!;
    const driver = d.involvedDriverNum && d.involvedDriverNum > 0 ? term.drivers.find((x) => x.driverNum === d.involvedDriverNum) : undefined;
    const owner = vehicle ? term.holder : null;
    const ownerName = owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.displayName : null;
    const listedType = lossType?.name && lossType.lossTypeId !== -1 ? lossType.name : `${fnol.fnolType}${lossType ? ' - Other' : ''}`;
    const draft = { ...d, packagePartId: part?.number ?? null, involvedVehicleVin: vehicle?.vin ?? d.involvedVehicleVin ?? null } as unknown as Record<
      string,
      unknown
    >;

    return this.record(userId, {
      form: 'full',
      submissionId: command.submissionId,
      term,
      fnolTypeId: fnol.fnolTypeId,
      packagePart: part ?? null,
      lossTypeId: d.lossTypeId ?? null,
      lossType: lossType?.name ?? fnol.fnolType,
      listedType,
      lossDate: d.lossDate!,
      severity: recordedSeverity(d.severity, fnol.asksSeverity),
      medicalAttention: d.medicalAttention ?? null,
      whatHappened: d.whatHappened!.trim(),
      preferredEmailAddress: d.preferredEmailAddress!.trim(),
      contactPhone: d.insuredCellPhone || d.insuredHomePhone || d.insuredWorkPhone || null,
      owner: owner ? { firstName: owner.firstName, lastName: owner.lastName, displayName: owner.displayName, name: ownerName } : null,
      drivableId: photoEstimate ? (d.drivable ?? -1) : -1,
      cccClaimConsent: photoEstimate ? (d.cccClaimConsent ?? 2) : 2,
      injuriesExist: d.medicalAttention === 1,
      draft,
      emailDetails: command.emailDetails ? ({ ...command.emailDetails } as Record<string, unknown>) : null,
      thirdParties: d.lossTypeId === 193 && d.thirdPartyDrivers ? (d.thirdParties ?? []) : [],
      files,
      summary: this.summaryLines(d, {
        fnolType: fnol.fnolType,
        lossType: lossType?.name ?? null,
        partName: part?.name ?? null,
        driver,
        vehicle,
        severity: recordedSeverity(d.severity, fnol.asksSeverity),
        asksSeverity: fnol.asksSeverity,
        photoEstimate,
      }),
      now,
    });
  }

  /** POST /api/claim: the simple claim report (any policy of the caller but WCP). */
  async report(userId: string, body: ClaimReportRequest, now = new Date()): Promise<ClaimSubmission> {
    const { term } = await this.eligiblePolicy(userId, body.policyNumber, 'simple');
    const today = businessDay(now);
    if (body.lossDate > today) throw CommonException.validation({ lossDate: 'The date of loss cannot be in the future.' });
    return this.record(userId, {
      form: 'simple',
      submissionId: randomUUID(),
      term,
      fnolTypeId: null,
      packagePart: null,
      lossTypeId: null,
      lossType: body.lossType.trim(),
      listedType: body.lossType.trim(),
      lossDate: body.lossDate,
      severity: recordedSeverity(null, false),
      medicalAttention: body.injuriesExist ? 1 : 0,
      whatHappened: body.lossDescription.trim(),
      preferredEmailAddress: body.emailAddress.trim(),
      contactPhone: body.phoneNumber,
      owner: null,
      drivableId: -1,
      cccClaimConsent: 2,
      injuriesExist: body.injuriesExist,
      draft: { ...body } as unknown as Record<string, unknown>,
      emailDetails: null,
      thirdParties: [],
      files: [],
      summary: [
        `Policyholder: ${body.policyHolder}`,
        `Loss type: ${body.lossType}`,
        `Date of loss: ${body.lossDate}`,
        `Phone: ${body.phoneNumber}`,
        `Injuries: ${body.injuriesExist ? 'Yes' : 'No'}`,
        `What happened: ${body.lossDescription}`,
      ],
      now,
    });
  }

  private summaryLines(
    d: ClaimDraft,
    x: {
      fnolType: string;
      lossType: string | null;
      partName: string | null;
      driver?: { firstName: string; lastName: string };
      vehicle?: { year: number; make: string; model: string };
      severity: string;
      asksSeverity: boolean;
      /** The photo-estimate questions were asked (toggle on, eligible vehicle and loss type). */
      photoEstimate?: boolean;
    },
  ): string[] {
    const yesNo = (v: number | null | undefined) => (v === 1 ? 'Yes' : v === 0 ? 'No' : 'Unknown');
    const state = d.lossStateId ? (stateById(d.lossStateId)?.abbreviation ?? '') : '';
    const lines = [
      `Claim type: ${x.fnolType}${x.partName ? ` (${x.partName})` : ''}`,
      ...(x.lossType
        ? [`Loss type: ${x.lossType}${d.waterDamageType ? ` - ${d.waterDamageType}` : ''}${d.otherDamageType ? ` - ${d.otherDamageType}` : ''}`]
        : []),
      `Date of loss: ${d.lossDate}`,
      `Location: ${d.lossLocation}, ${d.lossCity}${state ? `, ${state}` : ''}`,
      ...(x.asksSeverity ? [`Severity: ${x.severity}`, `Medical attention: ${yesNo(d.medicalAttention)}`] : []),
      `What happened: ${d.whatHappened}`,
    ];
    if (d.fnolTypeId === FnolTypeId.Auto) {
      const driver =
        d.involvedDriverNum === -2 || d.noDriverToggle
          ? 'No one was driving'
          : x.driver
            ? `${x.driver.firstName} ${x.driver.lastName}`
            : `${d.involvedDriverFirstName ?? ''} ${d.involvedDriverLastName ?? ''}`.trim() || 'Not given';
      const vehicle = x.vehicle
        ? `${x.vehicle.year} ${x.vehicle.make} ${x.vehicle.model}`
        : `${d.involvedVehicleYear ?? ''} ${d.involvedVehicleMake ?? ''} ${d.involvedVehicleModel ?? ''}`.trim();
      lines.push(`Driver: ${driver}`, `Vehicle: ${vehicle || 'Not given'}`);
      for (const tp of d.lossTypeId === 193 && d.thirdPartyDrivers ? (d.thirdParties ?? []) : []) lines.push(`Other driver: ${tp.firstName} ${tp.lastName}`);
    }
    if (x.photoEstimate) {
      // Doc 4 §3 codes: drivable 1 yes, 2 no, -1 unknown; airbag 1 yes, 2 no, 3 unknown; address 1 yes, 2 no, -1 unknown; consent 1 yes, 0 no.
      const answer = (v: number | null | undefined, unknown: number) => (v === 1 ? 'Yes' : v === 2 ? 'No' : v === unknown ? "I don't know" : 'Not answered');
      lines.push(
        `Drivable: ${answer(d.drivable, -1)}`,
        `Airbag deployed: ${answer(d.airbagDeployed, 3)}`,
        `At the insured's address: ${answer(d.insuredAddress, -1)}`,
        `Photo estimate: ${d.cccClaimConsent === 1 ? `Yes, text ${d.cccPhone ?? ''}`.trim() : d.cccClaimConsent === 0 ? 'No' : 'Not answered'}`,
      );
    }
    if (d.differentThanInsured) lines.push(`Contact: ${d.otherContactFirstName ?? ''} ${d.otherContactLastName ?? ''}`.trim());
    return lines;
  }

  /**
   * Saves the claim report, lists it in the claims system and queues the emails, in one
   * transaction: the claim number comes from the report's id (a sequence, so parallel
   * submissions get distinct numbers), a reused submission id answers 409 (its unique
   * constraint decides), and a failure saves nothing (the caller removes the stored files).
   */
  private async record(userId: string, r: RecordInput): Promise<ClaimSubmission> {
    let claimNumber = '';
    const attachments: ClaimSubmission['attachments'] = [];
    try {
      await this.em.transactional(async (tx) => {
        const [{ id }] = (await tx.execute(`select nextval(pg_get_serial_sequence('claim_report', 'id'))::int as id`)) as Array<{ id: number }>;
        claimNumber = `C${CLAIM_NUMBER_BASE + id}`;
        const address = r.term.firstAddress;
        const report = tx.create(ClaimReport, {
          id,
          claimNumber,
          submissionId: r.submissionId,
          form: r.form,
          userId,
          policyNumber: r.term.policyNumber,
          corePolicyId: r.term.id,
          policyImageNum: r.term.policyImageNum,
          fnolTypeId: r.fnolTypeId,
          fnolType: r.fnolTypeId ? fnolTypeName(r.fnolTypeId) : null,
          packagePartNumber: r.packagePart?.number ?? null,
          packagePartName: r.packagePart?.name ?? null,
          lossTypeId: r.lossTypeId,
          lossType: r.lossType,
          lossDate: r.lossDate,
          lossDateUtc: new Date(`${r.lossDate}T00:00:00.000Z`),
          severity: r.severity,
          medicalAttention: r.medicalAttention,
          whatHappened: r.whatHappened,
          preferredEmailAddress: r.preferredEmailAddress,
          contactPhone: r.contactPhone,
          lossVehicleOwnerFirstName: r.owner?.firstName ?? null,
          lossVehicleOwnerLastName: r.owner?.lastName ?? null,
          lossVehicleOwnerDisplayName: r.owner?.displayName ?? null,
          lossVehicleOwnerName: r.owner?.name ?? null,
          drivableId: r.drivableId,
          lossAddress: address ? { line1: address.line1, poBox: address.poBox, city: address.city, state: address.state, zip5: address.zip5 } : null,
          decpaPrintUrl: r.term.decpaPrintUrl,
          cccClaimConsent: r.cccClaimConsent,
          injuriesExist: r.injuriesExist,
          draft: r.draft,
          emailDetails: r.emailDetails,
          status: REPORTED_STATUS,
          outcome: 'submitted',
          createdAt: r.now,
        });
        r.thirdParties.forEach((tp, position) =>
          tx.create(ClaimReportThirdParty, {
            claimReport: report,
            position,
            firstName: tp.firstName.trim(),
            middleName: tp.middleName ?? null,
            lastName: tp.lastName.trim(),
            homePhone: tp.homePhone ?? null,
            businessPhone: tp.businessPhone ?? null,
            cellPhone: tp.cellPhone ?? null,
            fax: tp.fax ?? null,
            email: tp.email ?? null,
            streetNumber: tp.streetNumber ?? null,
            streetName: tp.streetName ?? null,
            apartmentNumber: tp.apartmentNumber ?? null,
            poBox: tp.poBox ?? null,
            city: tp.city ?? null,
            stateId: tp.stateId ?? null,
            state: tp.state ?? null,
            zip: tp.zip ?? null,
          }),
        );
        r.files.forEach((f, position) => {
          const attachmentId = randomUUID();
          tx.create(ClaimReportAttachment, {
            id: attachmentId,
            claimReport: report,
            position,
            fileName: f.fileName,
            contentType: f.contentType,
            size: f.size,
            sha256: f.sha256,
            storageKey: f.storageKey,
            createdAt: r.now,
          });
          attachments.push({ attachmentId, fileName: f.fileName, contentType: f.contentType, size: f.size });
        });
        await tx.flush();
        await this.records.recordReportedClaim(tx, {
          policyId: r.term.id,
          claimNumber,
          type: r.listedType,
          lossDate: r.lossDate,
          status: REPORTED_STATUS,
          description: r.whatHappened,
        });
        const mail = {
          claimNumber,
          policyNumber: r.term.policyNumber,
          policyHolderName: r.term.holder.displayName,
          details: r.summary,
          attachments: attachments.map((a) => a.fileName),
        };
        const locale = await recipientLocale(tx, { userId });
        await this.outbox.add(
          tx,
          claimSummaryMail({ ...mail, to: r.preferredEmailAddress, name: r.term.holder.firstName ?? r.term.holder.displayName, forAgency: false, locale }),
        );
        const agencyEmail = r.term.agency.emails[0];
        if (agencyEmail) await this.outbox.add(tx, claimSummaryMail({ ...mail, to: agencyEmail, name: null, forAgency: true }));
      });
    } catch (err) {
      if (violates(err, CLAIM_REPORT_SUBMISSION_UNIQUE)) {
        const first = await this.em.findOne(ClaimReport, { submissionId: r.submissionId }, { fields: ['claimNumber'] });
        throw new ClaimsException(ClaimsExceptionCode.AlreadySubmitted, [`This claim was already submitted${first ? ` as ${first.claimNumber}` : ''}.`]);
      }
      throw err;
    }
    this.logger.log({ event: 'claim_reported', claimNumber, policyNumber: r.term.policyNumber, form: r.form, files: r.files.length }, 'claim reported');
    return {
      claimNumber,
      policyNumber: r.term.policyNumber,
      status: REPORTED_STATUS,
      lossDate: r.lossDate,
      type: r.listedType,
      message: CLAIM_MESSAGES.success,
      attachments,
    };
  }

  // ---------- failure emails ----------

  /** The agency's error email (doc 4 §4): once per submission id; an agency without email answers 422. */
  async sendErrorEmail(userId: string, body: SendClaimErrorEmailRequest): Promise<void> {
    const { term } = await this.ownedPolicy(userId, body.policyNumber);
    const to = term.agency.emails[0];
    if (!to) throw new ClaimsException(ClaimsExceptionCode.AgencyNoEmail);
    await this.once(userId, body.submissionId, 'error', term.policyNumber, body.errorMessage, (tx) =>
      this.outbox.add(
        tx,
        claimErrorMail({
          to,
          policyNumber: term.policyNumber,
          memberName: body.memberName?.trim() || term.holder.displayName,
          addressLines: [body.policyholderAddress1 ?? '', body.policyholderAddress2 ?? ''],
          phone: body.policyholderPhone ?? null,
          email: body.policyholderEmail ?? null,
          errorMessage: body.errorMessage,
        }),
      ),
    );
  }

  /** The support team's debug email (doc 4 §4): once per submission id, when the agency has emails. */
  async sendDebugEmail(userId: string, body: SendClaimDebugEmailRequest): Promise<void> {
    const { term } = await this.ownedPolicy(userId, body.policyNumber);
    if (!term.agency.emails.length) throw new ClaimsException(ClaimsExceptionCode.AgencyNoEmail);
    const to = this.config.claimDebugEmail ?? /<([^>]+)>/.exec(this.config.mailFrom)?.[1] ?? this.config.mailFrom;
    await this.once(userId, body.submissionId, 'debug', term.policyNumber, body.errorMessage, (tx) =>
      this.outbox.add(
        tx,
        claimDebugMail({
          to,
          policyNumber: term.policyNumber,
          memberName: body.memberName?.trim() || term.holder.displayName,
          errorMessage: body.errorMessage,
          claimDetails: body.claimDetails ?? null,
          attachmentDetails: body.attachmentDetails ?? null,
        }),
      ),
    );
  }

  /** Records the notice and queues its email in one transaction; a repeat (the unique constraint) sends nothing. */
  private async once(
    userId: string,
    submissionId: string,
    kind: 'error' | 'debug',
    policyNumber: string,
    errorMessage: string,
    queue: (tx: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    try {
      await this.em.transactional(async (tx) => {
        tx.create(ClaimNotice, { submissionId, kind, userId, policyNumber, errorMessage, createdAt: new Date() });
        await tx.flush();
        await queue(tx);
      });
    } catch (err) {
      if (violates(err, CLAIM_NOTICE_UNIQUE)) return;
      throw err;
    }
  }

  // ---------- attachments ----------

  /** An attachment of one of the caller's claims, with its stream; else 404. */
  async openAttachment(userId: string, claimNumber: string, attachmentId: string): Promise<{ fileName: string; size: number; stream: Readable }> {
    const attachment = await this.em.findOne(
      ClaimReportAttachment,
      { id: attachmentId, claimReport: { claimNumber: claimNumber.toUpperCase(), userId } },
      { fields: ['fileName', 'size', 'storageKey'] },
    );
    const stream = attachment ? await this.storage.open(attachment.storageKey) : null;
    if (!attachment || !stream) throw new ClaimsException(ClaimsExceptionCode.AttachmentNotFound);
    return { fileName: attachment.fileName, size: attachment.size, stream };
  }
}

interface RecordInput {
  form: ClaimForm;
  submissionId: string;
  term: ClaimPolicyView;
  fnolTypeId: FnolTypeId | null;
  packagePart: { number: number; name: string } | null;
  lossTypeId: number | null;
  lossType: string;
  listedType: string;
  lossDate: string;
  severity: string;
  medicalAttention: number | null;
  whatHappened: string;
  preferredEmailAddress: string;
  contactPhone: string | null;
  owner: { firstName: string | null; lastName: string | null; displayName: string; name: string | null } | null;
  drivableId: number;
  cccClaimConsent: number;
  injuriesExist: boolean;
  draft: Record<string, unknown>;
  emailDetails: Record<string, unknown> | null;
  thirdParties: NonNullable<ClaimDraft['thirdParties']>;
  files: ReceivedFile[];
  summary: string[];
  now: Date;
}
