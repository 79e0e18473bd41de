import { claimCategory, eligiblePolicies } from './claimTypes';
import {
  type ClaimCatalog,
  claimView,
  type ClaimDraft,
  type ClaimPolicy,
  type ClaimVehicle,
  DONT_KNOW,
  draftForPolicy,
  EMPTY_DRAFT,
  type LossType,
  MINOR_LOSS,
  severitySent,
  withCategoryChoice,
  withConsent,
  withLossType,
} from './draft';
import {
  addFiles,
  mergeRejected,
  DUPLICATED_FILE,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ACCEPTED,
  MAX_FILE_BYTES,
  MAX_TOTAL_BYTES,
  TOTAL_TOO_LARGE,
  totalSizeError,
  progressPercent,
} from './files';
import { isFullyPhotoEstimateEligible, isPhotoEstimateEligible } from './photoEstimate';
import { INVALID_PHONE, maskClaimPhone, phoneError } from './phone';
import { claimErrors, FILL_OUT, firstError, ONE_PHONE, SELECT_VALUE, thirdPartyErrors } from './validation';
import { EMPTY_THIRD_PARTY_DRIVER } from './draft';

const TODAY = '2026-11-26';

const lt = (id: number, name: string, category: LossType['category'], over: Partial<LossType> = {}): LossType => ({
  id,
  name,
  category,
  thirdParty: false,
  photoEstimateExcluded: category !== 'auto',
  subTypes: null,
  ...over,
});

/** The catalogue as GET /api/claim/form sends it (a few of its loss types). */
const CATALOG: ClaimCatalog = {
  fnolTypes: [
    { category: 'auto', asksSeverity: true, asksMedicalAttention: true, requiresLossType: true },
    { category: 'property', asksSeverity: false, asksMedicalAttention: false, requiresLossType: true },
    { category: 'liability', asksSeverity: true, asksMedicalAttention: true, requiresLossType: false },
  ],
  lossTypes: [
    lt(193, 'Collision with another vehicle', 'auto', { thirdParty: true }),
    lt(194, 'Single vehicle collision', 'auto'),
    lt(200, 'Glass only', 'auto', { photoEstimateExcluded: true }),
    lt(210, 'Fire or smoke', 'property'),
    lt(-2, 'Water damage', 'property', { subTypes: 'water' }),
    lt(-1, 'Other', 'property', { subTypes: 'other' }),
  ],
  waterDamageTypes: ['Roof leak'],
  otherDamageTypes: ['Collapse'],
  severities: [MINOR_LOSS, 'Severe Loss', DONT_KNOW],
  fileRules: { maxFileBytes: MAX_FILE_BYTES, maxTotalBytes: MAX_TOTAL_BYTES, maxFiles: 20 },
};

const car = (vehicleNum: number, over: Partial<ClaimVehicle> = {}): ClaimVehicle => ({
  vehicleNum,
  year: 2021,
  make: 'HONDA',
  model: 'CIVIC',
  vin: '***4321',
  photoEstimateEligible: true,
  ...over,
});

const policy = (policyNumber: string, over: Partial<ClaimPolicy> = {}): ClaimPolicy => ({
  policyNumber,
  policyId: 'P1',
  policyImageNum: 1,
  typeName: 'Policy',
  statusText: 'In-Force',
  canReportClaim: true,
  canReportSimpleClaim: true,
  notEligibleReason: null,
  maxLossDate: TODAY,
  categories: policyNumber.startsWith('PPA') ? ['auto'] : policyNumber.startsWith('CGL') ? ['liability'] : ['liability', 'property'],
  policyHolder: { displayName: 'Emily Carter', firstName: 'Emily', lastName: 'Carter', isCommercial: false },
  secondaryPolicyHolder: null,
  agency: { displayName: 'Agency', emails: ['agent@example.com'], phones: ['3175550100'], addressLine1: null, addressLine2: null },
  packageParts: [],
  vehicles: [car(1)],
  drivers: [{ driverNum: 1, firstName: 'Emily', lastName: 'Carter' }],
  ...over,
});

const CPP = policy('CPP7800301', {
  categories: ['auto', 'property', 'liability'],
  packageParts: [
    { number: 1, name: 'Garage', categories: ['auto', 'liability'] },
    { number: 2, name: 'General Liability', categories: ['liability'] },
    { number: 3, name: 'Property', categories: ['property'] },
    { number: 4, name: 'Crime', categories: ['liability', 'property'] },
  ],
  vehicles: [],
  drivers: [],
});

