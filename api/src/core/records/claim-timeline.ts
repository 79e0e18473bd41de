import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Claim } from '../claim.entity';
import { ClaimEvent, ClaimEventKind, ClaimRequestedItem, type ClaimEventDetails } from '../claim-event.entity';

export const CLAIM_CLOSED_STATUS = 'Closed';
export const CLAIM_OPEN_STATUS = 'Open';

export interface ClaimAdjusterView {
  name: string;
  phone: string | null;
  email: string | null;
}

export interface ClaimEventView {
  id: string;
  kind: ClaimEventKind;
  occurredAt: Date;
  details: ClaimEventDetails;
}

export interface ClaimItemView {
  id: string;
  label: string;
  requestedAt: Date;
  receivedAt: Date | null;
}

/** What names a claim and says where it stands: the claims system's view and the claim detail reply both start with it. */
export interface ClaimHeader {
  claimNumber: string;
  policyNumber: string;
  type: string;
  lossDate: string;
  status: string;
  isOpen: boolean;
  description: string | null;
}

/** A claim with its timeline (oldest first) and checklist, as the claims system holds it. */
export interface ClaimTimelineView extends ClaimHeader {
  adjuster: ClaimAdjusterView | null;
  events: ClaimEventView[];
  items: ClaimItemView[];
}

export interface NewClaimEvent {
  kind: ClaimEventKind;
  occurredAt: Date;
  details: ClaimEventDetails;
}

/** A claim takes documents and events other than "reopened" until it is closed. */
export const claimIsOpen = (status: string): boolean => status !== CLAIM_CLOSED_STATUS;

const PHONE = /^[0-9]{10}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why the claims system would refuse an event on a claim in this status (null: it is taken).
 * The rules: a closed claim takes only "reopened", and only a closed claim can be reopened; an
 * adjuster has a name and a 10-digit phone or an email; a payment has a positive whole number of
 * cents, a date and a method; an estimate has whole cents; a request names at least one item.
 */
export function claimEventRefusal(status: string, e: Pick<NewClaimEvent, 'kind' | 'details'>): string | null {
  const d = e.details;
  const open = claimIsOpen(status);
  if (e.kind === ClaimEventKind.Reopened) return open ? 'Only a closed claim can be reopened.' : null;
  if (!open) return 'The claim is closed: reopen it first.';
  switch (e.kind) {
    case ClaimEventKind.AdjusterAssigned:
      if (!d.adjuster?.name?.trim()) return 'An adjuster needs a name.';
      if (d.adjuster.phone && !PHONE.test(d.adjuster.phone)) return "The adjuster's phone must be 10 digits.";
      if (!d.adjuster.phone && !d.adjuster.email) return 'An adjuster needs a phone or an email.';
      return null;
    case ClaimEventKind.InspectionScheduled:
      return d.scheduledFor && !Number.isNaN(Date.parse(d.scheduledFor)) ? null : 'An inspection needs its date and time.';
    case ClaimEventKind.EstimateWritten:
      return d.amountCents === undefined || (Number.isSafeInteger(d.amountCents) && d.amountCents >= 0) ? null : 'An estimate is a whole number of cents.';
    case ClaimEventKind.PaymentIssued:
      if (!Number.isSafeInteger(d.amountCents) || d.amountCents! <= 0) return 'A payment is a positive whole number of cents.';
      if (!d.paymentDate || !DAY.test(d.paymentDate)) return 'A payment needs its date (YYYY-MM-DD).';
      if (d.paymentMethod !== 'check' && d.paymentMethod !== 'directDeposit') return 'A payment is made by check or direct deposit.';
      return null;
    case ClaimEventKind.DocumentsRequested:
      return d.items?.some((i) => i.trim()) ? null : 'A request names at least one item.';
    case ClaimEventKind.DocumentsReceived:
      return d.items?.length ? null : 'Received documents name at least one file.';
    default:
      return null;
  }
}

export class ClaimEventRefused extends Error {}

/**
 * The claims system's timeline of a claim: its events, the adjuster's requested items, and the
 * writes that stand in for the claims system (the demo CLI, documents the customer adds).
 */
@Injectable()
export class ClaimTimelineRecords {
  constructor(private readonly em: EntityManager) {}

