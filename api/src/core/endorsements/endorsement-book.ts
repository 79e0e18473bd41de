import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { violates } from '../../common/errors/concurrency';
import { Creditor } from '../creditor.entity';
import { Driver } from '../driver.entity';
import { IdCard } from '../id-card.entity';
import { BillingLedger, PostingKind } from '../ledger/billing-ledger';
import { DocumentKind, PolicyDocument } from '../policy-document.entity';
import { ENDORSEMENT_IMAGE_UNIQUE, ENDORSEMENT_ONE_PENDING, EndorsementStatus, PolicyEndorsement } from '../policy-endorsement.entity';
import { PolicyStatus } from '../policy-status';
import { Policy } from '../policy.entity';
import { VehicleCoverage } from '../vehicle-coverage.entity';
import { Vehicle } from '../vehicle.entity';
import {
  EndorsementRefusal,
  EndorsementRefusalReason,
  type ChangeCreditorView,
  type ChangeDriverView,
  type ChangePolicyView,
  type ChangeVehicleView,
  type EndorsementChange,
  type IssuedEndorsement,
  type NewCreditor,
  type NewVehicle,
  type PendingChange,
  type PolicyImageView,
} from './endorsement-views';

const cents = (amount: number | string | null | undefined) => Math.round(Number(amount ?? 0) * 100);
const token = () => randomBytes(24).toString('base64url');

export interface PendingInput extends PendingChange {
  /** The image the change was rated on; the term must still be on it. */
  baseImageNum: number;
  /** The pending change this one replaces (its image number), or null for a first rate. */
  replacesImageNum: number | null;
}

export interface IssueInput {
  imageNum: number;
  /** YYYY-MM-DD: the day it is issued (documents' print date, the billing item's date). */
  today: string;
  postingDescription: string;
  declarationDescription: string;
}

/**
 * Mid-term changes (endorsements) of a term, doc 3: reads a term as a change sees it, keeps its
 * one pending change, and issues it. Every write locks the term row (`FOR UPDATE`, then the
 * version column is checked on flush), and the pending change is named by its image number:
 * two confirms of one change, or a confirm racing a new rate, issue exactly one version; the
 * loser gets an EndorsementRefusal (Stale or NothingPending). A partial unique index keeps one
 * pending change per term whatever the code does.
 */
