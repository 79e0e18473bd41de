import type { Policy, PolicyChangeRate, PolicyCreditor, RateDriverRequest, SavedPolicyChange } from '@portal/generated-client';
import { api, unwrap } from '@/api/client';
import type { PolicyChangeGateway, RateTarget, RateView, SavedData, SavedChange, VehicleLookupView } from './gateway';
import type { ChangeCreditor, ChangePolicy } from './model';
import { currentEnhancement } from './rules/bundles';
import type { AddressValues, CreditorValues } from './rules/forms';

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
const num = (v: string) => (v === '' ? null : Number(v));

function creditorOf(c: PolicyCreditor): ChangeCreditor {
  return { creditorNum: c.creditorNum, businessName: c.businessName, firstName: c.firstName, lastName: c.lastName, address: c.address };
}

/**
 * The policy as the change page reads it, from GET /api/policy's read model (the change-wizard
 * fields are sent for PPA policies). Null when the policy cannot be changed here.
 */
export function toChangePolicy(p: Policy): ChangePolicy | null {
  if (!p.minimumEffectiveDate || !p.maximumEffectiveDate) return null;
  const [firstName = '', ...rest] = p.policyHolder.displayName.split(' ');
  return {
    policyId: p.policyId,
    policyNumber: p.policyNumber,
    policyImageNum: p.policyImageNum,
    termEffectiveDate: p.term.effectiveDate,
    expiration: p.term.endDate,
    minimumEffectiveDate: p.minimumEffectiveDate,
    maximumEffectiveDate: p.maximumEffectiveDate,
    enhancement: currentEnhancement({ hasAutoEnhancement: !!p.hasAutoEnhancement, hasAutoPlusEnhancement: !!p.hasAutoPlusEnhancement }),
    hasPendingEndorsement: p.hasPendingEndorsement,
    pendingEndorsementPolicyImageNum: p.pendingEndorsementPolicyImageNum ?? null,
    pendingEndorsementTransactionDate: p.pendingEndorsementTransactionDate ?? null,
    vehicles: p.vehicles.map((v) => ({
      vehicleNum: v.vehicleNum,
      vin: v.vin,
      year: v.year ?? 0,
      make: v.make ?? '',
      model: v.model ?? '',
      style: v.style ?? '',
      creditors: (v.creditors ?? []).map(creditorOf),
      deleteFutureEffectiveDate: v.deleteFutureEffectiveDate,
      comprehensive: v.comprehensive ?? 0,
      collision: v.collision ?? 0,
      rentalReimbursement: v.rentalReimbursement ?? 0,
      towingAndLabor: v.towingAndLabor ?? 0,
      hasThirdPartyLoanLeaseCoverage: !!v.hasThirdPartyLoanLeaseCoverage,
      loanOrLease: !!v.loanOrLease,
    })),
    drivers: p.drivers.map((d) => ({
      driverNum: d.driverNum,
      displayName: d.displayName,
      // isDeletable false reads as the undeletable kind (5) even when the type is not sent.
      relationshipTypeId: d.isDeletable === false ? (d.relationshipTypeId === 8 ? 8 : 5) : (d.relationshipTypeId ?? 0),
      deleteFutureEffectiveDate: d.deleteFutureEffectiveDate,
    })),
    addresses: (p.addresses ?? []).map((a) => ({
      line1: a.line1,
      line2: a.line2,
      poBox: !!a.poBox,
      city: a.city,
      stateId: a.stateId,
      zip: a.zip,
      county: a.county,
    })),
    policyHolder: { firstName, lastName: rest.join(' '), displayName: p.policyHolder.displayName },
    agency: {
      displayName: p.agency.displayName,
      producer: p.agency.producer?.displayName ?? null,
      addressLine1: p.agency.addressLine1 ?? null,
      addressLine2: p.agency.addressLine2 ?? null,
      phones: p.agency.phones,
      emails: p.agency.emails,
    },
  };
}

/** The rate as the review shows it: the server's premium-change text and period. */
export function toRateView(r: PolicyChangeRate): RateView {
  return {
    differenceCents: r.differenceInRate,
    premiumText: r.premiumChange.text,
    // The server's sentence usually carries the period already; it is added only when it does not.
    periodText: r.premiumChange.text.includes(r.premiumChange.periodStart)
      ? ''
      : `for the period ${r.premiumChange.periodStart} to ${r.premiumChange.periodEnd}`,
    decrease: r.premiumChange.direction === 'DECREASE',
    transactionDate: r.transactionDate,
    effectiveDate: r.effectiveDate,
    policyImageNum: r.policyImageNum,
    vinRequired: r.vinRequired,
    liabilityOnly: r.liabilityOnly,
    warnings: r.warnings.map((w) => w.message),
    emailDetails: r.emailDetails.join('\n'),
  };
}