  /** The claim with its timeline and checklist; null when no claim has the number. */
  async claimTimeline(claimNumber: string, em: EntityManager = this.em): Promise<ClaimTimelineView | null> {
    const claim = await em.findOne(Claim, { claimNumber }, { populate: ['policy'], fields: ['*', 'policy.policyNumber'] as never });
    if (!claim) return null;
    const [events, items] = await Promise.all([
      em.find(ClaimEvent, { claim }, { orderBy: { occurredAt: 'asc', id: 'asc' } }),
      em.find(ClaimRequestedItem, { claim }, { orderBy: { requestedAt: 'asc', label: 'asc' } }),
    ]);
    return {
      claimNumber: claim.claimNumber,
      policyNumber: claim.policy.policyNumber,
      type: claim.type,
      lossDate: claim.lossDate,
      status: claim.status,
      isOpen: claimIsOpen(claim.status),
      description: claim.description ?? null,
      adjuster: claim.representativeName
        ? { name: claim.representativeName, phone: claim.representativePhone ?? null, email: claim.representativeEmail ?? null }
        : null,
      events: events.map((e) => ({ id: e.id, kind: e.kind, occurredAt: e.occurredAt, details: e.details ?? {} })),
      items: items.map((i) => ({ id: i.id, label: i.label, requestedAt: i.requestedAt, receivedAt: i.receivedAt ?? null })),
    };
  }

  /** The policy number of each claim number that exists (to check ownership before any lock). */
  async policyOf(claimNumber: string): Promise<string | null> {
    const claim = await this.em.findOne(Claim, { claimNumber }, { populate: ['policy'], fields: ['policy.policyNumber'] as never });
    return claim?.policy.policyNumber ?? null;
  }

  /** Locks the claim's row for the caller's transaction (FOR UPDATE): changes to one claim take turns. */
  async lockClaim(tx: EntityManager, claimNumber: string): Promise<{ status: string; isOpen: boolean } | null> {
    const claim = await tx.findOne(Claim, { claimNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return claim ? { status: claim.status, isOpen: claimIsOpen(claim.status) } : null;
  }

  /**
   * Records an event in the caller's transaction, with its effects on the claim: an adjuster
   * assignment sets the claim's adjuster (and opens a reported claim), a request adds its items
   * to the checklist, closing and reopening set the status. Locks the claim first; a refused
   * event throws ClaimEventRefused and writes nothing.
   */
  async addEvent(tx: EntityManager, claimNumber: string, input: NewClaimEvent): Promise<ClaimEventView> {
    const claim = await tx.findOne(Claim, { claimNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!claim) throw new ClaimEventRefused(`No claim ${claimNumber}.`);
    const refusal = claimEventRefusal(claim.status, input);
    if (refusal) throw new ClaimEventRefused(refusal);
    const details: ClaimEventDetails = { ...input.details };
    switch (input.kind) {
      case ClaimEventKind.AdjusterAssigned:
        claim.representativeName = details.adjuster!.name.trim();
        claim.representativePhone = details.adjuster!.phone ?? null;
        claim.representativeEmail = details.adjuster!.email ?? null;
        if (claim.status !== CLAIM_OPEN_STATUS) claim.status = CLAIM_OPEN_STATUS;
        break;
      case ClaimEventKind.DocumentsRequested:
        details.items = details.items!.map((i) => i.trim()).filter(Boolean);
        for (const label of details.items) tx.create(ClaimRequestedItem, { id: randomUUID(), claim, label, requestedAt: input.occurredAt, receivedAt: null });
        break;
      case ClaimEventKind.Closed:
        claim.status = CLAIM_CLOSED_STATUS;
        break;
      case ClaimEventKind.Reopened:
        claim.status = CLAIM_OPEN_STATUS;
        break;
      case ClaimEventKind.Reported:
      case ClaimEventKind.InspectionScheduled:
      case ClaimEventKind.EstimateWritten:
      case ClaimEventKind.PaymentIssued:
      case ClaimEventKind.DocumentsReceived:
        break; // on the timeline only
    }
    const event = tx.create(ClaimEvent, { id: randomUUID(), claim, kind: input.kind, occurredAt: input.occurredAt, details });
    await tx.flush();
    return { id: event.id, kind: event.kind, occurredAt: event.occurredAt, details };
  }

  /**
   * Ticks a checklist item of the claim when it is still outstanding (one conditional update:
   * of two uploads at once, one ticks it and the other finds it ticked). Null when the item is
   * not on the claim; else whether this call ticked it.
   */
  async tickItem(tx: EntityManager, claimNumber: string, itemId: string, at: Date): Promise<boolean | null> {
    const item = await tx.findOne(ClaimRequestedItem, { id: itemId, claim: { claimNumber } }, { fields: ['id', 'label'] });
    if (!item) return null;
    const ticked = await tx.nativeUpdate(ClaimRequestedItem, { id: itemId, receivedAt: null }, { receivedAt: at });
    return ticked === 1;
  }

  /** The label of a checklist item of the claim, or null. */
  async itemLabel(claimNumber: string, itemId: string, em: EntityManager = this.em): Promise<string | null> {
    const item = await em.findOne(ClaimRequestedItem, { id: itemId, claim: { claimNumber } }, { fields: ['label'] });
    return item?.label ?? null;
  }
}
