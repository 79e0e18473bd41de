import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Multipart } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { APP_CONFIG } from '../config/config.token';
import type { AppConfig } from '../config/app-config';
import { violates } from '../common/errors/concurrency';
import { inspectJsonBody } from '../common/validation/json-body';
import { PortalValidationPipe } from '../common/validation/validation.pipe';
import {
  ClaimEventKind,
  ClaimEventRefused,
  ClaimTimelineRecords,
  type ClaimEventDetails,
  type ClaimEventView,
  type ClaimTimelineView,
  type NewClaimEvent,
} from '../core';
import { dataText } from '../common/i18n/data-text';
import { type Locale, DEFAULT_LOCALE, localeOf } from '../common/i18n/locales';
import { claimEventMail, MailOutbox, portalLink } from '../mail';
import { SystemToggles } from '../system';
import { UserPolicy, type User } from '../users';
import { ACCEPTED_MIME_TYPES, CLAIM_MESSAGES, MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES } from './claim-catalog';
import { claimEventEmailRecipients, claimEventText, claimEventTextRecipients } from './claim-alerts';
import { SmsOutbox } from '../sms';
import { claimEventLines, claimEventTitle } from './claim-timeline-text';
import { receiveClaimParts, removeFiles, storedContentSniffer, type ReceivedFile } from './claim-upload';
import { ClaimsException, ClaimsExceptionCode } from './claims.exception';
import type { ClaimDetail, ClaimFileReply } from './dto/replies';
import { ClaimDocumentsCommand } from './dto/requests.dto';
import { CLAIM_DOCUMENT_HASH_UNIQUE, ClaimDocument, ClaimReportAttachment } from './entities';
import { ClaimFileStorage } from './storage/claim-file-storage';

/** The most a claim's files (sent with the report and added later) may take together. */
export const MAX_CLAIM_FILES_TOTAL_BYTES = 100_000_000;

/** A stored file of a claim, whichever table holds it. */
interface StoredClaimFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdAt: Date;
  requestedItemId: string | null;
}

/**
 * Following a claim (issue 16): its timeline, adjuster, checklist and files; documents added to
 * an open claim; and the events the claims system records (here the demo CLI), each notifying
 * the customer through the mail outbox in the event's own transaction.
 */
@Injectable()
export class ClaimTimelineService {
  private readonly logger = new Logger('ClaimTimeline');
  private readonly pipe = new PortalValidationPipe();