@Injectable()
export class EndorsementBook {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: BillingLedger,
  ) {}

  /** The current (In-Force, else the latest) term of a policy number, or null. */
  async changeView(policyNumber: string, em: EntityManager = this.em): Promise<ChangePolicyView | null> {
    const terms = await em.find(
      Policy,
      { policyNumber },
      {
        populate: ['holder', 'holder.addresses', 'agency', 'vehicles', 'vehicles.coverages', 'vehicles.creditors', 'drivers'],
        orderBy: { effectiveDate: 'desc' },
        refresh: true,
      },
    );
    const p = terms.find((t) => t.status === PolicyStatus.InForce) ?? terms[0];
    if (!p) return null;
    const pending = await em.findOne(PolicyEndorsement, { policy: p.id, status: EndorsementStatus.Pending }, { refresh: true });
    return {
      ...fieldsOf(p, TERM_FIELDS),
      termPremium: Number(p.termPremium),
      holder: { displayName: p.holder.displayName, firstName: p.holder.firstName ?? null, lastName: p.holder.lastName ?? null, email: p.holder.email ?? null },
      addresses: p.holder.addresses.getItems().map((a) => fieldsOf(a, ADDRESS_FIELDS)),
      agency: {
        displayName: p.agency.displayName,
        emails: p.agency.emails ?? [],
        phones: p.agency.phones ?? [],
        addressLine1: p.agency.addressLine1,
        addressLine2: p.agency.addressLine2 ?? null,
        city: p.agency.city,
        state: p.agency.state,
        zip: p.agency.zip,
      },
      vehicles: p.vehicles.getItems().map(vehicleView),
      drivers: p.drivers.getItems().map(driverView),
      pending: pending
        ? {
            id: pending.id,
            imageNum: pending.imageNum,
            baseImageNum: pending.baseImageNum,
            effectiveDate: pending.effectiveDate,
            transactionDate: pending.transactionDate,
            change: pending.change as EndorsementChange,
            rate: pending.rate,
            differenceCents: pending.differenceCents,
            annualPremiumCents: pending.annualPremiumCents,
          }
        : null,
    };
  }

  /** Earlier images of a term, as issued changes replaced them (oldest first). */
  async previousImages(policyId: number): Promise<PolicyImageView[]> {
    const issued = await this.em.find(
      PolicyEndorsement,
      { policy: policyId, status: EndorsementStatus.Issued },
      { orderBy: { imageNum: 'asc' }, fields: ['previousImage'] },
    );
    return issued.map((e) => e.previousImage as PolicyImageView);
  }

  /**
   * Makes `input` the term's pending change (a new image number), withdrawing the portal's
   * previous pending change it replaces. Refused (nothing written): OtherPending when a change
   * made elsewhere is pending; Stale when the pending change is not `replacesImageNum` or the
   * term moved off `baseImageNum`.
   */
  async putPending(policyId: number, input: PendingInput): Promise<number> {
    try {
      return await this.em.transactional(async (tx) => {
        const policy = await tx.findOneOrFail(Policy, policyId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (policy.policyImageNum !== input.baseImageNum) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
        const current = await tx.findOne(PolicyEndorsement, { policy: policyId, status: EndorsementStatus.Pending });
        if (policy.hasPendingEndorsement && !current) throw new EndorsementRefusal(EndorsementRefusalReason.OtherPending);
        if ((current?.imageNum ?? null) !== input.replacesImageNum) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
        if (current) {
          current.status = EndorsementStatus.Withdrawn;
          await tx.flush(); // the one-pending index sees the old one withdrawn before the new one
        }
        const last = await tx.findOne(PolicyEndorsement, { policy: policyId }, { orderBy: { imageNum: 'desc' }, fields: ['imageNum'] });
        const imageNum = Math.max(policy.policyImageNum, last?.imageNum ?? 0) + 1;
        tx.create(PolicyEndorsement, {
          policy,
          imageNum,
          baseImageNum: input.baseImageNum,
          status: EndorsementStatus.Pending,
          effectiveDate: input.effectiveDate,
          transactionDate: input.transactionDate,
          change: input.change,
          rate: input.rate,
          differenceCents: input.differenceCents,
          annualPremiumCents: input.annualPremiumCents,
          createdAt: new Date(),
        });
        policy.hasPendingEndorsement = true;
        policy.isPendingEndorsementMP = true;
        policy.pendingEndorsementPolicyImageNum = imageNum;
        policy.pendingEndorsementTransactionDate = input.transactionDate;
        await tx.flush();
        return imageNum;
      });
    } catch (err) {
      throw raceAsStale(err);
    }
  }

  /**
   * Withdraws the portal's pending change `imageNum`. False when nothing of the portal's is
   * pending (already withdrawn or issued); Stale when another image is pending.
   */
  async withdraw(policyId: number, imageNum: number): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const policy = await tx.findOneOrFail(Policy, policyId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const current = await tx.findOne(PolicyEndorsement, { policy: policyId, status: EndorsementStatus.Pending });
      if (!current) return false;
      if (current.imageNum !== imageNum) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
      current.status = EndorsementStatus.Withdrawn;
      clearPending(policy);
      await tx.flush();
      return true;
    });
  }

  /**
   * Issues the pending change `imageNum` in one transaction: applies it to the vehicles, drivers
   * and creditors (the image it replaces is kept on the endorsement), moves the term's image,
   * writes a new declarations page and new ID cards, posts the premium difference on the ledger
   * (keyed by the endorsement: a replay posts nothing), then runs `alsoInTransaction` (the
   * confirmation mail, the saved change's removal) before committing.
   */
  async issue(
    policyId: number,
    input: IssueInput,
    alsoInTransaction: (tx: EntityManager, issued: IssuedEndorsement) => Promise<void>,
  ): Promise<IssuedEndorsement> {
    try {
      return await this.em.transactional(async (tx) => {
        const policy = await tx.findOneOrFail(Policy, policyId, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
          refresh: true,
        });
        const pending = await tx.findOne(PolicyEndorsement, { policy: policyId, status: EndorsementStatus.Pending }, { refresh: true });
        if (!pending) throw new EndorsementRefusal(EndorsementRefusalReason.NothingPending);
        if (pending.imageNum !== input.imageNum || pending.baseImageNum !== policy.policyImageNum) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
        const change = pending.change as EndorsementChange;
        if ((change.kind === 'addVehicle' || change.kind === 'replaceVehicle') && !change.vehicle.vin) {
          throw new EndorsementRefusal(EndorsementRefusalReason.VinMissing);
        }
        await tx.populate(policy, ['vehicles', 'vehicles.coverages', 'vehicles.creditors', 'drivers', 'idCards'], { refresh: true });
        pending.previousImage = {
          imageNum: policy.policyImageNum,
          termPremium: Number(policy.termPremium),
          hasAutoEnhancement: policy.hasAutoEnhancement,
          hasAutoPlusEnhancement: policy.hasAutoPlusEnhancement,
          vehicles: policy.vehicles.getItems().map(vehicleView),
          drivers: policy.drivers.getItems().map(driverView),
        } satisfies PolicyImageView;

        await this.apply(tx, policy, change, pending.effectiveDate, input.today);

        policy.policyImageNum = pending.imageNum;
        clearPending(policy);
        pending.status = EndorsementStatus.Issued;
        pending.issuedAt = new Date();
        tx.create(PolicyDocument, {
          policy,
          kind: DocumentKind.Declaration,
          description: input.declarationDescription,
          formNumber: null,
          printDate: input.today,
          printUrl: token(),
          imageNum: pending.imageNum,
        });
        for (const card of policy.idCards.getItems()) tx.remove(card);
        await tx.flush();
        for (const v of policy.vehicles.getItems()) {
          tx.create(IdCard, { policy, vehicle: v, year: v.year, make: v.make, model: v.model, printDate: input.today, printUrl: token() });
        }
        await tx.flush();

        let outstandingCents = cents(policy.outstandingBalance);
        if (pending.differenceCents !== 0) {
          const [posted] = await this.ledger.post(
            [
              {
                policyId,
                kind: PostingKind.PremiumChange,
                amountCents: pending.differenceCents,
                itemDate: input.today,
                description: input.postingDescription,
                postingKey: `endorsement:${pending.id}`,
              },
            ],
            tx,
          );
          outstandingCents = posted!.outstandingCents;
        }
        const issued: IssuedEndorsement = {
          imageNum: pending.imageNum,
          effectiveDate: pending.effectiveDate,
          differenceCents: pending.differenceCents,
          termPremiumCents: cents(policy.termPremium),
          outstandingCents,
          change,
          rate: pending.rate,
        };
        await alsoInTransaction(tx, issued);
        return issued;
      });
    } catch (err) {
      throw raceAsStale(err);
    }
  }

  private async apply(tx: EntityManager, policy: Policy, change: EndorsementChange, effectiveDate: string, today: string): Promise<void> {
    const vehicle = (num: number) => {
      const v = policy.vehicles.getItems().find((x) => x.vehicleNum === num);
      if (!v) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
      return v;
    };
    const scheduled = effectiveDate > today;
    const nextVehicleNum = () => Math.max(0, ...policy.vehicles.getItems().map((v) => v.vehicleNum)) + 1;
    const setEnhancement = (e: 'no' | 'better' | 'best') => {
      policy.hasAutoEnhancement = e === 'better';
      policy.hasAutoPlusEnhancement = e === 'best';
    };
    switch (change.kind) {
      case 'addVehicle': {
        const v = this.addVehicle(tx, policy, nextVehicleNum(), change.vehicle);
        if (change.creditor) this.addCreditor(tx, v, 1, change.creditor);
        setEnhancement(change.enhancement);
        break;
      }
      case 'replaceVehicle': {
        const old = vehicle(change.vehicleNum);
        const num = old.vehicleNum;
        policy.vehicles.remove(old);
        tx.remove(old);
        await tx.flush(); // the number is free before the new vehicle takes it (unique policy + vehicle number)
        const v = this.addVehicle(tx, policy, num, change.vehicle);
        if (change.creditor) this.addCreditor(tx, v, 1, change.creditor);
        setEnhancement(change.enhancement);
        break;
      }
      case 'deleteVehicle': {
        const v = vehicle(change.vehicleNum);
        if (scheduled) v.deleteFutureEffectiveDate = effectiveDate;
        else {
          policy.vehicles.remove(v);
          tx.remove(v);
        }
        break;
      }
      case 'addDriver': {
        const d = change.driver;
        const driverNum = Math.max(0, ...policy.drivers.getItems().map((x) => x.driverNum)) + 1;
        const driver = tx.create(Driver, {
          policy,
          driverNum,
          firstName: d.firstName,
          middleInitial: d.middleInitial,
          lastName: d.lastName,
          suffix: d.suffix,
          birthDate: d.birthDate,
          gender: d.gender,
          maritalStatus: d.maritalStatus,
          licenseNumber: d.licenseNumber,
          licenseState: d.licenseState,
          relationshipTypeId: d.relationshipTypeId,
          licensedForThreeOrMoreYears: d.licensedForThreeOrMoreYears,
          isFullTimeStudent: d.isFullTimeStudent,
          isBLevelStudent: d.isBLevelStudent,
          studentStatus: d.studentStatus,
        });
        policy.drivers.add(driver);
        break;
      }
      case 'deleteDriver': {
        const d = policy.drivers.getItems().find((x) => x.driverNum === change.driverNum);
        if (!d) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
        if (scheduled) d.deleteFutureEffectiveDate = effectiveDate;
        else {
          policy.drivers.remove(d);
          tx.remove(d);
        }
        break;
      }
      case 'addCreditor': {
        const v = vehicle(change.vehicleNum);
        this.addCreditor(tx, v, Math.max(0, ...v.creditors.getItems().map((c) => c.creditorNum)) + 1, change.creditor);
        break;
      }
      case 'editCreditor': {
        const c = vehicle(change.vehicleNum)
          .creditors.getItems()
          .find((x) => x.creditorNum === change.creditorNum);
        if (!c) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
        Object.assign(c, change.creditor);
        break;
      }
      case 'deleteCreditor': {
        const v = vehicle(change.vehicleNum);
        const c = v.creditors.getItems().find((x) => x.creditorNum === change.creditorNum);
        if (!c) throw new EndorsementRefusal(EndorsementRefusalReason.Stale);
        v.creditors.remove(c);
        tx.remove(c);
        break;
      }
    }
  }

  private addVehicle(tx: EntityManager, policy: Policy, vehicleNum: number, n: NewVehicle): Vehicle {
    const { coverages, ...fields } = n;
    const v = tx.create(Vehicle, { ...fields, vin: n.vin!, policy, vehicleNum, classCode: null, deleteFutureEffectiveDate: null });
    coverages.forEach(({ premiumCents, ...c }, i) =>
      v.coverages.add(tx.create(VehicleCoverage, { vehicle: v, position: i + 1, ...c, premium: premiumCents / 100 })),
    );
    policy.vehicles.add(v);
    return v;
  }

  private addCreditor(tx: EntityManager, vehicle: Vehicle, creditorNum: number, c: NewCreditor): void {
    vehicle.creditors.add(tx.create(Creditor, { ...c, vehicle, creditorNum }));
  }
}

