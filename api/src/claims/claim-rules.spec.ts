import { acceptedTypeOf, CLAIM_MESSAGES, FnolTypeId } from './claim-catalog';
import {
  claimDraftErrors,
  claimIneligibility,
  offeredFnolTypes,
  photoEstimateEligible,
  photoEstimateFullyEligible,
  photoEstimateVehicleEligible,
  recordedSeverity,
  type ClaimRuleContext,
} from './claim-rules';
import { lossTypeOf } from './claim-catalog';
import type { ClaimDraft } from './dto/requests.dto';

const auto = (over: Partial<ClaimDraft> = {}): ClaimDraft =>
  ({
    policyNumber: 'PPA1000101',
    fnolTypeId: FnolTypeId.Auto,
    insuredCellPhone: '3175550142',
    preferredEmailAddress: 'emily@example.test',
    differentThanInsured: false,
    lossTypeId: 190,
    lossDate: '2026-11-20',
    lossLocation: 'E 86th St',
    lossCity: 'Indianapolis',
    lossStateId: 16,
    whatHappened: 'Hit a pole.',
    severity: 'Minor Loss',
    medicalAttention: 0,
    involvedDriverNum: 1,
    involvedVehicleNum: 1,
    ...over,
  }) as ClaimDraft;

const ctx = (over: Partial<ClaimRuleContext> = {}): ClaimRuleContext => ({
  prefix: 'PPA',
  packagePartName: null,
  driverNums: [1, 2],
  vehicleNums: [1, 2],
  photoEstimate: false,
  maxLossDate: '2026-11-26',
  ...over,
});

const vehicle = { bodyTypeId: 4, classCode: '1A', comprehensive: 5, collision: 2, comprehensiveDeductible: 0, collisionDeductible: 0 };

