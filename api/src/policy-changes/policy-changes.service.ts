import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommonException } from '../common/errors/app-exception';
import { violates } from '../common/errors/concurrency';
import {
  EndorsementBook,
  EndorsementRefusal,
  EndorsementRefusalReason,
  US_STATES,
  type ChangePolicyView,
  type EndorsementChange,
  type NewCreditor,
  type NewVehicle,
} from '../core';
import { latestModelYear, LookupsService } from '../lookups';
import { localeOf } from '../common/i18n/locales';
import { MailOutbox, policyChangeConfirmationMail, policyChangeErrorMail, premiumChangeSentence } from '../mail';
import { changeDetailIn } from './change-details-text';
import { PoliciesException, PoliciesExceptionCode } from '../policies';
import { User, UserPolicy } from '../users';
import {
  applyToSnapshot,
  creditorProblems,
  deductiblesOf,
  driverFormProblems,
  effectiveDateRange,
  isChangeable,
  isDeletableDriver,
  isEffectiveDateAllowed,
  isScheduledForDeletion,
  nextDriverNum,
  nextVehicleNum,
  normalizeCoverages,
  snapshotOf,
  vehicleFormProblems,
} from './change-rules';
import type {
  CreditorForm,
  DeleteRateRequest,
  RateConfirmRequest,
  RateCreditorRequest,
  RateDeleteCreditorRequest,
  RateDeleteDriverRequest,
  RateDeleteVehicleRequest,
  RateDriverRequest,
  RateVehicleRequest,
  SavePolicyChangeRequest,
  SendErrorEmailRequest,
} from './dto/requests.dto';
import { POLICY_CHANGE_SAVE_UNIQUE, PolicyChangeSave } from './entities';
import { POLICY_CHANGE_MESSAGES, PolicyChangesException, PolicyChangesExceptionCode } from './policy-changes.exception';
import { premiumChangeText, rateChange, RatingInputError, vehicleClassFromBodyClass, type ChangeRating, type PremiumChangeText } from './rating';

export type ChangeType = 'vehicle' | 'driver' | 'creditor';
export type ChangeAction = 'add' | 'replace' | 'delete' | 'edit';

export interface PolicyChangeWarning {
  code: 'SCHEDULED_FOR_DELETION' | 'LIABILITY_ONLY' | 'ESTIMATE_WITHOUT_VIN';
  message: string;
}

/** The rate result (spec PolicyChangeRate). Money in integer cents. */
export interface PolicyChangeRate {
  type: ChangeType;
  action: ChangeAction;
  differenceInRate: number;
  annualPremiumBefore: number;
  annualPremiumAfter: number;
  termPremiumBefore: number;
  termPremiumAfter: number;
  premiumChange: PremiumChangeText;
  transactionDate: string;
  effectiveDate: string;
  policyEffectiveDate: string;
  policyExpirationDate: string;
  policyImageNum: number;
  vehicleNum: number | null;
  driverNum: number | null;
  creditorNum: number | null;
  vinRequired: boolean;
  liabilityOnly: boolean;
  warnings: PolicyChangeWarning[];
  emailDetails: string[];
}

export interface PolicyChangeConfirmation {
  policyNumber: string;
  policyImageNum: number;
  effectiveDate: string;
  differenceInRate: number;
  termPremium: number;
  outstandingBalance: number;
  premiumChange: PremiumChangeText;
  message: string;
}

export interface SavedPolicyChange {
  id: string;
  type: string;
  action: string;
  data: string;
  effectiveDate: string;
  policyId: string;
  policyNumber: string;
  policyImageNum: number;
  agencyEmailAddress: string | null;
  agencyName: string | null;
  savedAt: string;
}

interface RateCommon {
  policyId: string;
  policyNumber: string;
  effectiveDate: string;
  endorsementPolicyImageNumber?: number | null;
}