/** A complete, valid auto draft on PPA. */
function autoDraft(over: Partial<ClaimDraft> = {}): ClaimDraft {
  return {
    ...draftForPolicy(policy('PPA1000101'), { email: 'emily@example.com', cellPhone: '(317) 555-0101' }),
    differentThanInsured: 'no',
    involvedDriverNum: '1',
    involvedVehicleNum: '1',
    lossTypeId: '194',
    lossLocation: 'Main and 5th',
    lossCity: 'Carmel',
    lossStateId: '15',
    medicalAttention: '0',
    whatHappened: 'Slid into a pole.',
    drivable: '1',
    airbagDeployed: '2',
    insuredAddress: '1',
    cccClaimConsent: '0',
    ...over,
  };
}

const errorsOf = (d: ClaimDraft, p: ClaimPolicy) => claimErrors(d, claimView(d, p, CATALOG));
const viewOf = (d: ClaimDraft, p: ClaimPolicy | null) => claimView(d, p, CATALOG);

describe('claim policies', () => {
  it('preselects the policy when exactly one is eligible', () => {
    const one = eligiblePolicies([
      { policyNumber: 'PPA1000501', canReportClaim: true },
      { policyNumber: 'PUP3000101', canReportClaim: false },
    ]);
    expect(one.preselected?.policyNumber).toBe('PPA1000501');
    expect(one.eligible).toHaveLength(1);
    const two = eligiblePolicies([
      { policyNumber: 'PPA1000501', canReportClaim: true },
      { policyNumber: 'HOM2000101', canReportClaim: true },
    ]);
    expect(two.preselected).toBeNull();
  });
});

describe('claim type by policy', () => {
  it("takes the claim type from the policy where it allows one kind, otherwise from what's damaged", () => {
    expect(claimCategory(['property'], '')).toBe('property');
    expect(claimCategory(['liability', 'property'], '')).toBeNull();
    expect(claimCategory(['liability', 'property'], 'property')).toBe('property');
    expect(claimCategory(['liability', 'property'], 'auto')).toBeNull();
  });
  it("asks what's damaged only when the policy or package part allows more than one kind of claim", () => {
    expect(viewOf({ ...EMPTY_DRAFT, policyNumber: 'PPA1000101' }, policy('PPA1000101')).whatsDamagedChoices).toEqual([]);
    expect(viewOf({ ...EMPTY_DRAFT, policyNumber: 'HOM2000101' }, policy('HOM2000101')).whatsDamagedChoices).toEqual(['liability', 'property']);
    expect(viewOf({ ...EMPTY_DRAFT, packagePartNumber: '3' }, CPP).whatsDamagedChoices).toEqual([]);
    expect(viewOf({ ...EMPTY_DRAFT, packagePartNumber: '1' }, CPP).whatsDamagedChoices).toEqual(['auto', 'liability']);
  });
  it("shows the form sections after the policy, and after the package part or what's damaged where those are asked", () => {
    expect(viewOf(EMPTY_DRAFT, null).sectionsShown).toBe(false);
    expect(viewOf(EMPTY_DRAFT, policy('PPA1000101')).sectionsShown).toBe(true);
    expect(viewOf(EMPTY_DRAFT, CPP).sectionsShown).toBe(false);
    expect(viewOf({ ...EMPTY_DRAFT, packagePartNumber: '3' }, CPP).sectionsShown).toBe(true);
    expect(viewOf({ ...EMPTY_DRAFT, packagePartNumber: '1' }, CPP).sectionsShown).toBe(false);
    expect(viewOf({ ...EMPTY_DRAFT, packagePartNumber: '1', whatsDamaged: 'auto' }, CPP).sectionsShown).toBe(true);
    expect(viewOf(EMPTY_DRAFT, policy('HOM2000101')).sectionsShown).toBe(false);
  });
  it('offers the loss types of the claim type only, none on liability', () => {
    expect(viewOf(EMPTY_DRAFT, policy('PPA1000101')).lossTypes.map((t) => t.id)).toEqual([193, 194, 200]);
    expect(viewOf({ ...EMPTY_DRAFT, whatsDamaged: 'property' }, policy('HOM2000101')).lossTypes.map((t) => t.id)).toEqual([210, -2, -1]);
    expect(viewOf(EMPTY_DRAFT, policy('CGL7300201')).asksLossType).toBe(false);
  });
  it('opens the third-party section for loss type 193 on auto only', () => {
    expect(viewOf({ ...EMPTY_DRAFT, lossTypeId: '193' }, policy('PPA1000101')).asksThirdParties).toBe(true);
    expect(viewOf({ ...EMPTY_DRAFT, lossTypeId: '194' }, policy('PPA1000101')).asksThirdParties).toBe(false);
  });
  it('asks severity and medical attention where the claim type shows them (not on property)', () => {
    expect(viewOf({ ...EMPTY_DRAFT, whatsDamaged: 'property' }, policy('HOM2000101'))).toMatchObject({ asksSeverity: false, asksMedicalAttention: false });
    expect(viewOf({ ...EMPTY_DRAFT, whatsDamaged: 'liability' }, policy('HOM2000101'))).toMatchObject({ asksSeverity: true, asksMedicalAttention: true });
  });
});

