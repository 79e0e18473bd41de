import { PolicyStatus, type ChangePolicyView, type ChangeVehicleView, type ChangeDriverView } from '../core';
import {
  ageOn,
  applyToSnapshot,
  creditorProblems,
  currentEnhancement,
  dateOfBirthRange,
  defaultGaragingZip,
  driverFormProblems,
  effectiveDateRange,
  isChangeable,
  isDeletableDriver,
  isEffectiveDateAllowed,
  isLoanLeaseOffered,
  isScheduledForDeletion,
  liabilityLimitsOf,
  nextVehicleNum,
  normalizeCoverages,
  snapshotOf,
  vehicleFormProblems,
} from './change-rules';

const vehicle = (vehicleNum: number, more: Partial<ChangeVehicleView> = {}): ChangeVehicleView => ({
  vehicleNum,
  vin: '2HGFC2F55KH542713',
  year: 2021,
  make: 'HONDA',
  model: 'CR-V',
  style: null,
  bodyTypeId: 4,
  ratingClass: null,
  annualMileage: 12000,
  loanOrLease: false,
  hasThirdPartyLoanLeaseCoverage: false,
  loanLeaseCoverage: false,
  comprehensive: 5,
  collision: 2,
  rentalReimbursement: 1,
  towingAndLabor: 3,
  garagingZip: null,
  deleteFutureEffectiveDate: null,
  coverages: [
    { coverageType: 'BI', description: 'Bodily Injury Liability', coverageLimitDescription: '$250,000/$500,000' },
    { coverageType: 'PD', description: 'Property Damage Liability', coverageLimitDescription: '$100,000' },
  ],
  creditors: [],
  ...more,
});
const driver = (driverNum: number, more: Partial<ChangeDriverView> = {}): ChangeDriverView => ({
  driverNum,
  firstName: 'EMILY',
  middleInitial: null,
  lastName: 'CARTER',
  suffix: null,
  birthDate: '1984-03-14',
  gender: 2,
  maritalStatus: 'married',
  licenseNumber: 'X',
  licenseState: 'IN',
  relationshipTypeId: 5,
  licensedForThreeOrMoreYears: true,
  isFullTimeStudent: null,
  isBLevelStudent: null,
  studentStatus: null,
  deleteFutureEffectiveDate: null,
  ...more,
});
const policy = (more: Partial<ChangePolicyView> = {}): ChangePolicyView => ({
  id: 1,
  version: 1,
  policyNumber: 'PPA1000101',
  type: 'Personal Auto',
  status: PolicyStatus.InForce,
  effectiveDate: '2026-06-15',
  endDate: '2026-12-15',
  minimumEffectiveDate: '2026-11-26',
  maximumEffectiveDate: '2026-12-14',
  versionId: 1,
  policyImageNum: 3,
  termPremium: 1000,
  hasAutoEnhancement: false,
  hasAutoPlusEnhancement: false,
  hasPendingEndorsement: false,
  isPendingEndorsementMP: false,
  pendingEndorsementPolicyImageNum: null,
  pendingEndorsementTransactionDate: null,
  holder: { displayName: 'Emily Carter', firstName: 'Emily', lastName: 'Carter', email: null },
  addresses: [
    { line1: null, line2: null, poBox: '812', city: 'Carmel', state: 'IN', zip5: '46082', county: null },
    { line1: '4410 Lakeview Dr', line2: null, poBox: null, city: 'Carmel', state: 'IN', zip5: '46032', county: 'Hamilton' },
  ],
  agency: { displayName: 'A', emails: [], phones: [], addressLine1: '', addressLine2: null, city: '', state: 'IN', zip: '46204' },
  vehicles: [vehicle(1), vehicle(2, { deleteFutureEffectiveDate: '2026-12-01' })],
  drivers: [
    driver(1),
    driver(2, { relationshipTypeId: 8 }),
    driver(3, { relationshipTypeId: 2, birthDate: '2006-05-11', deleteFutureEffectiveDate: '2026-12-05' }),
  ],
  pending: null,
  ...more,
});