interface Described {
  type: ChangeType;
  action: ChangeAction;
  change: EndorsementChange;
  vehicleNum: number | null;
  driverNum: number | null;
  creditorNum: number | null;
  vinRequired: boolean;
  warnings: PolicyChangeWarning[];
  details: string[];
}

/** The calendar day the portal's records use (UTC, as payments and the demo book do). */
const utcDate = (now: Date) => now.toISOString().slice(0, 10);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const up = (s: string | null | undefined) => (s?.trim() ? s.trim().toUpperCase() : null);
const stateAbbrev = (id: number) => US_STATES.find((s) => s.id === id)?.abbreviation ?? 'IN';

/**
 * Mid-term changes of a personal auto policy (doc 3): saved changes, rating a change into the
 * policy's one pending endorsement, issuing it, and the agency's error email. Every call is for
 * an In-Force PPA policy on the caller's account (else 404 POLICY_NOT_FOUND). The writes to the
 * policy go through the core's EndorsementBook (row lock + image number: see its comment).
 */
@Injectable()
export class PolicyChangesService {
  private readonly logger = new Logger('PolicyChanges');

  constructor(
    private readonly em: EntityManager,
    private readonly book: EndorsementBook,
    private readonly lookups: LookupsService,
    private readonly outbox: MailOutbox,
  ) {}

  // ---------- ownership ----------

  /** The policy as a change sees it, when it is the caller's and an In-Force PPA; else 404. */
  async ownedPolicy(userId: string, policyNumber: string, policyId?: string): Promise<ChangePolicyView> {
    const number = policyNumber.trim().toUpperCase();
    const linked = await this.em.count(UserPolicy, { user: userId, policyNumber: number });
    if (!linked) throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    const view = await this.book.changeView(number);
    if (!view || !isChangeable(view) || (policyId !== undefined && policyId !== String(view.id))) {
      throw new PoliciesException(PoliciesExceptionCode.PolicyNotFound);
    }
    return view;
  }

  // ---------- saved changes ----------

  async getSave(userId: string, policyNumber: string): Promise<SavedPolicyChange | null> {
    const view = await this.ownedPolicy(userId, policyNumber);
    const save = await this.em.findOne(PolicyChangeSave, { policyNumber: view.policyNumber }, { refresh: true });
    return save ? savedView(save) : null;
  }

  /** One save per policy: an update of the existing row, else an insert (the unique number decides a race: the loser updates). */
  async save(userId: string, policyNumber: string, body: SavePolicyChangeRequest): Promise<SavedPolicyChange> {
    if (body.policyNumber.trim().toUpperCase() !== policyNumber.trim().toUpperCase()) {
      throw CommonException.validation({ policyNumber: 'Policy number must be the one in the address.' });
    }
    const view = await this.ownedPolicy(userId, policyNumber, body.policyId);
    const fields = {
      type: body.type,
      action: body.action,
      data: body.data,
      effectiveDate: body.effectiveDate,
      policyId: body.policyId,
      policyImageNum: body.policyImageNum,
      agencyEmailAddress: body.agencyEmailAddress ?? null,
      agencyName: body.agencyName ?? null,
      userId,
      savedAt: new Date(),
    };
    const updated = await this.em.nativeUpdate(PolicyChangeSave, { policyNumber: view.policyNumber }, fields);
    if (!updated) {
      try {
        await this.em.insert(PolicyChangeSave, { id: randomUUID(), policyNumber: view.policyNumber, ...fields });
      } catch (err) {
        if (!violates(err, POLICY_CHANGE_SAVE_UNIQUE)) throw err;
        await this.em.nativeUpdate(PolicyChangeSave, { policyNumber: view.policyNumber }, fields);
      }
    }
    const save = await this.em.findOneOrFail(PolicyChangeSave, { policyNumber: view.policyNumber }, { refresh: true });
    return savedView(save);
  }