function savedOf(s: SavedPolicyChange): SavedChange {
  let data: SavedData = {};
  try {
    data = JSON.parse(s.data) as SavedData;
  } catch {
    data = {};
  }
  // A save written by another client (the demo book writes the API's own rate) holds the rate as the API answered it.
  const rate = data.rate as unknown as PolicyChangeRate | RateView | null | undefined;
  if (rate && 'premiumChange' in rate) data = { ...data, rate: toRateView(rate) };
  return { id: s.id, type: s.type, action: s.action, effectiveDate: s.effectiveDate, data };
}

function creditorAddress(a: AddressValues) {
  return {
    creditorAddressHouseNumber: orNull(a.houseNumber),
    creditorAddressStreetName: orNull(a.streetName),
    creditorAddressApartmentNumber: orNull(a.apartmentNumber),
    creditorAddressPOBox: orNull(a.poBox),
    creditorAddressZip: a.zip,
    creditorAddressCity: a.city.trim(),
    creditorAddressStateId: Number(a.stateId),
    creditorAddressCounty: orNull(a.county),
  };
}

/** The creditor form as the API's CreditorForm. */
export function toCreditorForm(c: CreditorValues) {
  const person = c.creditorType === '1';
  return {
    creditorType: (person ? 1 : 0) as 0 | 1,
    ...(person ? { creditorFirstName: c.firstName.trim(), creditorLastName: c.lastName.trim() } : { creditorBusinessName: c.businessName.trim() }),
    ...creditorAddress(c.address),
  };
}

const yes = (v: '' | 'yes' | 'no') => v === 'yes';

/** Which policy and day every rate and the confirmation name, as the rate calls take them. */
const rateTarget = (i: RateTarget) => ({ policyId: i.policyId, policyNumber: i.policyNumber, effectiveDate: i.effectiveDate });