describe('doc 3 §6: who may change a policy', () => {
  it('offers changes only on In-Force policies whose number starts with PPA', () => {
    expect(isChangeable(policy())).toBe(true);
    expect(isChangeable(policy({ status: PolicyStatus.Future }))).toBe(false);
    expect(isChangeable(policy({ status: PolicyStatus.History }))).toBe(false);
    expect(isChangeable(policy({ policyNumber: 'HOM2000101' }))).toBe(false);
  });
});

describe('doc 3 §2: the effective date', () => {
  it('is bounded by minimumEffectiveDate and maximumEffectiveDate, both included', () => {
    const range = effectiveDateRange(policy(), '2026-11-20');
    expect(range).toEqual({ from: '2026-11-26', to: '2026-12-14' });
    expect(isEffectiveDateAllowed('2026-11-26', range)).toBe(true);
    expect(isEffectiveDateAllowed('2026-12-14', range)).toBe(true);
    expect(isEffectiveDateAllowed('2026-11-25', range)).toBe(false);
    expect(isEffectiveDateAllowed('2026-12-15', range)).toBe(false);
  });

  it('without stored bounds runs from today to the day before expiration', () => {
    expect(effectiveDateRange(policy({ minimumEffectiveDate: null, maximumEffectiveDate: null }), '2026-11-20')).toEqual({
      from: '2026-11-20',
      to: '2026-12-14',
    });
  });
});

describe('doc 3 §4: current enhancement', () => {
  it('is best with the auto-plus enhancement, better with the auto enhancement, else no', () => {
    expect(currentEnhancement({ hasAutoEnhancement: false, hasAutoPlusEnhancement: false })).toBe('no');
    expect(currentEnhancement({ hasAutoEnhancement: true, hasAutoPlusEnhancement: false })).toBe('better');
    expect(currentEnhancement({ hasAutoEnhancement: true, hasAutoPlusEnhancement: true })).toBe('best');
  });
});

describe('doc 3 §5: deleting drivers', () => {
  it.each([
    [5, false],
    [8, false],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [6, true],
  ])('relationship type %i deletable: %s', (relationshipTypeId, deletable) => {
    expect(isDeletableDriver({ relationshipTypeId })).toBe(deletable);
  });
});

describe('doc 3 §4: scheduled deletions', () => {
  it('warns when the deletion date is set and on or before the effective date', () => {
    expect(isScheduledForDeletion('2026-12-01', '2026-12-01')).toBe(true);
    expect(isScheduledForDeletion('2026-12-01', '2026-12-10')).toBe(true);
    expect(isScheduledForDeletion('2026-12-01', '2026-11-30')).toBe(false);
    expect(isScheduledForDeletion(null, '2026-12-10')).toBe(false);
  });

  it('leaves vehicles and drivers whose deletion has taken effect out of the rating snapshot', () => {
    expect(snapshotOf(policy(), '2026-11-30').vehicles.map((v) => v.vehicleNum)).toEqual([1, 2]);
    const later = snapshotOf(policy(), '2026-12-05');
    expect(later.vehicles.map((v) => v.vehicleNum)).toEqual([1]);
    expect(later.drivers.map((d) => d.driverNum)).toEqual([1, 2]);
  });
});