  async deleteSave(userId: string, policyNumber: string): Promise<void> {
    const view = await this.ownedPolicy(userId, policyNumber);
    await this.em.nativeDelete(PolicyChangeSave, { policyNumber: view.policyNumber });
  }

  // ---------- rating ----------

  async rateVehicle(userId: string, body: RateVehicleRequest, now = new Date()): Promise<PolicyChangeRate> {
    const today = utcDate(now);
    const problems = vehicleFormProblems(body, latestModelYear(now));
    if (Object.keys(problems).length) throw CommonException.validation(problems);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    this.checkDate(view, body.effectiveDate, today);
    const replaced = body.vehicleNum ? this.vehicleOf(view, body.vehicleNum) : null;

    const context = { versionId: String(view.versionId) };
    let year: number;
    let make: string;
    let model: string;
    let style: string | null = up(body.style);
    let bodyClass: string | null;
    const vin = up(body.vin);
    if (vin) {
      const found = await this.lookups.lookupVehicle({ vin, ...context }, now);
      if (!found.valid || !found.year)
        throw new PolicyChangesException(PolicyChangesExceptionCode.VehicleInvalid, found.message === undefined ? undefined : [found.message]);
      year = found.year;
      make = found.make!;
      model = found.model!;
      const chosen = found.styles.find((s) => s.name.toUpperCase() === style) ?? found.styles[0];
      style = chosen?.name.toUpperCase() ?? style;
      bodyClass = chosen?.bodyClass ?? found.bodyClass;
    } else {
      const found = await this.lookups.lookupVehicle({ year: body.year!, make: body.make!, model: body.model!, ...context }, now);
      const chosen = found.styles.find((s) => s.name.toUpperCase() === style || s.id.toUpperCase() === style);
      if (!found.valid || !chosen)
        throw new PolicyChangesException(PolicyChangesExceptionCode.VehicleInvalid, found.message === undefined ? undefined : [found.message]);
      year = body.year!;
      make = found.make!;
      model = found.model!;
      style = chosen.name.toUpperCase();
      bodyClass = chosen.bodyClass ?? found.bodyClass;
    }
    const coverages = normalizeCoverages(body);
    const loanLeaseCoverage = !!(body.loanOrLease && body.addLoanLeaseCoverage);
    const vehicle: NewVehicle = {
      vin,
      year,
      make: make.toUpperCase(),
      model: model.toUpperCase(),
      style,
      bodyTypeId: null,
      ratingClass: vehicleClassFromBodyClass(bodyClass),
      annualMileage: body.annualMileage,
      loanOrLease: body.loanOrLease,
      hasThirdPartyLoanLeaseCoverage: !!(body.loanOrLease && body.hasThirdPartyLoanLeaseCoverage),
      loanLeaseCoverage,
      comprehensive: coverages.comprehensive,
      collision: coverages.collision,
      rentalReimbursement: coverages.rentalReimbursement,
      towingAndLabor: coverages.towingAndLabor,
      ...deductiblesOf(coverages.comprehensive, coverages.collision),
      garagingZip: body.isOtherAddress ? body.garagingAddressZip! : null,
      coverages: [],
    };
    const creditor = body.loanOrLease && body.creditor ? newCreditor(body.creditor) : null;
    const change: EndorsementChange = replaced
      ? { kind: 'replaceVehicle', vehicleNum: replaced.vehicleNum, vehicle, creditor, enhancement: body.enhancement }
      : { kind: 'addVehicle', vehicle, creditor, enhancement: body.enhancement };
    const vehicleNum = replaced?.vehicleNum ?? nextVehicleNum(view);
    const name = `${year} ${vehicle.make} ${vehicle.model}`;
    const warnings: PolicyChangeWarning[] = [];
    if (!vin) warnings.push({ code: 'ESTIMATE_WITHOUT_VIN', message: `${POLICY_CHANGE_MESSAGES.estimate} ${POLICY_CHANGE_MESSAGES.vinRequired}` });
    if (coverages.comprehensive === 0) warnings.push({ code: 'LIABILITY_ONLY', message: POLICY_CHANGE_MESSAGES.liabilityOnly });
    return this.rate(view, body, today, (rating) => {
      const rated = rating.after.vehicles.find((v) => v.vehicleNum === vehicleNum);
      vehicle.coverages = (rated?.coverages ?? []).map((c) => ({
        coverageType: c.coverage,
        description: c.description,
        coverageLimitDescription: c.limit,
        premiumCents: c.annualPremium,
      }));
      return {
        type: 'vehicle',
        action: replaced ? 'replace' : 'add',
        change,
        vehicleNum,
        driverNum: null,
        creditorNum: creditor ? 1 : null,
        vinRequired: !vin,
        warnings,
        details: [
          replaced
            ? `Replace vehicle ${replaced.vehicleNum} (${replaced.year} ${replaced.make} ${replaced.model}) with ${name}${vin ? `, VIN ${vin}` : ''}`
            : `Add vehicle ${vehicleNum}: ${name}${vin ? `, VIN ${vin}` : ''}`,
          `Annual mileage: ${body.annualMileage.toLocaleString('en-US')}`,
          `Coverage bundle: ${{ no: 'none', better: 'Make It Better', best: 'Make It Even Better' }[body.enhancement]}`,
          ...(creditor ? [`Lienholder or loss payee: ${creditorName(creditor)}`] : []),
        ],
      };
    });
  }