describe('claim form transitions', () => {
  it('prefills email, cell phone and the loss date (today) when a policy is chosen; the first package part except on CPP', () => {
    const home = draftForPolicy(policy('HOM2000101', { packageParts: [{ number: 7, name: 'Dwelling', categories: ['property'] }] }), {
      email: 'a@b.co',
      cellPhone: '(317) 555-0101',
    });
    expect(home).toMatchObject({ preferredEmailAddress: 'a@b.co', insuredCellPhone: '(317) 555-0101', lossDate: TODAY, packagePartNumber: '7' });
    expect(draftForPolicy(CPP, { email: '', cellPhone: '' }).packagePartNumber).toBe('');
  });
  it('clears the water and other damage sub-types when the loss type changes', () => {
    const d = withLossType({ ...EMPTY_DRAFT, lossTypeId: '-2', waterDamageType: 'Roof leak', otherDamageType: 'Collapse' }, '-1');
    expect(d).toMatchObject({ lossTypeId: '-1', waterDamageType: '', otherDamageType: '' });
  });
  it('sets the text phone from the cell phone, else the work phone, when consent changes to yes', () => {
    expect(withConsent({ ...EMPTY_DRAFT, insuredCellPhone: '(317) 555-0101', insuredWorkPhone: '(317) 555-0102' }, '1').cccPhone).toBe('(317) 555-0101');
    expect(withConsent({ ...EMPTY_DRAFT, insuredWorkPhone: '(317) 555-0102' }, '1').cccPhone).toBe('(317) 555-0102');
    expect(withConsent({ ...EMPTY_DRAFT, insuredCellPhone: '(317) 555-0101' }, '0').cccPhone).toBe('');
  });
  it('starts the loss questions over when the package part changes', () => {
    const d = withCategoryChoice({ ...EMPTY_DRAFT, packagePartNumber: '1', whatsDamaged: 'auto', lossTypeId: '193' }, { packagePartNumber: '3' });
    expect(d).toMatchObject({ packagePartNumber: '3', whatsDamaged: '', lossTypeId: '' });
  });
  it('sends Minor Loss when severity is not shown or "I don\'t know" is chosen', () => {
    expect(severitySent(false, 'Severe Loss')).toBe(MINOR_LOSS);
    expect(severitySent(true, DONT_KNOW)).toBe(MINOR_LOSS);
    expect(severitySent(true, 'Severe Loss')).toBe('Severe Loss');
  });
});

