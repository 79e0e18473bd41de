import type { ChangeDriver, ChangeVehicle } from '../model';
import { bundlePrice, bundleRows, currentEnhancement } from './bundles';
import { isLiabilityOnly, rentalOptions, withComprehensive } from './coverages';
import { effectiveDateError, withinEffectiveRange } from './effectiveDate';
import { creditorErrors, EMPTY_CREDITOR, EMPTY_VEHICLE, vehicleErrors, withAddBy, withOtherAddress } from './forms';
import { changeMenu, changeTitle, NO_DRIVERS_TO_DELETE, needsFraudWarning } from './menu';
import { premiumChangeText } from './premium';
import { restoredEffectiveDate, saveOnLoad } from './savedChange';
import { autoSelected, scheduledDeletionWarning } from './scheduledDeletion';
import { STATE_LIST } from './states';
import { isFiveYearsOldOrNewer, nextStep, offersLoanLeaseCoverage, previousStep, screeningOutcome, SCREENING_QUESTIONS, vehicleYears } from './vehicleSteps';

const vehicle = (vehicleNum: number, creditors = 0): ChangeVehicle => ({
  vehicleNum,
  vin: '1HGCM82633A004352',
  year: 2020,
  make: 'HONDA',
  model: 'ACCORD',
  style: 'SEDAN',
  creditors: Array.from({ length: creditors }, (_, i) => ({
    creditorNum: i + 1,
    businessName: 'BANK',
    firstName: null,
    lastName: null,
    address: { houseNumber: '1', aptNum: null, streetName: 'MAIN', poBox: null, city: 'X', stateId: 1, zip: '00000', county: null },
  })),
  deleteFutureEffectiveDate: null,
  comprehensive: 5,
  collision: 2,
  rentalReimbursement: 0,
  towingAndLabor: 0,
  hasThirdPartyLoanLeaseCoverage: false,
  loanOrLease: false,
});
const driver = (driverNum: number, relationshipTypeId: number): ChangeDriver => ({
  driverNum,
  displayName: `D${driverNum}`,
  relationshipTypeId,
  deleteFutureEffectiveDate: null,
});

describe('change menu (doc 3 §2)', () => {
  it('disables Delete vehicle unless the policy has more than one vehicle', () => {
    expect(changeMenu({ vehicles: [vehicle(1)], drivers: [] }).vehicle.delete).toBe(false);
    expect(changeMenu({ vehicles: [vehicle(1), vehicle(2)], drivers: [] }).vehicle.delete).toBe(true);
  });
  it('says no drivers are eligible when every driver has relationship 5 or 8', () => {
    const menu = changeMenu({ vehicles: [vehicle(1)], drivers: [driver(1, 5), driver(2, 8)] });
    expect(menu.driver).toEqual({ add: true, delete: false, deleteMessage: NO_DRIVERS_TO_DELETE });
    expect(changeMenu({ vehicles: [], drivers: [driver(1, 5), driver(2, 2)] }).driver.delete).toBe(true);
  });
  it('hides the lienholder section without vehicles, and enables Edit only with a creditor', () => {
    expect(changeMenu({ vehicles: [], drivers: [] }).creditor).toBeNull();
    expect(changeMenu({ vehicles: [vehicle(1)], drivers: [] }).creditor).toEqual({ add: true, edit: false });
    expect(changeMenu({ vehicles: [vehicle(1, 1)], drivers: [] }).creditor).toEqual({ add: true, edit: true });
  });
  it('titles the page with the policy number and the action, or Make a Change', () => {
    expect(changeTitle('PPA1000101', null)).toBe('PPA1000101 Make a Change');
    expect(changeTitle('PPA1000101', { type: 'vehicle', action: 'add' })).toBe('PPA1000101 Add Vehicle');
  });
  it('flags vehicle add and replace, driver add and creditor add for the fraud warning, nothing else', () => {
    expect(needsFraudWarning({ type: 'vehicle', action: 'add' })).toBe(true);
    expect(needsFraudWarning({ type: 'vehicle', action: 'replace' })).toBe(true);
    expect(needsFraudWarning({ type: 'driver', action: 'add' })).toBe(true);
    expect(needsFraudWarning({ type: 'creditor', action: 'add' })).toBe(true);
    expect(needsFraudWarning({ type: 'vehicle', action: 'delete' })).toBe(false);
    expect(needsFraudWarning({ type: 'driver', action: 'delete' })).toBe(false);
    expect(needsFraudWarning({ type: 'creditor', action: 'edit' })).toBe(false);
  });
});