  async rateDeleteVehicle(userId: string, body: RateDeleteVehicleRequest, now = new Date()): Promise<PolicyChangeRate> {
    const today = utcDate(now);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    this.checkDate(view, body.effectiveDate, today);
    const v = this.vehicleOf(view, body.vehicleNum);
    const remaining = view.vehicles.filter((x) => x.vehicleNum !== v.vehicleNum && !isScheduledForDeletion(x.deleteFutureEffectiveDate, body.effectiveDate));
    if (!remaining.length) throw new PolicyChangesException(PolicyChangesExceptionCode.LastVehicle);
    const warnings = scheduledWarning('vehicle', v.deleteFutureEffectiveDate, body.effectiveDate);
    return this.rate(view, body, today, () => ({
      type: 'vehicle',
      action: 'delete',
      change: { kind: 'deleteVehicle', vehicleNum: v.vehicleNum },
      vehicleNum: v.vehicleNum,
      driverNum: null,
      creditorNum: null,
      vinRequired: false,
      warnings,
      details: [`Delete vehicle ${v.vehicleNum}: ${v.year} ${v.make} ${v.model}`],
    }));
  }

  async rateDriver(userId: string, body: RateDriverRequest, now = new Date()): Promise<PolicyChangeRate> {
    const today = utcDate(now);
    const problems = driverFormProblems(body, today);
    if (Object.keys(problems).length) throw CommonException.validation(problems);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    this.checkDate(view, body.effectiveDate, today);
    if (!body.isDriversLicenseValid) throw new PolicyChangesException(PolicyChangesExceptionCode.LicenseNotValid);
    const student = body.isFullTimeStudent === true;
    const driverNum = nextDriverNum(view);
    const driver = {
      firstName: body.firstName.trim().toUpperCase(),
      middleInitial: up(body.middleInitial),
      lastName: body.lastName.trim().toUpperCase(),
      suffix: body.suffix ?? null,
      birthDate: body.dateOfBirth,
      gender: body.gender,
      maritalStatus: body.maritalStatus,
      licenseNumber: body.driversLicenseNumber.trim().toUpperCase(),
      licenseState: stateAbbrev(body.stateLicensed),
      relationshipTypeId: body.relationship,
      licensedForThreeOrMoreYears: body.licensedForThreeOrMoreYears,
      isFullTimeStudent: body.isFullTimeStudent ?? null,
      isBLevelStudent: student ? (body.isBLevelStudent ?? null) : null,
      studentStatus: student ? (body.studentStatus ?? null) : null,
    };
    return this.rate(view, body, today, () => ({
      type: 'driver',
      action: 'add',
      change: { kind: 'addDriver', driver },
      vehicleNum: null,
      driverNum,
      creditorNum: null,
      vinRequired: false,
      warnings: [],
      details: [`Add driver ${driverNum}: ${driver.firstName} ${driver.lastName}, born ${usDate(driver.birthDate)}`],
    }));
  }