describe('photo estimate eligibility', () => {
  const collision = lt(194, 'Single vehicle collision', 'auto');
  it('is offered for a qualifying vehicle and a loss type that is not glass only or towing', () => {
    expect(isPhotoEstimateEligible(car(1), collision)).toBe(true);
    expect(isPhotoEstimateEligible(car(1), lt(200, 'Glass only', 'auto', { photoEstimateExcluded: true }))).toBe(false);
    expect(isPhotoEstimateEligible(car(1, { photoEstimateEligible: false }), collision)).toBe(false);
    expect(isPhotoEstimateEligible(null, collision)).toBe(false);
  });
  it('fuller eligibility needs drivable yes, airbag no and the vehicle at the insured address', () => {
    expect(isFullyPhotoEstimateEligible({ drivable: 1, airbagDeployed: 2, insuredAddress: 1 })).toBe(true);
    expect(isFullyPhotoEstimateEligible({ drivable: 2, airbagDeployed: 2, insuredAddress: 1 })).toBe(false);
    expect(isFullyPhotoEstimateEligible({ drivable: 1, airbagDeployed: 3, insuredAddress: 1 })).toBe(false);
  });
  it('asks where the vehicle is when it is not at the insured address', () => {
    expect(viewOf({ ...EMPTY_DRAFT, involvedVehicleNum: '1', lossTypeId: '194', insuredAddress: '2' }, policy('PPA1000101')).asksOtherLocation).toBe(true);
  });
});

describe('claim phones', () => {
  it('masks a phone as (111) 111-1111', () => {
    expect(maskClaimPhone('3175550101')).toBe('(317) 555-0101');
    expect(maskClaimPhone('317-555')).toBe('(317) 555');
    expect(maskClaimPhone('31755501019999')).toBe('(317) 555-0101');
  });
  it('refuses a filled phone that is not exactly 10 digits', () => {
    expect(phoneError('(317) 555-01')).toBe(INVALID_PHONE);
    expect(phoneError('')).toBeNull();
    expect(phoneError('(317) 555-0101')).toBeNull();
  });
});

