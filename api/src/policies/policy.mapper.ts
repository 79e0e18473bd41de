import { dataText } from '../common/i18n/data-text';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { ClaimEventKind } from '../core';
import {
  DocumentKind,
  POLICY_LINES,
  policyPrefix,
  PolicyStatus,
  policyStatusText,
  UNDELETABLE_RELATIONSHIP_TYPES,
  US_STATES,
  type AgencyView,
  type AddressView,
  type ClaimView,
  type DocumentView,
  type DriverView,
  type PolicyTermView,
  type VehicleView,
} from '../core';
import type {
  FuturePolicy,
  Policy,
  PolicyAgency as Agency,
  PolicyBilling as Billing,
  PolicyClaim as Claim,
  PolicyDocument,
  PolicyDriver as Driver,
  PolicyHolderAddress as PolicyHolder,
  PolicyVehicle as Vehicle,
} from './dto/policy.dto';
import { birthYear, dueBalance, hasIdCards, isPastDue, isPendingClaim, isSoonDue, makeChange, maskAllButLast4 } from './policy-rules';

/*
 * Reply mapping of the core records' read models to the spec's Policy schema, one function a
 * part so that other areas (payments: billing and agency; claims) reuse them. Masking, flags and
 * ordering happen here, nowhere else.
 */

const STATUS_RANK: Record<PolicyStatus, number> = {
  [PolicyStatus.InForce]: 0,
  [PolicyStatus.Pending]: 1,
  [PolicyStatus.Future]: 2,
  [PolicyStatus.History]: 3,
};

type TermKey = Pick<PolicyTermView, 'id' | 'renewalOfId' | 'status' | 'effectiveDate'>;

/**
 * The term shown for a policy number: not a renewal of another loaded term, In-Force before
 * Pending, Future and History, then the latest effective date. Its renewal is the term whose
 * renewalOf points at it.
 */