  async rateDeleteDriver(userId: string, body: RateDeleteDriverRequest, now = new Date()): Promise<PolicyChangeRate> {
    const today = utcDate(now);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    this.checkDate(view, body.effectiveDate, today);
    const d = view.drivers.find((x) => x.driverNum === body.driverNum);
    if (!d) throw new PolicyChangesException(PolicyChangesExceptionCode.DriverNotFound);
    if (!isDeletableDriver(d)) throw new PolicyChangesException(PolicyChangesExceptionCode.DriverNotDeletable);
    const remaining = view.drivers.filter((x) => x.driverNum !== d.driverNum && !isScheduledForDeletion(x.deleteFutureEffectiveDate, body.effectiveDate));
    if (!remaining.length) throw new PolicyChangesException(PolicyChangesExceptionCode.DriverNotDeletable);
    const warnings = scheduledWarning('driver', d.deleteFutureEffectiveDate, body.effectiveDate);
    return this.rate(view, body, today, () => ({
      type: 'driver',
      action: 'delete',
      change: { kind: 'deleteDriver', driverNum: d.driverNum },
      vehicleNum: null,
      driverNum: d.driverNum,
      creditorNum: null,
      vinRequired: false,
      warnings,
      details: [`Delete driver ${d.driverNum}: ${d.firstName} ${d.lastName}`],
    }));
  }

  async rateCreditor(userId: string, body: RateCreditorRequest, now = new Date()): Promise<PolicyChangeRate> {
    const today = utcDate(now);
    const problems = creditorProblems(body);
    if (Object.keys(problems).length) throw CommonException.validation(problems);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    this.checkDate(view, body.effectiveDate, today);
    const v = this.vehicleOf(view, body.vehicleNum);
    const creditor = newCreditor(body);
    let change: EndorsementChange;
    let creditorNum: number;
    if (body.creditorNum) {
      if (!v.creditors.some((c) => c.creditorNum === body.creditorNum)) throw new PolicyChangesException(PolicyChangesExceptionCode.CreditorNotFound);
      creditorNum = body.creditorNum;
      change = { kind: 'editCreditor', vehicleNum: v.vehicleNum, creditorNum, creditor };
    } else {
      creditorNum = Math.max(0, ...v.creditors.map((c) => c.creditorNum)) + 1;
      change = { kind: 'addCreditor', vehicleNum: v.vehicleNum, creditor };
    }
    return this.rate(view, body, today, () => ({
      type: 'creditor',
      action: body.creditorNum ? 'edit' : 'add',
      change,
      vehicleNum: v.vehicleNum,
      driverNum: null,
      creditorNum,
      vinRequired: false,
      warnings: [],
      details: [
        `${body.creditorNum ? 'Edit' : 'Add'} ${creditor.creditorType === 0 ? 'lienholder' : 'loss payee'} ${creditorName(creditor)} on vehicle ${v.vehicleNum}: ${v.year} ${v.make} ${v.model}`,
      ],
    }));
  }