describe('effective date (doc 3 §2 step 2)', () => {
  it('is required and bounded by the minimum and maximum effective dates, both included', () => {
    expect(effectiveDateError('', '2026-01-01', '2026-06-30')).toMatch(/Choose/);
    expect(effectiveDateError('2025-12-31', '2026-01-01', '2026-06-30')).toBe('Choose a date from 01/01/2026 to 06/30/2026.');
    expect(effectiveDateError('2026-01-01', '2026-01-01', '2026-06-30')).toBeNull();
    expect(withinEffectiveRange('2026-06-30', '2026-01-01', '2026-06-30')).toBe(true);
    expect(withinEffectiveRange('2026-07-01', '2026-01-01', '2026-06-30')).toBe(false);
  });
});

describe('add-vehicle steps (doc 3 §4)', () => {
  const f = { loanOrLease: false, holdsTopBundle: false, offersLoanLeaseCoverage: false };
  it('goes from details to creditor on a loan, else to bundles, or to coverages with the top bundle', () => {
    expect(nextStep(1, { ...f, loanOrLease: true })).toBe(2);
    expect(nextStep(1, f)).toBe(4);
    expect(nextStep(1, { ...f, holdsTopBundle: true })).toBe(5);
  });
  it('offers loan/lease coverage after the creditor step only when it applies', () => {
    expect(nextStep(2, { ...f, loanOrLease: true, offersLoanLeaseCoverage: true })).toBe(3);
    expect(nextStep(2, { ...f, loanOrLease: true })).toBe(4);
    expect(nextStep(3, { ...f, holdsTopBundle: true })).toBe(5);
  });
  it('goes back from bundles to 1, 2 or 3 by the loan/lease answers, and from coverages to bundles', () => {
    expect(previousStep(4, f)).toBe(1);
    expect(previousStep(4, { ...f, loanOrLease: true })).toBe(2);
    expect(previousStep(4, { ...f, loanOrLease: true, offersLoanLeaseCoverage: true })).toBe(3);
    expect(previousStep(5, f)).toBe(4);
    expect(previousStep(5, { ...f, holdsTopBundle: true, loanOrLease: true })).toBe(2);
  });
  it('offers loan/lease coverage only for a financed vehicle 5 years old or newer without third-party coverage', () => {
    expect(isFiveYearsOldOrNewer(2021, '2026-03-01')).toBe(true);
    expect(isFiveYearsOldOrNewer(2020, '2026-03-01')).toBe(false);
    const base = { loanOrLease: true, vehicleYear: 2024, effectiveDate: '2026-03-01', hasThirdPartyLoanLeaseCoverage: false };
    expect(offersLoanLeaseCoverage(base)).toBe(true);
    expect(offersLoanLeaseCoverage({ ...base, hasThirdPartyLoanLeaseCoverage: true })).toBe(false);
    expect(offersLoanLeaseCoverage({ ...base, vehicleYear: 2015 })).toBe(false);
    expect(offersLoanLeaseCoverage({ ...base, loanOrLease: false })).toBe(false);
  });
  it('stops on any Yes to the screening and continues on No to all seven', () => {
    const no = SCREENING_QUESTIONS.map(() => false);
    expect(screeningOutcome(no)).toBe('continue');
    expect(screeningOutcome([...no.slice(0, 6), true])).toBe('stop');
    expect(screeningOutcome([true, null])).toBe('stop');
    expect(screeningOutcome([false, null])).toBeNull();
  });
  it('lists vehicle years from next year down to 1900', () => {
    const years = vehicleYears(new Date('2026-05-01T12:00:00Z'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1900);
  });
});

describe('coverages (doc 3 §4, §9)', () => {
  it('sets collision, rental and towing to none when comprehensive is none', () => {
    expect(withComprehensive({ comprehensive: 5, collision: 2, rentalReimbursement: 3, towingAndLabor: 1 }, 0)).toEqual({
      comprehensive: 0,
      collision: 0,
      rentalReimbursement: 0,
      towingAndLabor: 0,
    });
    expect(withComprehensive({ comprehensive: 5, collision: 2, rentalReimbursement: 3, towingAndLabor: 1 }, 4).collision).toBe(2);
  });
  it('treats no comprehensive and no collision as liability only', () => {
    expect(isLiabilityOnly({ comprehensive: 0, collision: 0 })).toBe(true);
    expect(isLiabilityOnly({ comprehensive: 1, collision: 0 })).toBe(false);
  });
  it('switches the rental list at the 12/01/2023 cut-over', () => {
    expect(rentalOptions('2023-11-30').map((o) => o.label)).toContain('$20 a day, max 30 days');
    expect(rentalOptions('2023-12-01').map((o) => o.label)).toContain('$100 a day, max 60 days');
    expect(rentalOptions('2023-12-01').map((o) => o.label)).not.toContain('$20 a day, max 30 days');
  });
});

describe('bundles (doc 3 §9)', () => {
  it('prices better at $35 and even better at $65, or $30 when better is held', () => {
    expect(bundlePrice('better', 'no')).toBe(35);
    expect(bundlePrice('best', 'no')).toBe(65);
    expect(bundlePrice('best', 'better')).toBe(30);
  });
  it('takes the current enhancement from the auto and auto-plus flags', () => {
    expect(currentEnhancement({ hasAutoEnhancement: false, hasAutoPlusEnhancement: false })).toBe('no');
    expect(currentEnhancement({ hasAutoEnhancement: true, hasAutoPlusEnhancement: false })).toBe('better');
    expect(currentEnhancement({ hasAutoEnhancement: true, hasAutoPlusEnhancement: true })).toBe('best');
  });
  it('shows the old rental amounts for terms before 12/01/2023', () => {
    const rental = (d: string) => bundleRows(d).find((r) => r.benefit === 'Rental reimbursement')?.better;
    const extra = (d: string) => bundleRows(d).find((r) => r.benefit === 'Additional rental reimbursement');
    expect(rental('2023-06-01')).toBe('$20 a day, $600 max');
    expect(rental('2024-06-01')).toBe('$40 a day, $1200 max');
    expect(extra('2023-06-01')).toMatchObject({ better: null, best: '$20 a day, $1200 max' });
    expect(extra('2024-06-01')).toMatchObject({ best: '$10 a day, $300 max' });
  });
});

describe('premium-change text (doc 3 §4)', () => {
  it('reads INCREASE for a positive difference and DECREASE when it has a parenthesis', () => {
    const r = { policyEffectiveDate: '2026-03-01', policyExpirationDate: '2026-09-01' };
    expect(premiumChangeText({ ...r, differenceInRate: '$12.00' }).sentence).toBe('This change will result in a $12.00 INCREASE IN PREMIUM');
    expect(premiumChangeText({ ...r, differenceInRate: '($5.50)' }).sentence).toBe('This change will result in a ($5.50) DECREASE IN PREMIUM');
    expect(premiumChangeText({ ...r, differenceInRate: '$1.00' }).period).toBe('for the period 03/01/2026 to 09/01/2026');
  });
});

describe('saved changes (doc 3 §4)', () => {
  it('deletes a rated save quietly when the policy has no pending endorsement, else prompts', () => {
    expect(saveOnLoad(null, { hasPendingEndorsement: false })).toBe('none');
    expect(saveOnLoad({ hasRate: true }, { hasPendingEndorsement: false })).toBe('deleteQuietly');
    expect(saveOnLoad({ hasRate: true }, { hasPendingEndorsement: true })).toBe('prompt');
    expect(saveOnLoad({ hasRate: false }, { hasPendingEndorsement: false })).toBe('prompt');
  });
  it('asks for the effective date again when the saved one is out of range', () => {
    expect(restoredEffectiveDate('2026-02-01', '2026-03-01', '2026-09-01')).toBeNull();
    expect(restoredEffectiveDate('2026-03-05', '2026-03-01', '2026-09-01')).toBe('2026-03-05');
  });
});

describe('scheduled deletions (doc 3 §4)', () => {
  it('warns when the deletion date is on or before the effective date, not after, not the zero date', () => {
    const d = (when: string | null) => ({ displayName: 'JOHN', deleteFutureEffectiveDate: when });
    expect(scheduledDeletionWarning(d('2026-03-01'), '2026-03-01')).toMatch(/already scheduled for deletion/);
    expect(scheduledDeletionWarning(d('2026-03-02'), '2026-03-01')).toBeNull();
    expect(scheduledDeletionWarning(d(null), '2026-03-01')).toBeNull();
    expect(scheduledDeletionWarning(d('0001-01-01'), '2026-03-01')).toBeNull();
  });
  it('selects the only candidate automatically', () => {
    expect(autoSelected([1])).toBe(1);
    expect(autoSelected([1, 2])).toBeNull();
  });
});

describe('vehicle and creditor forms (doc 3 §5)', () => {
  const seventeen = (v: unknown) => (typeof v === 'string' && v.length === 17 ? null : 'bad');
  it('needs a 17-character VIN that was found, by VIN', () => {
    const v = { ...EMPTY_VEHICLE, addBy: true, annualMileage: '1', loanOrLease: 'no' as const };
    expect(vehicleErrors(v, { lookup: 'idle', vinFormat: seventeen }).vin).toBe('Enter the 17-character VIN.');
    expect(vehicleErrors({ ...v, vin: 'ABC' }, { lookup: 'idle', vinFormat: seventeen }).vin).toBe('The VIN must be exactly 17 characters.');
    expect(vehicleErrors({ ...v, vin: '1HGCM82633A004352' }, { lookup: 'invalid', vinFormat: seventeen }).vin).toMatch(/could not find/);
    expect(vehicleErrors({ ...v, vin: '1HGCM82633A004352' }, { lookup: 'valid', vinFormat: seventeen })).toEqual({});
  });
  it('needs year, make, model and a style ("Invalid") by year/make/model', () => {
    const v = { ...EMPTY_VEHICLE, addBy: false, annualMileage: '1', loanOrLease: 'no' as const, year: '2020', make: 'HONDA', model: 'ACCORD' };
    expect(vehicleErrors(v, { lookup: 'valid' })).toEqual({ style: 'Invalid' });
  });
  it('needs mileage and the loan/lease answer, and the garaging address only with Other', () => {
    const v = { ...EMPTY_VEHICLE, vin: '1HGCM82633A004352' };
    expect(Object.keys(vehicleErrors(v, { lookup: 'valid' })).sort()).toEqual(['annualMileage', 'loanOrLease']);
    const other = withOtherAddress({ ...v, annualMileage: '1', loanOrLease: 'no' }, true);
    const e = vehicleErrors(other, { lookup: 'valid' });
    expect(Object.keys(e).sort()).toEqual([
      'garaging.city',
      'garaging.county',
      'garaging.houseNumber',
      'garaging.stateId',
      'garaging.streetName',
      'garaging.zip',
    ]);
    const poBox = vehicleErrors(
      { ...other, garaging: { ...other.garaging, poBox: 'PO BOX 1', city: 'A', stateId: '1', zip: '12345', county: 'C' } },
      { lookup: 'valid' },
    );
    expect(poBox).toEqual({});
  });
  it('clears VIN, year, make, model and style when add-by changes', () => {
    expect(withAddBy({ ...EMPTY_VEHICLE, vin: 'X', year: '2020', make: 'A', model: 'B', style: 'C' }, false)).toMatchObject({
      vin: '',
      year: '',
      make: '',
      model: '',
      style: '',
      addBy: false,
    });
  });
  it('needs a business name for a company and first and last names for a person', () => {
    const address = { ...EMPTY_CREDITOR.address, houseNumber: '1', streetName: 'MAIN', city: 'A', stateId: '1', zip: '12345' };
    expect(creditorErrors({ ...EMPTY_CREDITOR, creditorType: '0', address }, { asksThirdPartyCoverage: false })).toEqual({
      businessName: 'Enter the business name.',
    });
    expect(Object.keys(creditorErrors({ ...EMPTY_CREDITOR, creditorType: '1', address }, { asksThirdPartyCoverage: false })).sort()).toEqual([
      'firstName',
      'lastName',
    ]);
    expect(creditorErrors({ ...EMPTY_CREDITOR, creditorType: '0', businessName: 'BANK', address }, { asksThirdPartyCoverage: true })).toHaveProperty(
      'hasThirdPartyLoanLeaseCoverage',
    );
  });
});

describe('state list (doc 3 §3)', () => {
  it('has 51 entries with ids 1 to 51 in alphabetical order of abbreviation', () => {
    expect(STATE_LIST).toHaveLength(51);
    const abbreviations = STATE_LIST.map((s) => s.abbreviation);
    expect([...abbreviations].sort()).toEqual(abbreviations);
    expect(STATE_LIST[50]).toMatchObject({ id: 51, abbreviation: 'WY' });
  });
});