describe('claim required rules', () => {
  const ppa = policy('PPA1000101');
  it('accepts a complete auto claim', () => {
    expect(errorsOf(autoDraft(), ppa)).toEqual({});
  });
  it('requires at least one insured phone', () => {
    expect(errorsOf(autoDraft({ insuredCellPhone: '' }), ppa).insuredHomePhone).toBe(ONE_PHONE);
  });
  it('requires a preferred email in a valid format', () => {
    expect(errorsOf(autoDraft({ preferredEmailAddress: '' }), ppa).preferredEmailAddress).toBe(FILL_OUT);
    expect(errorsOf(autoDraft({ preferredEmailAddress: 'emily@' }), ppa).preferredEmailAddress).toBe('Please enter a valid email address');
  });
  it('requires the other contact names and a phone when the contact differs from the insured', () => {
    const e = errorsOf(autoDraft({ differentThanInsured: 'yes' }), ppa);
    expect(e).toMatchObject({ otherContactFirstName: FILL_OUT, otherContactLastName: FILL_OUT, otherContactHomePhone: ONE_PHONE });
    expect(errorsOf(autoDraft({ differentThanInsured: '' }), ppa).differentThanInsured).toBe(SELECT_VALUE);
  });
  it('requires driver and vehicle numbers on auto (non-CPP); names when the driver is not on the policy; make, model, year when the vehicle is not', () => {
    expect(errorsOf(autoDraft({ involvedDriverNum: '', involvedVehicleNum: '' }), ppa)).toMatchObject({
      involvedDriverNum: FILL_OUT,
      involvedVehicleNum: FILL_OUT,
    });
    expect(errorsOf(autoDraft({ involvedDriverNum: '-1' }), ppa)).toMatchObject({ involvedDriverFirstName: FILL_OUT, involvedDriverLastName: FILL_OUT });
    expect(errorsOf(autoDraft({ involvedDriverNum: '-2' }), ppa).involvedDriverFirstName).toBeUndefined();
    expect(errorsOf(autoDraft({ involvedVehicleNum: '-1' }), ppa)).toMatchObject({
      involvedVehicleMake: FILL_OUT,
      involvedVehicleModel: FILL_OUT,
      involvedVehicleYear: FILL_OUT,
    });
  });
  it('requires loss type, date, location, city, state and what happened', () => {
    const e = errorsOf(autoDraft({ lossTypeId: '', lossDate: '', lossLocation: ' ', lossCity: '', lossStateId: '', whatHappened: '' }), ppa);
    expect(Object.keys(e).sort()).toEqual(['lossCity', 'lossDate', 'lossLocation', 'lossStateId', 'lossTypeId', 'whatHappened']);
  });
  it('refuses location and description over 2048 characters', () => {
    expect(errorsOf(autoDraft({ whatHappened: 'x'.repeat(2049) }), ppa).whatHappened).toBe('At most 2048 characters');
    expect(errorsOf(autoDraft({ whatHappened: 'x'.repeat(2048) }), ppa).whatHappened).toBeUndefined();
  });
  it('requires the third-party answer (and a driver when yes) for loss type 193 on auto', () => {
    expect(errorsOf(autoDraft({ lossTypeId: '193' }), ppa).thirdPartyDrivers).toBe(SELECT_VALUE);
    expect(errorsOf(autoDraft({ lossTypeId: '193', thirdPartyDrivers: 'yes' }), ppa).thirdParties).toBeDefined();
    expect(errorsOf(autoDraft({ lossTypeId: '193', thirdPartyDrivers: 'no' }), ppa).thirdPartyDrivers).toBeUndefined();
  });
  it('requires drivable, airbag and at-insured-address when the photo estimate is eligible, and the consent when fully eligible', () => {
    const e = errorsOf(autoDraft({ drivable: '', airbagDeployed: '', insuredAddress: '', cccClaimConsent: '2' }), ppa);
    expect(e).toMatchObject({ drivable: SELECT_VALUE, airbagDeployed: SELECT_VALUE, insuredAddress: SELECT_VALUE });
    expect(errorsOf(autoDraft({ cccClaimConsent: '2' }), ppa).cccClaimConsent).toBe(SELECT_VALUE);
    expect(errorsOf(autoDraft({ cccClaimConsent: '1', cccPhone: '' }), ppa).cccPhone).toBe(FILL_OUT);
    // Glass only: not eligible, none of them asked.
    expect(errorsOf(autoDraft({ lossTypeId: '200', drivable: '', airbagDeployed: '', insuredAddress: '', cccClaimConsent: '2' }), ppa)).toEqual({});
  });
  it('requires the water damage type for water damage (-2) on property, and the other damage type for Other (-1)', () => {
    const home = policy('HOM2000101', { vehicles: [], drivers: [] });
    const base: ClaimDraft = {
      ...draftForPolicy(home, { email: 'a@b.co', cellPhone: '(317) 555-0101' }),
      whatsDamaged: 'property',
      differentThanInsured: 'no',
      lossLocation: 'Home',
      lossCity: 'Carmel',
      lossStateId: '15',
      whatHappened: 'Pipe burst.',
    };
    expect(errorsOf({ ...base, lossTypeId: '-2' }, home)).toEqual({ waterDamageType: FILL_OUT });
    expect(errorsOf({ ...base, lossTypeId: '-1' }, home)).toEqual({ otherDamageType: FILL_OUT });
    expect(errorsOf({ ...base, lossTypeId: '-2', waterDamageType: 'Roof leak' }, home)).toEqual({});
    expect(errorsOf({ ...base, whatsDamaged: '' }, home)).toEqual({ whatsDamaged: SELECT_VALUE });
  });
  it('takes no loss type on a liability-only claim', () => {
    const cgl = policy('CGL7300201', { vehicles: [], drivers: [] });
    const d: ClaimDraft = {
      ...draftForPolicy(cgl, { email: 'a@b.co', cellPhone: '(317) 555-0101' }),
      differentThanInsured: 'no',
      lossLocation: 'Shop',
      lossCity: 'Fort Wayne',
      lossStateId: '15',
      medicalAttention: '-1',
      whatHappened: 'A customer slipped.',
    };
    expect(errorsOf(d, cgl)).toEqual({});
  });
  it('requires the package part on CPP, and the driver name unless no one was driving, and the vehicle details, on its auto part', () => {
    expect(errorsOf({ ...EMPTY_DRAFT, policyNumber: CPP.policyNumber }, CPP)).toEqual({ packagePartNumber: FILL_OUT });
    const d: ClaimDraft = {
      ...draftForPolicy(CPP, { email: 'a@b.co', cellPhone: '(317) 555-0101' }),
      packagePartNumber: '1',
      whatsDamaged: 'auto',
      differentThanInsured: 'no',
      lossTypeId: '194',
      lossLocation: 'Lot',
      lossCity: 'Fort Wayne',
      lossStateId: '15',
      medicalAttention: '0',
      whatHappened: 'Backed into a post.',
    };
    expect(errorsOf(d, CPP)).toMatchObject({
      involvedDriverFirstName: FILL_OUT,
      involvedDriverLastName: FILL_OUT,
      involvedVehicleMake: FILL_OUT,
      involvedVehicleModel: FILL_OUT,
      involvedVehicleYear: FILL_OUT,
    });
    expect(errorsOf({ ...d, noDriverToggle: true }, CPP).involvedDriverFirstName).toBeUndefined();
    expect(errorsOf(d, CPP).involvedDriverNum).toBeUndefined();
  });
  it('finds the first failing field in page order', () => {
    expect(firstError({ whatHappened: 'x', insuredHomePhone: 'y' })).toBe('insuredHomePhone');
    expect(firstError({})).toBeNull();
  });
  it('third-party driver: first and last name, 10-digit phones, a valid email when given', () => {
    expect(thirdPartyErrors(EMPTY_THIRD_PARTY_DRIVER)).toEqual({ firstName: FILL_OUT, lastName: FILL_OUT });
    expect(thirdPartyErrors({ ...EMPTY_THIRD_PARTY_DRIVER, firstName: 'A', lastName: 'B', cellPhone: '(317) 555', fax: '(317) 555-01' })).toEqual({
      cellPhone: INVALID_PHONE,
      fax: INVALID_PHONE,
    });
  });
});