  async rateDeleteCreditor(userId: string, body: RateDeleteCreditorRequest, now = new Date()): Promise<PolicyChangeRate> {
    const today = utcDate(now);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    this.checkDate(view, body.effectiveDate, today);
    const v = this.vehicleOf(view, body.vehicleNum);
    const c = v.creditors.find((x) => x.creditorNum === body.creditorNum);
    if (!c) throw new PolicyChangesException(PolicyChangesExceptionCode.CreditorNotFound);
    return this.rate(view, body, today, () => ({
      type: 'creditor',
      action: 'delete',
      change: { kind: 'deleteCreditor', vehicleNum: v.vehicleNum, creditorNum: c.creditorNum },
      vehicleNum: v.vehicleNum,
      driverNum: null,
      creditorNum: c.creditorNum,
      vinRequired: false,
      warnings: [],
      details: [`Remove ${creditorName(c)} from vehicle ${v.vehicleNum}: ${v.year} ${v.make} ${v.model}`],
    }));
  }

  /** Rates the change on the policy and makes it the pending endorsement. */
  private async rate(view: ChangePolicyView, body: RateCommon, today: string, describe: (rating: ChangeRating) => Described): Promise<PolicyChangeRate> {
    if (view.hasPendingEndorsement && !view.pending) throw new PolicyChangesException(PolicyChangesExceptionCode.OneAtATime);
    const replaces = body.endorsementPolicyImageNumber ?? null;
    if ((view.pending?.imageNum ?? null) !== replaces) throw new PolicyChangesException(PolicyChangesExceptionCode.Stale);
    const before = snapshotOf(view, body.effectiveDate);
    let rating: ChangeRating;
    let described: Described;
    try {
      // describe() may need the rating (a new vehicle's coverages); rate a draft first.
      const draft = describe(
        rateChange({ term: { effectiveDate: view.effectiveDate, expirationDate: view.endDate }, effectiveDate: body.effectiveDate, before, after: before }),
      );
      rating = rateChange({
        term: { effectiveDate: view.effectiveDate, expirationDate: view.endDate },
        effectiveDate: body.effectiveDate,
        before,
        after: applyToSnapshot(before, view, draft.change),
      });
      described = describe(rating);
    } catch (err) {
      if (err instanceof RatingInputError) {
        throw new PolicyChangesException(PolicyChangesExceptionCode.RatingRefused, [ratingMessage(err)], `${err.code} at ${err.path}`);
      }
      throw err;
    }
    const result: Omit<PolicyChangeRate, 'policyImageNum'> = {
      type: described.type,
      action: described.action,
      differenceInRate: rating.differenceInRate,
      annualPremiumBefore: rating.annualPremiumBefore,
      annualPremiumAfter: rating.annualPremiumAfter,
      termPremiumBefore: rating.termPremiumBefore,
      termPremiumAfter: rating.termPremiumAfter,
      premiumChange: rating.premiumChange,
      transactionDate: today,
      effectiveDate: body.effectiveDate,
      policyEffectiveDate: view.effectiveDate,
      policyExpirationDate: view.endDate,
      vehicleNum: described.vehicleNum,
      driverNum: described.driverNum,
      creditorNum: described.creditorNum,
      vinRequired: described.vinRequired,
      liabilityOnly: described.warnings.some((w) => w.code === 'LIABILITY_ONLY'),
      warnings: described.warnings,
      emailDetails: [...described.details, `Effective date: ${usDate(body.effectiveDate)}`, rating.premiumChange.text],
    };
    let imageNum: number;
    try {
      imageNum = await this.book.putPending(view.id, {
        baseImageNum: view.policyImageNum,
        replacesImageNum: replaces,
        effectiveDate: body.effectiveDate,
        transactionDate: today,
        change: described.change,
        rate: result,
        differenceCents: rating.differenceInRate,
        annualPremiumCents: rating.annualPremiumAfter,
      });
    } catch (err) {
      throw refusalAsException(err);
    }
    this.logger.log({ event: 'policy_change_rated', policyNumber: view.policyNumber, imageNum, kind: described.change.kind }, 'policy change rated');
    return { ...result, policyImageNum: imageNum };
  }

  // ---------- confirm, withdraw, error email ----------