function clearPending(policy: Policy): void {
  policy.hasPendingEndorsement = false;
  policy.isPendingEndorsementMP = false;
  policy.pendingEndorsementPolicyImageNum = null;
  policy.pendingEndorsementTransactionDate = null;
}

/** Two writers that both passed the checks: the unique indexes decide, and the loser is stale. */
function raceAsStale(err: unknown): unknown {
  if (violates(err, ENDORSEMENT_ONE_PENDING) || violates(err, ENDORSEMENT_IMAGE_UNIQUE)) return new EndorsementRefusal(EndorsementRefusalReason.Stale);
  return err;
}

/** An optional field of a record read as its view carries it: null, never undefined. */
type OrNull<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

/** The named fields of a record, an unset one as null (the views and the kept images carry null, never undefined). */
function fieldsOf<T extends object, K extends keyof T>(record: T, keys: readonly K[]): OrNull<Pick<T, K>> {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? null])) as OrNull<Pick<T, K>>;
}

const TERM_FIELDS = [
  'id',
  'version',
  'policyNumber',
  'type',
  'status',
  'effectiveDate',
  'endDate',
  'minimumEffectiveDate',
  'maximumEffectiveDate',
  'versionId',
  'policyImageNum',
  'hasAutoEnhancement',
  'hasAutoPlusEnhancement',
  'hasPendingEndorsement',
  'isPendingEndorsementMP',
  'pendingEndorsementPolicyImageNum',
  'pendingEndorsementTransactionDate',
] as const satisfies readonly (keyof Policy & keyof ChangePolicyView)[];