  constructor(
    private readonly em: EntityManager,
    private readonly timeline: ClaimTimelineRecords,
    private readonly outbox: MailOutbox,
    private readonly sms: SmsOutbox,
    private readonly storage: ClaimFileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The claim's number when it is on one of the caller's policies; else 404 (another customer's claim answers the same). */
  private async ownedClaim(userId: string, claimNumber: string): Promise<string> {
    const number = claimNumber.trim().toUpperCase();
    const policyNumber = await this.timeline.policyOf(number);
    if (!policyNumber || !(await this.em.count(UserPolicy, { user: userId, policyNumber }))) throw new ClaimsException(ClaimsExceptionCode.NotFound);
    return number;
  }

  /** `locale`: the caller's language, for the timeline's titles (issue 17). */
  async detail(userId: string, claimNumber: string, locale: Locale = DEFAULT_LOCALE): Promise<ClaimDetail> {
    const number = await this.ownedClaim(userId, claimNumber);
    const view = await this.timeline.claimTimeline(number);
    if (!view) throw new ClaimsException(ClaimsExceptionCode.NotFound);
    return this.toDetail(view, await this.storedFiles(this.em, number), customerFilePath, locale);
  }

  /**
   * GET /api/admin/claims/{claimNumber}: any claim in the core records, as staff see it; unknown -> 404.
   * Its files' downloadPath is the staff call (GET /api/admin/claims/{claimNumber}/documents/{documentId}).
   */
  async staffDetail(claimNumber: string): Promise<ClaimDetail> {
    const number = claimNumber.trim().toUpperCase();
    const view = await this.timeline.claimTimeline(number);
    if (!view) throw new ClaimsException(ClaimsExceptionCode.NotFound);
    return this.toDetail(view, await this.storedFiles(this.em, number), staffFilePath);
  }

  /** GET /api/admin/claims/{claimNumber}/documents/{documentId}: a file of any claim, with its stream; unknown claim or file -> 404. */
  async openStaffFile(claimNumber: string, fileId: string): Promise<{ fileName: string; size: number; stream: Readable }> {
    const number = claimNumber.trim().toUpperCase();
    if (!(await this.timeline.policyOf(number))) throw new ClaimsException(ClaimsExceptionCode.NotFound);
    return this.openStored(number, fileId);
  }

  /**
   * POST /api/admin/claims/{claimNumber}/events: a staff member adds an event as the claims
   * system would, through recordEvent (the CLI's path): only the fields of the event's kind are
   * kept; unknown claim -> 404, a refusal of the claims system -> 422 CLAIM_EVENT_REFUSED with its reason.
   */
  async addStaffEvent(claimNumber: string, body: StaffClaimEvent, now = new Date()): Promise<ClaimDetail> {
    const number = claimNumber.trim().toUpperCase();
    if (!(await this.timeline.policyOf(number))) throw new ClaimsException(ClaimsExceptionCode.NotFound);
    try {
      await this.recordEvent(number, { kind: body.kind as ClaimEventKind, occurredAt: now, details: staffEventDetails(body) });
    } catch (err) {
      if (err instanceof ClaimEventRefused) throw new ClaimsException(ClaimsExceptionCode.EventRefused, [err.message]);
      throw err;
    }
    this.logger.log({ event: 'claim_event_added_by_staff', claimNumber: number, kind: body.kind }, 'claim event added from the back office');
    return this.staffDetail(number);
  }

  private toDetail(
    v: ClaimTimelineView,
    files: StoredClaimFile[],
    filePath: (claimNumber: string, fileId: string) => string,
    locale: Locale = DEFAULT_LOCALE,
  ): ClaimDetail {
    const replies: ClaimFileReply[] = files.map((f) => ({
      fileId: f.id,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      addedAt: f.createdAt.toISOString(),
      requestedItemId: f.requestedItemId,
      downloadPath: filePath(v.claimNumber, f.id),
    }));
    return {
      claimNumber: v.claimNumber,
      policyNumber: v.policyNumber,
      type: dataText(v.type, locale),
      lossDate: v.lossDate,
      status: v.status,
      isOpen: v.isOpen,
      description: v.description,
      adjuster: v.adjuster,
      timeline: v.events.map((e) => ({
        eventId: e.id,
        kind: e.kind,
        occurredAt: e.occurredAt.toISOString(),
        title: claimEventTitle(e.kind, e.details, locale),
        adjuster: e.details.adjuster ?? null,
        scheduledFor: e.details.scheduledFor ?? null,
        amountCents: e.details.amountCents ?? null,
        paymentDate: e.details.paymentDate ?? null,
        paymentMethod: e.details.paymentMethod ?? null,
        items: e.details.items ?? [],
        note: e.details.note ?? null,
      })),
      checklist: v.items.map((i) => ({
        itemId: i.id,
        label: i.label,
        requestedAt: i.requestedAt.toISOString(),
        receivedAt: i.receivedAt ? i.receivedAt.toISOString() : null,
      })),
      files: replies,
      filesTotalBytes: files.reduce((sum, f) => sum + f.size, 0),
      maxFilesTotalBytes: MAX_CLAIM_FILES_TOTAL_BYTES,
      fileRules: { maxFileBytes: MAX_FILE_BYTES, maxTotalBytes: MAX_TOTAL_BYTES, maxFiles: MAX_FILES, acceptedTypes: [...ACCEPTED_MIME_TYPES] },
    };
  }

  /** Every file of the claim, oldest first: the report's attachments, then documents added later. */
  private async storedFiles(em: EntityManager, claimNumber: string): Promise<StoredClaimFile[]> {
    const [attachments, documents] = await Promise.all([
      em.find(ClaimReportAttachment, { claimReport: { claimNumber } }, { orderBy: { position: 'asc' } }),
      em.find(ClaimDocument, { claimNumber }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    return [
      ...attachments.map((a) => ({ ...pick(a), requestedItemId: null })),
      ...documents.map((d) => ({ ...pick(d), requestedItemId: d.requestedItemId ?? null })),
    ];
  }

  /**
   * POST /api/claim/{claimNumber}/documents. The command (sent first) is checked before any
   * file is stored; the files stream to storage with the report form's rules; then, with the
   * claim's row locked (uploads to one claim take turns), the claim must still be open, no file
   * may repeat one already on it, the claim's total must stay under its limit; the documents,
   * the item's tick (once) and the documentsReceived event and its email are written in one
   * transaction. Any refusal removes the stored files.
   */
  async addDocuments(
    userId: string,
    claimNumber: string,
    parts: AsyncIterableIterator<Multipart>,
    locale: Locale = DEFAULT_LOCALE,
    now = new Date(),
  ): Promise<ClaimDetail> {
    const number = await this.ownedClaim(userId, claimNumber);
    let itemId: string | null = null;
    const received = await receiveClaimParts(parts, this.storage, storedContentSniffer(this.storage), async (raw) => {
      itemId = (await this.validCommand(raw)).requestedItemId ?? null;
      const view = await this.timeline.claimTimeline(number);
      if (!view) throw new ClaimsException(ClaimsExceptionCode.NotFound);
      if (!view.isOpen) throw new ClaimsException(ClaimsExceptionCode.NotOpen);
      if (itemId && !view.items.some((i) => i.id === itemId)) throw new ClaimsException(ClaimsExceptionCode.ItemNotFound);
    });
    try {
      if (!received.files.length) throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, ['Attach at least one file.']);
      await this.em.transactional(async (tx) => {
        const claim = await this.timeline.lockClaim(tx, number);
        if (!claim) throw new ClaimsException(ClaimsExceptionCode.NotFound);
        if (!claim.isOpen) throw new ClaimsException(ClaimsExceptionCode.NotOpen);
        const existing = await this.storedFiles(tx, number);
        const repeated = received.files.filter((f) => existing.some((e) => e.sha256 === f.sha256));
        if (repeated.length)
          throw new ClaimsException(
            ClaimsExceptionCode.FileDuplicate,
            repeated.map((f) => `${f.fileName}: ${CLAIM_MESSAGES.duplicate}`),
          );
        const total = existing.reduce((sum, f) => sum + f.size, 0) + received.files.reduce((sum, f) => sum + f.size, 0);
        if (total > MAX_CLAIM_FILES_TOTAL_BYTES) throw new ClaimsException(ClaimsExceptionCode.DocumentsLimit);
        let itemLabel: string | null = null;
        if (itemId) {
          itemLabel = await this.timeline.itemLabel(number, itemId, tx);
          if (itemLabel === null) throw new ClaimsException(ClaimsExceptionCode.ItemNotFound);
        }
        for (const f of received.files) tx.create(ClaimDocument, documentRow(f, number, userId, itemId, now));
        await tx.flush();
        if (itemId) await this.timeline.tickItem(tx, number, itemId, now);
        await this.recordInTransaction(tx, number, {
          kind: ClaimEventKind.DocumentsReceived,
          occurredAt: now,
          details: { items: received.files.map((f) => f.fileName), ...(itemLabel ? { note: `For: ${itemLabel}` } : {}) },
        });
      });
    } catch (err) {
      await removeFiles(this.storage, received.files);
      if (violates(err, CLAIM_DOCUMENT_HASH_UNIQUE)) throw new ClaimsException(ClaimsExceptionCode.FileDuplicate);
      throw err;
    }
    this.logger.log({ event: 'claim_documents_added', claimNumber: number, files: received.files.length }, 'claim documents added');
    return this.detail(userId, number, locale);
  }

  /** The command part through the same checks as a JSON body: hostile JSON, then the DTO's rules. */
  private async validCommand(raw: unknown): Promise<ClaimDocumentsCommand> {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid, ['The command part must be a JSON object.']);
    inspectJsonBody(raw);
    return (await this.pipe.transform(raw, { type: 'body', metatype: ClaimDocumentsCommand })) as ClaimDocumentsCommand;
  }

  /** A file of one of the caller's claims, with its stream; else 404. */
  async openFile(userId: string, claimNumber: string, fileId: string): Promise<{ fileName: string; size: number; stream: Readable }> {
    return this.openStored(await this.ownedClaim(userId, claimNumber), fileId);
  }

  private async openStored(claimNumber: string, fileId: string): Promise<{ fileName: string; size: number; stream: Readable }> {
    const file = (await this.storedFiles(this.em, claimNumber)).find((f) => f.id === fileId);
    const stream = file ? await this.storage.open(file.storageKey) : null;
    if (!file || !stream) throw new ClaimsException(ClaimsExceptionCode.DocumentNotFound);
    return { fileName: file.fileName, size: file.size, stream };
  }

  /**
   * Records an event from the claims system (the demo CLI and the back office's staff action
   * stand in for it) and notifies the customer, in one transaction: email to the account (and
   * the additional e-delivery addresses with claim email on), a text to the mobile and the
   * additional SMS numbers with claim texts on, both only while the alert settings are in force
   * (e-delivery on; the alerts toggle on or a delivery tester: claim-alerts.ts). Throws ClaimEventRefused when the claims system would refuse it.
   */
  async recordEvent(claimNumber: string, input: NewClaimEvent): Promise<ClaimEventView> {
    return this.em.transactional((tx) => this.recordInTransaction(tx, claimNumber.trim().toUpperCase(), input));
  }

  private async recordInTransaction(tx: EntityManager, claimNumber: string, input: NewClaimEvent): Promise<ClaimEventView> {
    const event = await this.timeline.addEvent(tx, claimNumber, input);
    const view = await this.timeline.claimTimeline(claimNumber, tx);
    const links = await tx.find(UserPolicy, { policyNumber: view!.policyNumber }, { populate: ['user'] });
    const { electronicAlertsEnabled } = (await tx.findOne(SystemToggles, { id: 1 })) ?? new SystemToggles();
    const href = portalLink(this.config.publicUrl, `claims/${claimNumber}`, {});
    for (const { user } of links) {
      const settings = { ...pickAlertSettings(user), electronicAlertsEnabled };
      // Every address of the account (its email and the additional e-delivery ones) gets the account's language.
      const locale = localeOf(user.locale);
      for (const to of claimEventEmailRecipients(settings))
        await this.outbox.add(
          tx,
          claimEventMail({
            to,
            locale,
            name: to === user.email ? (user.firstName ?? null) : null,
            claimNumber,
            title: claimEventTitle(event.kind, event.details, locale),
            details: claimEventLines(event.kind, event.details, locale),
            href,
          }),
        );
      for (const to of claimEventTextRecipients(settings)) await this.sms.add(tx, { to, body: claimEventText(claimNumber, event.kind, href) });
    }
    return event;
  }
}

/** What a staff member sends for an event (AdminClaimEventRequest). */
export interface StaffClaimEvent {
  kind: string;
  adjuster?: { name: string; phone?: string | null; email?: string | null };
  scheduledFor?: string;
  amountCents?: number;
  paymentDate?: string;
  paymentMethod?: 'check' | 'directDeposit';
  items?: string[];
  note?: string;
}

/** The details the event's kind uses (the others are ignored), as the CLI builds them; items and note trimmed. */
export function staffEventDetails(b: StaffClaimEvent): ClaimEventDetails {
  const d: ClaimEventDetails = {};
  switch (b.kind as ClaimEventKind) {
    case ClaimEventKind.AdjusterAssigned:
      if (b.adjuster) d.adjuster = { name: b.adjuster.name.trim(), phone: b.adjuster.phone || null, email: b.adjuster.email || null };
      break;
    case ClaimEventKind.InspectionScheduled:
      if (b.scheduledFor) d.scheduledFor = new Date(b.scheduledFor).toISOString();
      break;
    case ClaimEventKind.EstimateWritten:
      if (b.amountCents !== undefined) d.amountCents = b.amountCents;
      break;
    case ClaimEventKind.PaymentIssued:
      if (b.amountCents !== undefined) d.amountCents = b.amountCents;
      if (b.paymentDate) d.paymentDate = b.paymentDate;
      if (b.paymentMethod) d.paymentMethod = b.paymentMethod;
      break;
    case ClaimEventKind.DocumentsRequested:
      if (b.items) d.items = b.items.map((i) => i.trim()).filter(Boolean);
      break;
    default:
      break;
  }
  const note = b.note?.trim();
  if (note) d.note = note;
  return d;
}

/** The account's e-delivery fields the claim alerts read. */
const pickAlertSettings = (u: User) => ({
  email: u.email,
  phoneNumber: u.phoneNumber ?? null,
  isDelivery: u.isDelivery,
  isDeliveryTester: u.isDeliveryTester,
  isClaimDeliveryViaEmail: u.isClaimDeliveryViaEmail,
  isClaimDeliveryViaText: u.isClaimDeliveryViaText,
  additionalEDeliveryEmailRecipients: u.additionalEDeliveryEmailRecipients ?? [],
  additionalEDeliverySMSRecipients: u.additionalEDeliverySMSRecipients ?? [],
});

/** Where the customer downloads a file of their claim (downloadClaimDocument). */
const customerFilePath = (claimNumber: string, fileId: string) => `/api/claim/${claimNumber}/documents/${fileId}`;
/** Where staff download a file of any claim (downloadAdminClaimDocument). */
const staffFilePath = (claimNumber: string, fileId: string) => `/api/admin/claims/${claimNumber}/documents/${fileId}`;

const pick = (f: Omit<StoredClaimFile, 'requestedItemId'>): Omit<StoredClaimFile, 'requestedItemId'> => ({
  id: f.id,
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
  sha256: f.sha256,
  storageKey: f.storageKey,
  createdAt: f.createdAt,
});

function documentRow(f: ReceivedFile, claimNumber: string, userId: string, requestedItemId: string | null, now: Date) {
  return {
    id: randomUUID(),
    claimNumber,
    userId,
    requestedItemId,
    fileName: f.fileName,
    contentType: f.contentType,
    size: f.size,
    sha256: f.sha256,
    storageKey: f.storageKey,
    createdAt: now,
  };
}