  async confirm(userId: string, body: RateConfirmRequest, now = new Date()): Promise<PolicyChangeConfirmation> {
    const today = utcDate(now);
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    try {
      if (!view.pending) {
        throw new PolicyChangesException(view.hasPendingEndorsement ? PolicyChangesExceptionCode.OneAtATime : PolicyChangesExceptionCode.NoPendingRate);
      }
      if (view.pending.imageNum !== body.policyImageNum) throw new PolicyChangesException(PolicyChangesExceptionCode.Stale);
      const user = await this.em.findOne(User, userId, { fields: ['email', 'locale'] });
      const locale = localeOf(user?.locale);
      const rate = view.pending.rate as PolicyChangeRate;
      const issued = await this.book.issue(
        view.id,
        {
          imageNum: body.policyImageNum,
          today,
          postingDescription: `Policy change effective ${usDate(view.pending.effectiveDate)}`,
          declarationDescription: `Declarations - Policy Change effective ${usDate(view.pending.effectiveDate)}`,
        },
        async (tx) => {
          const common = {
            policyNumber: view.policyNumber,
            policyHolderName: view.holder.displayName,
            effectiveDate: usDate(view.pending!.effectiveDate),
            details: rate.emailDetails.slice(0, -2),
            premiumChange: rate.premiumChange.text,
          };
          const agencyEmail = view.agency.emails[0];
          if (agencyEmail) {
            await this.outbox.add(
              tx,
              policyChangeConfirmationMail({ ...common, to: agencyEmail, name: null, forAgency: true, screenDetails: body.emailDetails ?? null }),
            );
          }
          const holderEmail = user?.email ?? view.holder.email;
          if (holderEmail) {
            await this.outbox.add(
              tx,
              policyChangeConfirmationMail({
                ...common,
                to: holderEmail,
                name: view.holder.firstName ?? view.holder.displayName,
                forAgency: false,
                locale,
                details: common.details.map((line) => changeDetailIn(locale, line)),
                premiumChange: premiumChangeSentence(locale, rate.premiumChange),
              }),
            );
          }
          await tx.nativeDelete(PolicyChangeSave, { policyNumber: view.policyNumber });
        },
      );
      this.logger.log({ event: 'policy_change_issued', policyNumber: view.policyNumber, imageNum: issued.imageNum }, 'policy change issued');
      return {
        policyNumber: view.policyNumber,
        policyImageNum: issued.imageNum,
        effectiveDate: issued.effectiveDate,
        differenceInRate: issued.differenceCents,
        termPremium: issued.termPremiumCents,
        outstandingBalance: issued.outstandingCents,
        premiumChange: premiumChangeText(issued.differenceCents, issued.effectiveDate, view.endDate),
        message: POLICY_CHANGE_MESSAGES.confirmed,
      };
    } catch (err) {
      // Doc 3 §4 Finalize: on failure the save is deleted too (outside the failed transaction).
      await this.em.nativeDelete(PolicyChangeSave, { policyNumber: view.policyNumber });
      throw refusalAsException(err);
    }
  }

  async deleteRate(userId: string, body: DeleteRateRequest): Promise<void> {
    const view = await this.ownedPolicy(userId, body.policyNumber, body.policyId);
    if (view.hasPendingEndorsement && !view.pending) throw new PolicyChangesException(PolicyChangesExceptionCode.OneAtATime);
    try {
      await this.book.withdraw(view.id, body.endorsementPolicyImageNumber);
    } catch (err) {
      throw refusalAsException(err);
    }
  }

  async sendErrorEmail(userId: string, body: SendErrorEmailRequest): Promise<void> {
    const view = await this.ownedPolicy(userId, body.policyNumber);
    const to = view.agency.emails[0];
    if (!to) throw new PolicyChangesException(PolicyChangesExceptionCode.AgencyNoEmail);
    await this.outbox.send(
      policyChangeErrorMail({
        to,
        policyNumber: view.policyNumber,
        policyHolderName: body.policyHolderName?.trim() || view.holder.displayName,
        addressLines: [body.addressLine1 ?? '', body.addressLine2 ?? ''],
        phone: body.phone ?? null,
        email: body.email ?? null,
        errorMessage: body.errorMessage,
      }),
    );
  }