/** The signed-in policyholder's gateway: bearer calls through generated-client. */
export function customerChangeGateway(policy: ChangePolicy): PolicyChangeGateway {
  return {
    getSave: async (policyNumber) => {
      const s = await unwrap(api.policyChanges.getPolicySave({ policyNumber }));
      return s ? savedOf(s) : null;
    },
    save: async (policyNumber, change) => {
      await unwrap(
        api.policyChanges.savePolicyChange({
          policyNumber,
          requestBody: {
            ...(change.id ? { id: change.id } : {}),
            type: change.type,
            action: change.action,
            data: JSON.stringify(change.data),
            effectiveDate: change.effectiveDate,
            policyId: policy.policyId,
            policyNumber,
            policyImageNum: policy.policyImageNum,
            agencyEmailAddress: policy.agency.emails[0] ?? null,
            agencyName: policy.agency.displayName,
          },
        }),
      );
    },
    deleteSave: async (policyNumber) => {
      await unwrap(api.policyChanges.deletePolicySave({ policyNumber }));
    },
    lookupVehicle: async (q): Promise<VehicleLookupView> => {
      const r = await unwrap(api.lookups.lookupVehicle('vin' in q ? { vin: q.vin } : { year: q.year, make: q.make, model: q.model }));
      return {
        valid: r.valid,
        message: r.message ?? null,
        vin: r.vin,
        year: r.year,
        make: r.make,
        model: r.model,
        makes: r.makes,
        models: r.models,
        styles: r.styles.map((s) => ({ id: String(s.id), name: s.name })),
      };
    },
    lookupZip: async (zip) => {
      try {
        const r = await unwrap(api.lookups.lookupZipCode({ zip }));
        return { stateId: r.stateId, city: r.city, county: r.county };
      } catch {
        return null;
      }
    },
    rateVehicle: async (i) =>
      toRateView(
        await unwrap(
          api.policyChanges.rateVehicle({
            requestBody: {
              ...rateTarget(i),
              policyEffectiveDate: policy.termEffectiveDate,
              ...(i.endorsementPolicyImageNumber ? { endorsementPolicyImageNumber: i.endorsementPolicyImageNumber } : {}),
              ...(i.vehicleNum ? { vehicleNum: i.vehicleNum } : {}),
              addBy: i.vehicle.addBy,
              ...(i.vehicle.addBy ? { vin: i.vehicle.vin } : {}),
              ...(i.year > 0 ? { year: i.year } : {}),
              ...(i.make ? { make: i.make } : {}),
              ...(i.model ? { model: i.model } : {}),
              ...(i.styleName ? { style: i.styleName } : {}),
              annualMileage: Number(i.vehicle.annualMileage),
              loanOrLease: i.vehicle.loanOrLease === 'yes',
              addLoanLeaseCoverage: i.addLoanLeaseCoverage,
              hasThirdPartyLoanLeaseCoverage: i.hasThirdPartyLoanLeaseCoverage,
              isOtherAddress: i.vehicle.isOtherAddress,
              ...(i.vehicle.isOtherAddress
                ? {
                    garagingAddressHouseNumber: orNull(i.vehicle.garaging.houseNumber),
                    garagingAddressStreetName: orNull(i.vehicle.garaging.streetName),
                    garagingAddressApartmentNumber: orNull(i.vehicle.garaging.apartmentNumber),
                    garagingAddressPOBox: orNull(i.vehicle.garaging.poBox),
                    garagingAddressCity: orNull(i.vehicle.garaging.city),
                    garagingAddressStateId: num(i.vehicle.garaging.stateId),
                    garagingAddressZip: orNull(i.vehicle.garaging.zip),
                    garagingAddressCounty: orNull(i.vehicle.garaging.county),
                  }
                : {}),
              enhancement: i.enhancement,
              ...i.coverages,
              ...(i.creditor ? { creditor: toCreditorForm(i.creditor) } : {}),
            },
          }),
        ),
      ),
    rateDeleteVehicle: async (i) =>
      toRateView(
        await unwrap(
          api.policyChanges.rateDeleteVehicle({
            requestBody: {
              ...rateTarget(i),
              policyImageNum: policy.policyImageNum,
              vehicleNum: i.vehicleNum,
            },
          }),
        ),
      ),
    rateDeleteDriver: async (i) =>
      toRateView(
        await unwrap(
          api.policyChanges.rateDeleteDriver({
            requestBody: { ...rateTarget(i), driverNum: i.driverNum },
          }),
        ),
      ),
    rateDriver: async (i) => {
      const d = i.driver;
      const requestBody: RateDriverRequest = {
        ...rateTarget(i),
        firstName: d.firstName.trim(),
        ...(d.middleInitial ? { middleInitial: d.middleInitial } : {}),
        lastName: d.lastName.trim(),
        ...(d.suffix ? { suffix: d.suffix as RateDriverRequest['suffix'] } : {}),
        dateOfBirth: d.dateOfBirth,
        gender: Number(d.gender) as 1 | 2,
        maritalStatus: d.maritalStatus as RateDriverRequest['maritalStatus'],
        driversLicenseNumber: d.driversLicenseNumber.trim(),
        stateLicensed: Number(d.stateLicensed),
        licenseStatus: d.licenseStatus as RateDriverRequest['licenseStatus'],
        relationship: Number(d.relationship) as RateDriverRequest['relationship'],
        licensedForThreeOrMoreYears: yes(d.licensedForThreeOrMoreYears),
        ...(d.isFullTimeStudent ? { isFullTimeStudent: yes(d.isFullTimeStudent) } : {}),
        ...(d.isBLevelStudent ? { isBLevelStudent: yes(d.isBLevelStudent) } : {}),
        ...(d.studentStatus ? { studentStatus: Number(d.studentStatus) } : {}),
        isDriversLicenseValid: yes(d.isDriversLicenseValid),
      };
      return toRateView(await unwrap(api.policyChanges.rateDriver({ requestBody })));
    },
    rateCreditor: async (i) =>
      toRateView(
        await unwrap(
          api.policyChanges.rateCreditor({
            requestBody: {
              ...rateTarget(i),
              vehicleNum: i.vehicleNum,
              ...(i.creditorNum ? { creditorNum: i.creditorNum } : {}),
              ...toCreditorForm(i.creditor),
            },
          }),
        ),
      ),
    confirm: async (i) => {
      await unwrap(
        api.policyChanges.confirmPolicyChange({
          requestBody: {
            ...rateTarget(i),
            policyImageNum: i.policyImageNum,
            agencyEmailAddress: policy.agency.emails[0] ?? null,
            emailDetails: i.emailDetails,
            policyHolderFirstName: policy.policyHolder.firstName,
            policyHolderLastName: policy.policyHolder.lastName,
          },
        }),
      );
    },
    deleteRate: async (i) => {
      await unwrap(
        api.policyChanges.deletePolicyChangeRate({
          requestBody: {
            policyId: i.policyId,
            policyNumber: i.policyNumber,
            endorsementPolicyImageNumber: i.policyImageNum,
            transactionDate: i.transactionDate,
          },
        }),
      );
    },
    sendErrorEmail: async (i) => {
      await unwrap(
        api.policyChanges.sendPolicyChangeErrorEmail({
          requestBody: {
            policyNumber: i.policyNumber,
            agencyEmailAddress: policy.agency.emails[0] ?? null,
            policyHolderName: policy.policyHolder.displayName,
            addressLine1: policy.agency.addressLine1,
            addressLine2: policy.agency.addressLine2,
            phone: policy.agency.phones[0] ?? null,
            email: policy.agency.emails[0] ?? null,
            errorMessage: i.errorMessage.slice(0, 1000),
          },
        }),
      );
    },
  };
}