describe('claim rules (doc 4 §4, §5, §9)', () => {
  describe('eligibility', () => {
    it('refuses WCP, CUP, FUP and PUP on the Report Claim form, with the Workers Compensation notice for WCP', () => {
      expect(claimIneligibility('WCP', 'In-Force', 'full')).toMatch(/Workers' Compensation/);
      for (const p of ['CUP', 'FUP', 'PUP']) expect(claimIneligibility(p, 'In-Force', 'full')).not.toBeNull();
    });
    it('refuses a Pending policy on the Report Claim form', () => {
      expect(claimIneligibility('PPA', 'Pending', 'full')).toMatch(/pending/);
    });
    it('accepts a Cancelled policy (the form asks for confirmation)', () => {
      expect(claimIneligibility('PPA', 'Cancelled', 'full')).toBeNull();
    });
    it('the simple form refuses only WCP', () => {
      expect(claimIneligibility('WCP', 'In-Force', 'simple')).not.toBeNull();
      expect(claimIneligibility('PUP', 'Pending', 'simple')).toBeNull();
    });
  });

  describe('claim types by prefix and package part', () => {
    it('PPA and CAP give Auto; CGL gives Liability; CIM, CPR, PIM give Property', () => {
      expect(offeredFnolTypes('PPA', null)).toEqual([FnolTypeId.Auto]);
      expect(offeredFnolTypes('CAP', null)).toEqual([FnolTypeId.Auto]);
      expect(offeredFnolTypes('CGL', null)).toEqual([FnolTypeId.Liability]);
      for (const p of ['CIM', 'CPR', 'PIM']) expect(offeredFnolTypes(p, null)).toEqual([FnolTypeId.Property]);
    });
    it('HOM, BOP, CRM, DFR, FAR give Liability and Property; GAR gives Liability and Auto', () => {
      for (const p of ['HOM', 'BOP', 'CRM', 'DFR', 'FAR']) expect([...offeredFnolTypes(p, null)].sort()).toEqual([FnolTypeId.Property, FnolTypeId.Liability]);
      expect([...offeredFnolTypes('GAR', null)].sort()).toEqual([FnolTypeId.Auto, FnolTypeId.Liability]);
    });
    it('CPP parts: Garage Auto or Liability, Crime Liability or Property, General Liability Liability, Property and Inland Marine Property', () => {
      expect([...offeredFnolTypes('CPP', 'Garage')].sort()).toEqual([FnolTypeId.Auto, FnolTypeId.Liability]);
      expect([...offeredFnolTypes('CPP', 'Crime')].sort()).toEqual([FnolTypeId.Property, FnolTypeId.Liability]);
      expect(offeredFnolTypes('CPP', 'General Liability')).toEqual([FnolTypeId.Liability]);
      expect(offeredFnolTypes('CPP', 'Property')).toEqual([FnolTypeId.Property]);
      expect(offeredFnolTypes('CPP', 'Inland Marine')).toEqual([FnolTypeId.Property]);
      expect(offeredFnolTypes('CPP', null)).toEqual([]);
    });
  });

  describe('photo estimate eligibility', () => {
    it('needs PPA or CAP', () => {
      expect(photoEstimateVehicleEligible('PPA', vehicle)).toBe(true);
      expect(photoEstimateVehicleEligible('GAR', vehicle)).toBe(false);
    });
    it('needs comprehensive and collision above 0 (CAP: deductibles)', () => {
      expect(photoEstimateVehicleEligible('PPA', { ...vehicle, collision: 0 })).toBe(false);
      expect(photoEstimateVehicleEligible('CAP', vehicle)).toBe(false);
      expect(photoEstimateVehicleEligible('CAP', { ...vehicle, comprehensiveDeductible: 500, collisionDeductible: 1000 })).toBe(true);
    });
    it('needs a supported body type or class code', () => {
      expect(photoEstimateVehicleEligible('PPA', { ...vehicle, bodyTypeId: 8, classCode: '9Z' })).toBe(false);
      expect(photoEstimateVehicleEligible('PPA', { ...vehicle, bodyTypeId: 8, classCode: '1B' })).toBe(true);
      expect(photoEstimateVehicleEligible('PPA', { ...vehicle, bodyTypeId: 9, classCode: null })).toBe(true);
    });
    it('is never for glass-only or towing losses', () => {
      expect(photoEstimateEligible('PPA', vehicle, lossTypeOf(FnolTypeId.Auto, 193))).toBe(true);
      expect(photoEstimateEligible('PPA', vehicle, lossTypeOf(FnolTypeId.Auto, 197))).toBe(false);
      expect(photoEstimateEligible('PPA', vehicle, lossTypeOf(FnolTypeId.Auto, 198))).toBe(false);
    });
    it('fuller eligibility needs drivable yes, airbag no and the vehicle at the insured address', () => {
      expect(photoEstimateFullyEligible({ drivable: 1, airbagDeployed: 2, insuredAddress: 1 })).toBe(true);
      expect(photoEstimateFullyEligible({ drivable: 1, airbagDeployed: 1, insuredAddress: 1 })).toBe(false);
    });
  });

  describe('required rules', () => {
    it('a complete auto claim passes', () => {
      expect(claimDraftErrors(auto(), ctx())).toEqual({});
    });
    it('packagePart when the policy is CPP', () => {
      const d = auto({ policyNumber: 'CPP7800301', fnolTypeId: FnolTypeId.Liability, lossTypeId: null });
      expect(claimDraftErrors(d, ctx({ prefix: 'CPP' }))['claim.packagePart']).toBe(CLAIM_MESSAGES.fillOut);
    });
    it('whatsDamaged when the policy offers more than one claim type', () => {
      const d = auto({ fnolTypeId: FnolTypeId.Property, lossTypeId: 210, whatsDamaged: null });
      expect(claimDraftErrors(d, ctx({ prefix: 'HOM' }))['claim.whatsDamaged']).toBe(CLAIM_MESSAGES.fillOut);
      expect(claimDraftErrors({ ...d, whatsDamaged: 'Property' }, ctx({ prefix: 'HOM' }))['claim.whatsDamaged']).toBeUndefined();
    });
    it('at least one of the insured home, work or cell phones', () => {
      expect(claimDraftErrors(auto({ insuredCellPhone: null }), ctx())['claim.insuredHomePhone']).toBe(CLAIM_MESSAGES.onePhone);
    });
    it('preferredEmailAddress non-empty and a valid email', () => {
      expect(claimDraftErrors(auto({ preferredEmailAddress: ' ' }), ctx())['claim.preferredEmailAddress']).toBe(CLAIM_MESSAGES.fillOut);
      expect(claimDraftErrors(auto({ preferredEmailAddress: 'not-an-email' }), ctx())['claim.preferredEmailAddress']).toBe(
        'Please enter a valid email address, such as name@example.com.',
      );
    });
    it('differentThanInsured answered, and then the other contact names and one phone', () => {
      expect(claimDraftErrors(auto({ differentThanInsured: null }), ctx())['claim.differentThanInsured']).toBe(CLAIM_MESSAGES.selectValue);
      const e = claimDraftErrors(auto({ differentThanInsured: true }), ctx());
      expect(e['claim.otherContactFirstName']).toBe(CLAIM_MESSAGES.fillOut);
      expect(e['claim.otherContactLastName']).toBe(CLAIM_MESSAGES.fillOut);
      expect(e['claim.otherContactHomePhone']).toBe(CLAIM_MESSAGES.onePhone);
    });
    it('lossTypeId unless liability-only', () => {
      expect(claimDraftErrors(auto({ lossTypeId: null }), ctx())['claim.lossTypeId']).toBe(CLAIM_MESSAGES.fillOut);
      const liability = auto({ fnolTypeId: FnolTypeId.Liability, lossTypeId: null, involvedDriverNum: null, involvedVehicleNum: null });
      expect(claimDraftErrors(liability, ctx({ prefix: 'CGL' }))['claim.lossTypeId']).toBeUndefined();
    });
    it('lossDate required and not in the future', () => {
      expect(claimDraftErrors(auto({ lossDate: null }), ctx())['claim.lossDate']).toBe(CLAIM_MESSAGES.fillOut);
      expect(claimDraftErrors(auto({ lossDate: '2026-11-27' }), ctx())['claim.lossDate']).toMatch(/future/);
    });
    it('lossLocation, lossCity and whatHappened non-blank; lossStateId', () => {
      const e = claimDraftErrors(auto({ lossLocation: '  ', lossCity: '', whatHappened: null, lossStateId: null }), ctx());
      expect(Object.keys(e).sort()).toEqual(['claim.lossCity', 'claim.lossLocation', 'claim.lossStateId', 'claim.whatHappened']);
    });
    it('waterDamageType when the loss type is water damage (-2) on property', () => {
      const d = auto({
        fnolTypeId: FnolTypeId.Property,
        whatsDamaged: 'Property',
        lossTypeId: -2,
        involvedDriverNum: null,
        involvedVehicleNum: null,
        severity: null,
        medicalAttention: null,
      });
      expect(claimDraftErrors(d, ctx({ prefix: 'HOM' }))).toEqual({ 'claim.waterDamageType': CLAIM_MESSAGES.fillOut });
      expect(claimDraftErrors({ ...d, waterDamageType: 'Roof leak' }, ctx({ prefix: 'HOM' }))).toEqual({});
    });
    it('otherDamageType when the loss type is Other (-1) on property', () => {
      const d = auto({ fnolTypeId: FnolTypeId.Property, whatsDamaged: 'Property', lossTypeId: -1, involvedDriverNum: null, involvedVehicleNum: null });
      expect(claimDraftErrors(d, ctx({ prefix: 'HOM' }))['claim.otherDamageType']).toBe(CLAIM_MESSAGES.fillOut);
    });
    it('severity and medicalAttention when shown (auto and liability)', () => {
      const e = claimDraftErrors(auto({ severity: null, medicalAttention: null }), ctx());
      expect(e['claim.severity']).toBe(CLAIM_MESSAGES.fillOut);
      expect(e['claim.medicalAttention']).toBe(CLAIM_MESSAGES.selectValue);
    });
    it('thirdPartyDrivers when the loss type is 193 on auto', () => {
      expect(claimDraftErrors(auto({ lossTypeId: 193 }), ctx())['claim.thirdPartyDrivers']).toBe(CLAIM_MESSAGES.selectValue);
      expect(claimDraftErrors(auto({ lossTypeId: 193, thirdPartyDrivers: false }), ctx())).toEqual({});
    });
    it('the other driver when another driver was involved (193 on auto, thirdPartyDrivers yes)', () => {
      const marcus = { firstName: 'Marcus', lastName: 'Hill' } as NonNullable<ClaimDraft['thirdParties']>[number];
      expect(claimDraftErrors(auto({ lossTypeId: 193, thirdPartyDrivers: true }), ctx())['claim.thirdParties']).toBe(CLAIM_MESSAGES.addOtherDriver);
      expect(claimDraftErrors(auto({ lossTypeId: 193, thirdPartyDrivers: true, thirdParties: [] }), ctx())['claim.thirdParties']).toBe(
        'Please add the other driver',
      );
      expect(
        claimDraftErrors(auto({ lossTypeId: 193, thirdPartyDrivers: true, thirdParties: [{ ...marcus, lastName: '  ' }] }), ctx())['claim.thirdParties'],
      ).toBe('Each other driver needs a first and last name.');
      expect(claimDraftErrors(auto({ lossTypeId: 193, thirdPartyDrivers: true, thirdParties: [marcus] }), ctx())).toEqual({});
      // Not asked on another loss type: no other driver needed.
      expect(claimDraftErrors(auto({ lossTypeId: 190, thirdPartyDrivers: true }), ctx())).toEqual({});
    });
    it('driver and vehicle numbers for auto (non-CPP), on the policy or not-on-policy codes', () => {
      const e = claimDraftErrors(auto({ involvedDriverNum: null, involvedVehicleNum: 7 }), ctx());
      expect(e['claim.involvedDriverNum']).toBe(CLAIM_MESSAGES.fillOut);
      expect(e['claim.involvedVehicleNum']).toMatch(/not on the policy/);
      expect(claimDraftErrors(auto({ involvedDriverNum: -2 }), ctx())).toEqual({});
    });
    it('driver first and last name when the driver is not on the policy', () => {
      const e = claimDraftErrors(auto({ involvedDriverNum: -1 }), ctx());
      expect(Object.keys(e).sort()).toEqual(['claim.involvedDriverFirstName', 'claim.involvedDriverLastName']);
    });
    it('vehicle make, model and year when the vehicle is not on the policy', () => {
      const e = claimDraftErrors(auto({ involvedVehicleNum: -1 }), ctx());
      expect(Object.keys(e).sort()).toEqual(['claim.involvedVehicleMake', 'claim.involvedVehicleModel', 'claim.involvedVehicleYear']);
    });
    it('CPP auto: driver names unless the no-driver toggle, and vehicle make, model and year', () => {
      const d = auto({
        policyNumber: 'CPP7800301',
        packagePart: { name: 'Garage', number: 1 },
        whatsDamaged: 'Auto',
        involvedDriverNum: null,
        involvedVehicleNum: null,
      });
      const e = claimDraftErrors(d, ctx({ prefix: 'CPP', packagePartName: 'Garage' }));
      expect(Object.keys(e).sort()).toEqual([
        'claim.involvedDriverFirstName',
        'claim.involvedDriverLastName',
        'claim.involvedVehicleMake',
        'claim.involvedVehicleModel',
        'claim.involvedVehicleYear',
      ]);
      expect(Object.keys(claimDraftErrors({ ...d, noDriverToggle: true }, ctx({ prefix: 'CPP', packagePartName: 'Garage' }))).sort()).toEqual([
        'claim.involvedVehicleMake',
        'claim.involvedVehicleModel',
        'claim.involvedVehicleYear',
      ]);
    });
    it('photo estimate: drivable, airbag and address when eligible; consent not unanswered when fully eligible; cccPhone on consent yes', () => {
      const e = claimDraftErrors(auto(), ctx({ photoEstimate: true }));
      expect(Object.keys(e).sort()).toEqual(['claim.airbagDeployed', 'claim.drivable', 'claim.insuredAddress']);
      const full = auto({ drivable: 1, airbagDeployed: 2, insuredAddress: 1, cccClaimConsent: 2 });
      expect(claimDraftErrors(full, ctx({ photoEstimate: true }))).toEqual({ 'claim.cccClaimConsent': CLAIM_MESSAGES.selectValue });
      expect(claimDraftErrors({ ...full, cccClaimConsent: 1 }, ctx({ photoEstimate: true }))).toEqual({ 'claim.cccPhone': CLAIM_MESSAGES.fillOut });
      expect(claimDraftErrors({ ...full, cccClaimConsent: 0 }, ctx({ photoEstimate: true }))).toEqual({});
    });
  });

  it("severity defaults to Minor Loss (not shown, left out or I don't know)", () => {
    expect(recordedSeverity("I don't know", true)).toBe('Minor Loss');
    expect(recordedSeverity('Severe Loss', false)).toBe('Minor Loss');
    expect(recordedSeverity('Severe Loss', true)).toBe('Severe Loss');
  });

  describe('accepted attachment types (decided from the content)', () => {
    it('accepts the spec types by their detected type, whatever the name', () => {
      expect(acceptedTypeOf('image/jpeg', 'photo.png', false)).toBe('image/jpeg');
      expect(acceptedTypeOf('video/x-ms-asf', 'clip.wmv', false)).toBe('video/x-ms-wmv');
    });
    it('refuses an executable or a zip named .jpg', () => {
      expect(acceptedTypeOf('application/x-msdownload', 'photo.jpg', false)).toBeNull();
      expect(acceptedTypeOf('application/zip', 'photo.jpg', false)).toBeNull();
    });
    it('doc and xls compound files by extension; any other compound file is refused', () => {
      expect(acceptedTypeOf('application/x-cfb', 'estimate.doc', false)).toBe('application/msword');
      expect(acceptedTypeOf('application/x-cfb', 'estimate.xls', false)).toBe('application/vnd.ms-excel');
      expect(acceptedTypeOf('application/x-cfb', 'estimate.jpg', false)).toBeNull();
    });
    it('csv and text only when the content is UTF-8 text and the name says so', () => {
      expect(acceptedTypeOf(undefined, 'list.csv', true)).toBe('text/csv');
      expect(acceptedTypeOf(undefined, 'notes.txt', true)).toBe('text/plain');
      expect(acceptedTypeOf(undefined, 'notes.txt', false)).toBeNull();
      expect(acceptedTypeOf(undefined, 'photo.jpg', true)).toBeNull();
    });
  });
});