  // ---------- helpers ----------

  private checkDate(view: ChangePolicyView, effectiveDate: string, today: string): void {
    const range = effectiveDateRange(view, today);
    if (!isEffectiveDateAllowed(effectiveDate, range)) {
      throw new PolicyChangesException(PolicyChangesExceptionCode.EffectiveDateOutOfRange, [
        `Choose an effective date from ${usDate(range.from)} to ${usDate(range.to)}.`,
      ]);
    }
  }

  private vehicleOf(view: ChangePolicyView, vehicleNum: number) {
    const v = view.vehicles.find((x) => x.vehicleNum === vehicleNum);
    if (!v) throw new PolicyChangesException(PolicyChangesExceptionCode.VehicleNotFound);
    return v;
  }
}

function savedView(s: PolicyChangeSave): SavedPolicyChange {
  return {
    id: s.id,
    type: s.type,
    action: s.action,
    data: s.data,
    effectiveDate: s.effectiveDate,
    policyId: s.policyId,
    policyNumber: s.policyNumber,
    policyImageNum: s.policyImageNum,
    agencyEmailAddress: s.agencyEmailAddress ?? null,
    agencyName: s.agencyName ?? null,
    savedAt: s.savedAt.toISOString(),
  };
}

function newCreditor(c: Omit<CreditorForm, never>): NewCreditor {
  return {
    creditorType: c.creditorType,
    businessName: c.creditorType === 0 ? up(c.creditorBusinessName) : null,
    firstName: c.creditorType === 1 ? up(c.creditorFirstName) : null,
    lastName: c.creditorType === 1 ? up(c.creditorLastName) : null,
    houseNumber: up(c.creditorAddressHouseNumber),
    aptNum: up(c.creditorAddressApartmentNumber),
    streetName: up(c.creditorAddressStreetName),
    poBox: up(c.creditorAddressPOBox),
    city: c.creditorAddressCity.trim().toUpperCase(),
    stateId: c.creditorAddressStateId,
    zip: c.creditorAddressZip,
    county: up(c.creditorAddressCounty),
  };
}

function creditorName(c: { businessName: string | null; firstName: string | null; lastName: string | null }): string {
  return c.businessName ?? [c.firstName, c.lastName].filter(Boolean).join(' ');
}

export function scheduledWarning(what: 'vehicle' | 'driver', date: string | null, effectiveDate: string): PolicyChangeWarning[] {
  return date && date <= effectiveDate
    ? [{ code: 'SCHEDULED_FOR_DELETION', message: `This ${what} is already scheduled for deletion on ${usDate(date)}.` }]
    : [];
}

function ratingMessage(err: RatingInputError): string {
  if (err.code === 'RATING_LOAN_LEASE_NOT_ALLOWED') return 'Loan/lease coverage needs comprehensive and collision and a vehicle 5 years old or newer.';
  return `This change cannot be rated as entered (${err.path}). ${POLICY_CHANGE_MESSAGES.furtherAssistance}`;
}

function refusalAsException(err: unknown): unknown {
  if (!(err instanceof EndorsementRefusal)) return err;
  switch (err.reason) {
    case EndorsementRefusalReason.OtherPending:
      return new PolicyChangesException(PolicyChangesExceptionCode.OneAtATime);
    case EndorsementRefusalReason.NothingPending:
      return new PolicyChangesException(PolicyChangesExceptionCode.NoPendingRate);
    case EndorsementRefusalReason.VinMissing:
      return new PolicyChangesException(PolicyChangesExceptionCode.VinRequired);
    default:
      return new PolicyChangesException(PolicyChangesExceptionCode.Stale);
  }
}