describe('doc 3 §5: the driver form', () => {
  const today = '2026-11-26';
  const base = { dateOfBirth: '1990-01-01', relationship: 2 };

  it('takes a date of birth from 80 years ago plus one day to 16 years ago', () => {
    expect(dateOfBirthRange(today)).toEqual({ from: '1946-11-27', to: '2010-11-26' });
    expect(driverFormProblems({ ...base, dateOfBirth: '2010-11-26', isFullTimeStudent: false }, today)).toEqual({});
    expect(driverFormProblems({ ...base, dateOfBirth: '2010-11-27' }, today)).toHaveProperty('dateOfBirth');
    expect(driverFormProblems({ ...base, dateOfBirth: '1946-11-27' }, today)).toEqual({});
    expect(driverFormProblems({ ...base, dateOfBirth: '1946-11-26' }, today)).toHaveProperty('dateOfBirth');
  });

  it('asks the full-time student question only for ages 16 to 25, and then the B average and status', () => {
    expect(driverFormProblems({ ...base, dateOfBirth: '2005-01-01' }, today)).toEqual({ isFullTimeStudent: 'Full-time student is required.' });
    expect(driverFormProblems({ ...base, dateOfBirth: '2005-01-01', isFullTimeStudent: true }, today)).toEqual({
      isBLevelStudent: 'B average is required.',
      studentStatus: 'Student status is required.',
    });
    expect(driverFormProblems({ ...base, dateOfBirth: '2005-01-01', isFullTimeStudent: false }, today)).toEqual({});
    expect(driverFormProblems({ ...base, dateOfBirth: '2000-01-01' }, today)).toEqual({});
  });

  it('refuses relationship 5 (named insured) and unknown relationships for a new driver', () => {
    expect(driverFormProblems({ ...base, relationship: 5 }, today)).toHaveProperty('relationship');
    expect(driverFormProblems({ ...base, relationship: 7 }, today)).toHaveProperty('relationship');
    expect(driverFormProblems({ ...base, relationship: 8 }, today)).toEqual({});
  });

  it('counts a February 29 birthday on March 1 in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('doc 3 §5: the creditor form', () => {
  const address = { creditorAddressHouseNumber: '1', creditorAddressStreetName: 'MAIN ST' };
  it('needs a business name for a company and first and last name for a person', () => {
    expect(creditorProblems({ creditorType: 0, ...address })).toEqual({ creditorBusinessName: 'Business name is required.' });
    expect(creditorProblems({ creditorType: 1, ...address, creditorFirstName: 'A' })).toEqual({ creditorLastName: 'Last name is required.' });
    expect(creditorProblems({ creditorType: 0, ...address, creditorBusinessName: 'BANK' })).toEqual({});
  });

  it('needs street number and street, or a P.O. box', () => {
    expect(creditorProblems({ creditorType: 0, creditorBusinessName: 'BANK', creditorAddressHouseNumber: '1' })).toHaveProperty('creditorAddressStreetName');
    expect(creditorProblems({ creditorType: 0, creditorBusinessName: 'BANK', creditorAddressPOBox: '77' })).toEqual({});
  });
});

describe('doc 3 §5: the vehicle form', () => {
  const ok = { addBy: true, vin: '2HGFC2F55KH542713', loanOrLease: false, isOtherAddress: false };
  it('needs a VIN, or year, make, model and a style ("Invalid")', () => {
    expect(vehicleFormProblems(ok, 2027)).toEqual({});
    expect(vehicleFormProblems({ ...ok, vin: null }, 2027)).toEqual({ vin: 'VIN is required.' });
    expect(vehicleFormProblems({ ...ok, addBy: false, vin: null, year: 2019, make: 'HONDA', model: 'CIVIC' }, 2027)).toEqual({ style: 'Invalid' });
    expect(vehicleFormProblems({ ...ok, addBy: false, vin: null, year: 2028, make: 'HONDA', model: 'CIVIC', style: 'EX' }, 2027)).toHaveProperty('year');
  });

  it('needs the garaging address only when "Other" is chosen (apartment optional)', () => {
    expect(vehicleFormProblems({ ...ok, isOtherAddress: true }, 2027)).toEqual(
      expect.objectContaining({
        garagingAddressCity: 'City is required.',
        garagingAddressZip: 'Zip code is required.',
        garagingAddressCounty: 'County is required.',
      }),
    );
    const other = {
      ...ok,
      isOtherAddress: true,
      garagingAddressPOBox: '5',
      garagingAddressCity: 'CARMEL',
      garagingAddressStateId: 16,
      garagingAddressZip: '46032',
      garagingAddressCounty: 'HAMILTON',
    };
    expect(vehicleFormProblems(other, 2027)).toEqual({});
  });

  it('needs a lienholder or loss payee with a loan or lease, checked by the creditor rules', () => {
    expect(vehicleFormProblems({ ...ok, loanOrLease: true }, 2027)).toHaveProperty('creditor');
    expect(vehicleFormProblems({ ...ok, loanOrLease: true, creditor: { creditorType: 0, creditorAddressPOBox: '1' } }, 2027)).toEqual({
      'creditor.creditorBusinessName': 'Business name is required.',
    });
  });

  it('offers loan/lease coverage only for vehicles 5 years old or newer', () => {
    expect(isLoanLeaseOffered(2021, '2026-11-26')).toBe(true);
    expect(isLoanLeaseOffered(2020, '2026-11-26')).toBe(false);
  });
});

describe('doc 3 §4 form interactions and the snapshot of a change', () => {
  it('choosing no comprehensive sets collision, rental and towing to none', () => {
    expect(normalizeCoverages({ comprehensive: 0, collision: 2, rentalReimbursement: 1, towingAndLabor: 3 })).toEqual({
      comprehensive: 0,
      collision: 0,
      rentalReimbursement: 0,
      towingAndLabor: 0,
    });
    expect(normalizeCoverages({ comprehensive: 5, collision: 2, rentalReimbursement: 1, towingAndLabor: 3 }).collision).toBe(2);
  });

  it('garages at the first address without a P.O. box', () => {
    expect(defaultGaragingZip(policy().addresses)).toBe('46032');
  });

  it('an added vehicle takes the next number, the policy liability limits and the chosen bundle', () => {
    const p = policy();
    expect(nextVehicleNum(p)).toBe(3);
    expect(liabilityLimitsOf(p, null)).toMatchObject({ BI: '$250,000/$500,000', PD: '$100,000' });
    const before = snapshotOf(p, '2026-11-30');
    const after = applyToSnapshot(before, p, {
      kind: 'addVehicle',
      enhancement: 'best',
      creditor: null,
      vehicle: {
        vin: null,
        year: 2024,
        make: 'HONDA',
        model: 'CIVIC',
        style: null,
        bodyTypeId: null,
        ratingClass: 'car',
        annualMileage: 9000,
        loanOrLease: false,
        hasThirdPartyLoanLeaseCoverage: false,
        loanLeaseCoverage: false,
        comprehensive: 5,
        collision: 2,
        rentalReimbursement: 0,
        towingAndLabor: 0,
        comprehensiveDeductible: 500,
        collisionDeductible: 500,
        garagingZip: null,
        coverages: [],
      },
    });
    expect(after.enhancement).toBe('best');
    expect(after.vehicles.map((v) => [v.vehicleNum, v.garagingZip])).toEqual([
      [1, '46032'],
      [2, '46032'],
      [3, '46032'],
    ]);
  });

  it('deleting a driver or a vehicle removes it; a creditor change leaves the snapshot as it was', () => {
    const p = policy();
    const before = snapshotOf(p, '2026-11-30');
    expect(applyToSnapshot(before, p, { kind: 'deleteDriver', driverNum: 3 }).drivers.map((d) => d.driverNum)).toEqual([1, 2]);
    expect(applyToSnapshot(before, p, { kind: 'deleteVehicle', vehicleNum: 2 }).vehicles.map((v) => v.vehicleNum)).toEqual([1]);
    expect(applyToSnapshot(before, p, { kind: 'deleteCreditor', vehicleNum: 1, creditorNum: 1 })).toBe(before);
  });
});