const CREDITOR_FIELDS = [
  'creditorNum',
  'creditorType',
  'businessName',
  'firstName',
  'lastName',
  'houseNumber',
  'aptNum',
  'streetName',
  'poBox',
  'city',
  'stateId',
  'zip',
  'county',
] as const satisfies readonly (keyof Creditor & keyof ChangeCreditorView)[];

const VEHICLE_FIELDS = [
  'vehicleNum',
  'vin',
  'year',
  'make',
  'model',
  'style',
  'bodyTypeId',
  'ratingClass',
  'annualMileage',
  'loanOrLease',
  'hasThirdPartyLoanLeaseCoverage',
  'loanLeaseCoverage',
  'comprehensive',
  'collision',
  'rentalReimbursement',
  'towingAndLabor',
  'garagingZip',
  'deleteFutureEffectiveDate',
] as const satisfies readonly (keyof Vehicle & keyof ChangeVehicleView)[];

const DRIVER_FIELDS = [
  'driverNum',
  'firstName',
  'middleInitial',
  'lastName',
  'suffix',
  'birthDate',
  'gender',
  'maritalStatus',
  'licenseNumber',
  'licenseState',
  'relationshipTypeId',
  'licensedForThreeOrMoreYears',
  'isFullTimeStudent',
  'isBLevelStudent',
  'studentStatus',
  'deleteFutureEffectiveDate',
] as const satisfies readonly (keyof Driver & keyof ChangeDriverView)[];

const ADDRESS_FIELDS = ['line1', 'line2', 'poBox', 'city', 'state', 'zip5', 'county'] as const;

function creditorView(c: Creditor): ChangeCreditorView {
  return fieldsOf(c, CREDITOR_FIELDS);
}

function vehicleView(v: Vehicle): ChangeVehicleView {
  return {
    ...fieldsOf(v, VEHICLE_FIELDS),
    coverages: v.coverages
      .getItems()
      .map((c) => ({ coverageType: c.coverageType, description: c.description, coverageLimitDescription: c.coverageLimitDescription })),
    creditors: v.creditors.getItems().map(creditorView),
  };
}

function driverView(d: Driver): ChangeDriverView {
  return fieldsOf(d, DRIVER_FIELDS);
}