describe('claim attachments', () => {
  const file = (name: string, size: number, fingerprint = name) => ({ name, size, fingerprint });
  it('the rejected list accumulates across picks, each file and reason listed once', () => {
    const first = [{ name: 'big.jpg', reason: FILE_TOO_LARGE }];
    const second = [
      { name: 'copy.jpg', reason: DUPLICATED_FILE },
      { name: 'big.jpg', reason: FILE_TOO_LARGE },
    ];
    expect(mergeRejected(first, second)).toEqual([
      { name: 'big.jpg', reason: FILE_TOO_LARGE },
      { name: 'copy.jpg', reason: DUPLICATED_FILE },
    ]);
    expect(mergeRejected([], first)).toEqual(first);
    expect(mergeRejected(first, [])).toEqual(first);
  });
  it('refuses a file over 10,485,760 bytes with the 10MB message', () => {
    const r = addFiles([], [file('big.jpg', MAX_FILE_BYTES + 1), file('ok.jpg', MAX_FILE_BYTES)]);
    expect(r.rejected).toEqual([{ name: 'big.jpg', reason: FILE_TOO_LARGE }]);
    expect(r.attached.map((f) => f.name)).toEqual(['ok.jpg']);
  });
  it('refuses a file with the same content as one attached (or picked twice): Duplicated file', () => {
    const r = addFiles([file('a.jpg', 10, 'h1')], [file('copy.jpg', 10, 'h1'), file('b.png', 10, 'h2'), file('b2.png', 10, 'h2')]);
    expect(r.rejected).toEqual([
      { name: 'copy.jpg', reason: DUPLICATED_FILE },
      { name: 'b2.png', reason: DUPLICATED_FILE },
    ]);
    expect(r.attached.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
  });
  it('accepts only the listed types', () => {
    for (const ok of [
      'a.jpeg',
      'a.PNG',
      'a.gif',
      'a.bmp',
      'a.tiff',
      'a.xls',
      'a.xlsx',
      'a.pdf',
      'a.csv',
      'a.txt',
      'a.rtf',
      'a.mp3',
      'a.wav',
      'a.mp4',
      'a.avi',
      'a.mov',
      'a.wmv',
      'a.mpeg',
      'a.docx',
      'a.doc',
      'a.msg',
    ])
      expect(addFiles([], [file(ok, 1)]).rejected).toEqual([]);
    expect(addFiles([], [file('run.exe', 1)]).rejected).toEqual([{ name: 'run.exe', reason: FILE_TYPE_NOT_ACCEPTED }]);
    expect(addFiles([], [file('noext', 1)]).rejected).toHaveLength(1);
  });
  it('blocks submission over 20,000,000 bytes in all with the 20MB message', () => {
    expect(totalSizeError([{ size: MAX_TOTAL_BYTES }])).toBeNull();
    expect(totalSizeError([{ size: 10_000_000 }, { size: 10_000_001 }])).toBe(TOTAL_TOO_LARGE);
  });
  it('shows upload progress as bytes sent over the total', () => {
    expect(progressPercent(5, 20)).toBe(25);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(30, 20)).toBe(100);
  });
});