export function pickTerms<T extends TermKey>(terms: T[]): { current: T; renewal: T | undefined } | undefined {
  const ids = new Set(terms.map((t) => t.id));
  const candidates = terms.filter((t) => !(t.renewalOfId !== null && ids.has(t.renewalOfId)));
  const current = [...(candidates.length ? candidates : terms)].sort(
    (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.effectiveDate.localeCompare(a.effectiveDate),
  )[0];
  if (!current) return undefined;
  return { current, renewal: terms.find((t) => t.renewalOfId === current.id) };
}

export function toDocument(d: DocumentView): PolicyDocument {
  const document: PolicyDocument = { printDate: d.printDate, printUrl: d.printUrl, formNumber: d.formNumber ?? null, description: d.description };
  return d.kind === DocumentKind.Declaration && d.versionEffectiveDate ? { ...document, versionEffectiveDate: d.versionEffectiveDate } : document;
}

/** Declarations and forms, newest first (the read model's order). */
export function toDocuments(docs: DocumentView[], kind: DocumentKind): PolicyDocument[] {
  return docs.filter((d) => d.kind === kind).map(toDocument);
}

export function toPolicyHolder(holderName: string, mailing: AddressView | null): PolicyHolder {
  return {
    displayName: holderName,
    address1: mailing ? (mailing.line1 ?? (mailing.poBox ? `P.O. Box ${mailing.poBox}` : '')) : '',
    address2: mailing ? (mailing.line1 ? (mailing.line2 ?? null) : null) : null,
    city: mailing?.city ?? '',
    state: mailing?.state ?? '',
    postalCode: mailing?.zip5 ?? '',
  };
}

export function toAgency(a: AgencyView): Agency {
  return {
    agencyCode: a.agencyCode,
    displayName: a.displayName,
    producer: { displayName: a.producerName, phones: a.producerPhones },
    addressLine1: [a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    addressLine2: `${a.city}, ${a.state} ${a.zip}`,
    phones: a.phones,
    emails: a.emails,
  };
}

/** The billing block and the due balance the past-due / soon-due flags read (the account's for its primary policy). */
export function toBilling(p: PolicyTermView): { billing: Billing; due: { balance: number; dueDate: string | null } } {
  const account = p.billingAccount;
  const isPrimaryAccountPolicy = !!account && account.primaryPolicyId === p.id;
  const due = dueBalance({
    isPrimaryAccountPolicy,
    policyBalance: p.outstandingBalance,
    policyDueDate: p.outstandingBalanceDueDate,
    accountBalance: account?.outstandingBalance ?? 0,
    accountDueDate: account?.outstandingBalanceDueDate ?? null,
  });
  return {
    due,
    billing: {
      isPartOfAccountBill: !!account,
      isPrimaryAccountPolicy,
      accountNumber: account?.accountNumber ?? null,
      accountOutstandingBalance: account?.outstandingBalance ?? 0,
      accountPayInFull: account?.payInFullAmount ?? 0,
      outstandingBalance: p.outstandingBalance,
      payInFullAmount: p.payInFullAmount,
      outstandingBalanceDueDate: due.dueDate,
      lastPayment: {
        paymentAmount: p.lastPaymentAmount ?? 0,
        accountPaymentAmount: account?.lastPaymentAmount ?? 0,
        itemDate: p.lastPaymentDate ?? account?.lastPaymentDate ?? null,
      },
      hasRecurringPaymentSetup: p.autoPay,
      isPolicyInNoticeOfCancellation: p.isPolicyInNoticeOfCancellation,
      billingItems: p.billingItems.map((b) => ({ ...b })),
    },
  };
}

export function toVehicle(v: VehicleView, forChange = false): Vehicle {
  const shown: Vehicle = {
    vehicleNum: v.vehicleNum,
    displayName: `${v.year} ${v.make} ${v.model}`,
    vin: maskAllButLast4(v.vin),
    coverages: v.coverages.map((c) => ({ description: c.description, coverageLimitDescription: c.coverageLimitDescription })),
    deleteFutureEffectiveDate: v.deleteFutureEffectiveDate ?? null,
  };
  if (!forChange) return shown;
  // What the policy change wizard reads (doc 3 §3 Vehicle): personal auto only.
  return {
    ...shown,
    year: v.year,
    make: v.make,
    model: v.model,
    style: v.style ?? null,
    annualMileage: v.annualMileage ?? null,
    loanOrLease: v.loanOrLease,
    hasThirdPartyLoanLeaseCoverage: v.hasThirdPartyLoanLeaseCoverage,
    comprehensive: v.comprehensive,
    collision: v.collision,
    rentalReimbursement: v.rentalReimbursement,
    towingAndLabor: v.towingAndLabor,
    creditors: (v.creditors ?? []).map((c) => ({
      creditorNum: c.creditorNum,
      creditorType: c.creditorType,
      displayName: c.businessName ?? [c.firstName, c.lastName].filter(Boolean).join(' '),
      businessName: c.businessName ?? null,
      firstName: c.firstName ?? null,
      lastName: c.lastName ?? null,
      address: {
        houseNumber: c.houseNumber ?? null,
        aptNum: c.aptNum ?? null,
        streetName: c.streetName ?? null,
        poBox: c.poBox ?? null,
        city: c.city,
        stateId: c.stateId,
        zip: c.zip,
        county: c.county ?? null,
      },
    })),
  };
}

export function driverName(d: Pick<DriverView, 'firstName' | 'middleInitial' | 'lastName' | 'suffix'>): string {
  return [d.firstName, d.middleInitial ? `${d.middleInitial}.` : null, d.lastName, d.suffix].filter(Boolean).join(' ');
}

export function toDriver(d: DriverView, forChange = false): Driver {
  const shown: Driver = {
    driverNum: d.driverNum,
    displayName: driverName(d),
    dln: maskAllButLast4(d.licenseNumber),
    birthYear: birthYear(d.birthDate),
    deleteFutureEffectiveDate: d.deleteFutureEffectiveDate ?? null,
  };
  if (!forChange) return shown;
  return {
    ...shown,
    firstName: d.firstName,
    lastName: d.lastName,
    relationshipTypeId: d.relationshipTypeId,
    isDeletable: !UNDELETABLE_RELATIONSHIP_TYPES.includes(d.relationshipTypeId),
  };
}

export function toClaim(c: ClaimView, policyNumber: string): Claim {
  return {
    number: c.claimNumber,
    type: c.type,
    lossDate: c.lossDate,
    status: c.status,
    policy: policyNumber,
    isPending: isPendingClaim(c.claimNumber),
    representative: { name: c.representativeName ?? null, email: c.representativeEmail ?? null, phone: c.representativePhone ?? null },
    latestEvent: c.latestEvent ? { kind: c.latestEvent.kind as ClaimEventKind, occurredAt: new Date(c.latestEvent.occurredAt).toISOString() } : null,
  };
}

export function toFuturePolicy(renewal: PolicyTermView): FuturePolicy {
  return {
    policyNumber: renewal.policyNumber,
    status: renewal.status === PolicyStatus.History ? PolicyStatus.Future : (renewal.status as FuturePolicy['status']),
    term: { effectiveDate: renewal.effectiveDate, endDate: renewal.endDate },
    declarations: toDocuments(renewal.documents, DocumentKind.Declaration),
  };
}

/**
 * A Policy reply with the values of the API's closed lists in the caller's language (issue 17):
 * the line's name, coverages and their limits, declarations and forms, billing items and claim
 * types. Names, numbers and what has no Spanish entry (an open list) stay as they are; the
 * records and what other areas compute from a Policy (payments) stay English.
 */
export function policyIn(locale: Locale, policy: Policy): Policy {
  if (locale === DEFAULT_LOCALE) return policy;
  // 200: the reply's limit (a certificate's holder name makes its Spanish description longer than the English).
  const documents = (docs: PolicyDocument[]) => docs.map((d) => ({ ...d, description: dataText(d.description, locale).slice(0, 200) }));
  return {
    ...policy,
    typeName: dataText(policy.typeName, locale),
    vehicles: policy.vehicles.map((v) => ({
      ...v,
      coverages: v.coverages.map((c) => ({
        ...c,
        description: dataText(c.description, locale),
        coverageLimitDescription: dataText(c.coverageLimitDescription, locale),
      })),
    })),
    declarations: documents(policy.declarations),
    documents: documents(policy.documents),
    billing: { ...policy.billing, billingItems: policy.billing.billingItems.map((b) => ({ ...b, description: dataText(b.description, locale) })) },
    claims: policy.claims.map((c) => ({ ...c, type: dataText(c.type, locale) })),
    futurePolicy: policy.futurePolicy && { ...policy.futurePolicy, declarations: documents(policy.futurePolicy.declarations) },
  };
}

/** A term (with its renewal) as the spec's Policy. */
export function toPolicy(p: PolicyTermView, renewal: PolicyTermView | undefined, nickname: string | null, now: Date): Policy {
  const prefix = policyPrefix(p.policyNumber);
  const { billing, due } = toBilling(p);
  const auto = prefix === 'PPA';
  const hasEndorsementSave = p.hasEndorsementSave;
  return {
    policyNumber: p.policyNumber,
    policyId: String(p.id),
    policyImageNum: p.policyImageNum,
    nickname,
    type: prefix,
    typeName: (POLICY_LINES as Record<string, string>)[prefix] ?? p.type,
    status: p.status,
    statusText: policyStatusText(p.status) as Policy['statusText'],
    isRenewal: p.renewalOfId !== null,
    term: { effectiveDate: p.effectiveDate, endDate: p.endDate },
    companyName: p.companyName,
    policyHolder: toPolicyHolder(p.holderName, p.mailingAddress),
    paymentPlan: p.paymentPlan,
    autoPay: p.autoPay,
    termPremium: p.termPremium,
    nextDueDate: p.nextDueDate ?? null,
    nextDueAmount: p.nextDueAmount,
    outstandingBalance: p.outstandingBalance,
    payInFullAmount: p.payInFullAmount,
    billing,
    isPastDue: isPastDue(due.balance, due.dueDate, now),
    isSoonDue: isSoonDue(due.balance, due.dueDate, now),
    makeChange: makeChange({
      policyNumber: p.policyNumber,
      status: p.status,
      hasPendingEndorsement: p.hasPendingEndorsement,
      isPendingEndorsementMP: p.isPendingEndorsementMP,
      hasEndorsementSave,
    }),
    hasPendingEndorsement: p.hasPendingEndorsement,
    isPendingEndorsementMP: p.isPendingEndorsementMP,
    hasEndorsementSave,
    agency: toAgency(p.agency),
    vehicles: p.vehicles.map((v) => toVehicle(v, auto)),
    drivers: p.drivers.map((d) => toDriver(d, auto)),
    declarations: toDocuments(p.documents, DocumentKind.Declaration),
    documents: toDocuments(p.documents, DocumentKind.Form),
    cards: p.idCards.map((c) => ({ year: c.year, make: c.make, model: c.model, printDate: c.printDate, printUrl: c.printUrl })),
    hasIdCards: hasIdCards({
      policyNumber: p.policyNumber,
      status: p.status,
      cardYears: p.idCards.map((c) => c.year),
      packagePartNames: p.packageParts,
    }),
    claims: p.claims.map((c) => toClaim(c, p.policyNumber)),
    packageParts: p.packageParts.map((name) => ({ name })),
    futurePolicy: renewal ? toFuturePolicy(renewal) : null,
    ...(auto ? changeFields(p) : {}),
  };
}

/** What the policy change wizard reads of a personal auto policy (doc 3 §3 Policy). */
function changeFields(p: PolicyTermView): Partial<Policy> {
  return {
    versionId: p.versionId,
    minimumEffectiveDate: p.minimumEffectiveDate,
    maximumEffectiveDate: p.maximumEffectiveDate,
    hasAutoEnhancement: p.hasAutoEnhancement,
    hasAutoPlusEnhancement: p.hasAutoPlusEnhancement,
    pendingEndorsementPolicyImageNum: p.pendingEndorsementPolicyImageNum,
    pendingEndorsementTransactionDate: p.pendingEndorsementTransactionDate,
    addresses: p.addresses.map((a) => ({
      line1: a.line1 ?? (a.poBox ? `P.O. Box ${a.poBox}` : ''),
      line2: a.line2,
      poBox: a.poBox,
      city: a.city,
      stateId: US_STATES.find((s) => s.abbreviation === a.state)?.id ?? 16,
      zip: a.zip5,
      county: a.county,
    })),
  };
}
