import { demoClaimTimeline } from './claim-timelines';
import {
  COLLISION_DEDUCTIBLES,
  COMPREHENSIVE_DEDUCTIBLES,
  CreditorType,
  DocumentKind,
  PAYMENT_PLANS,
  POLICY_LINES,
  PolicyStatus,
  TOWING_AND_LABOR_LIMITS,
  RENTAL_OPTIONS_AFTER_CUTOVER,
  stateIdOf,
  withVinCheckDigit,
  type LiabilityLimitPlan,
  type PaymentPlanKey,
  type PolicyPrefix,
} from '../core';
import { addDays, addMonths, isoDate } from './dates';
import { buildLedger } from './ledger';
import { DEMO_HISTORY_YEARS, withPaymentHistory } from './payment-history';
import type {
  AddressPlan,
  AgencyPlan,
  BillingAccountPlan,
  ClaimPlan,
  CoveragePlan,
  CreditorPlan,
  DemoPlan,
  DocumentPlan,
  DriverPlan,
  IdCardPlan,
  PolicyholderPlan,
  PolicyPlan,
  SystemInfoMessagePlan,
  StaffVerificationPlan,
  AdvertisementPlan,
  UserPlan,
  VehiclePlan,
  WalletPlan,
} from './plan-types';
import { demoPrintToken, demoUuid } from './tokens';

/** Published demo credentials (see README.md in this folder). */
export const DEMO_PASSWORDS = {
  demo: 'Harbor-Light-42',
  admin: 'Harbor-Admin-42',
  others: 'Harbor-Guest-42',
} as const;

export const DEMO_CUSTOMER_EMAIL = 'demo@example.com';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';
/**
 * The demo admin's authenticator-app secret (base32; README "Demo accounts"): staff need a
 * second factor for the back office (issue 17), so a person adds this to an authenticator app
 * and the test helpers compute its codes. A published secret: for the demo book only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'HARBORADMINDEMOTOTPSECRETKEY2345';

/**
 * What a visitor types to register (Marcus Bell has policies but no portal account); see
 * README.md. The failing policy number exists in no book, so its verification always fails.
 */
export const DEMO_REGISTRATION = {
  policyHolder: 'Marcus Bell',
  clientId: 'C1001101',
  autoPolicyNumber: 'PPA1001101',
  driversLicenseNumber: '6207418853',
  homePolicyNumber: 'HOM2001101',
  dateOfBirth: '10/02/1986',
  zip: '46250',
  ssnLast4: '5309',
  failingPolicyNumber: 'PPA1009999',
} as const;

export const SCHEDULED_MAINTENANCE_MESSAGE = 'Planned upgrade: online payments pause for up to four hours overnight; your policies stay available.';
export const ACTIVE_MAINTENANCE_MESSAGE = 'Scheduled maintenance: the portal may be unavailable Sunday 2:00-4:00 am Eastern.';

/** Underwriting companies of the (invented) Harbor Mutual group. */
type Limit = [coverageType: string, limitName: string, dollars: number];
const GENERAL_LIABILITY: Limit[] = [
  ['Commercial General Liability', 'Each occurrence', 1_000_000],
  ['Commercial General Liability', 'Damage to rented premises (each occurrence)', 100_000],
  ['Commercial General Liability', 'Medical expense (any one person)', 5_000],
  ['Commercial General Liability', 'Personal & advertising injury', 1_000_000],
  ['Commercial General Liability', 'General aggregate', 2_000_000],
  ['Commercial General Liability', 'Products - completed operations aggregate', 2_000_000],
];
const AUTO_LIABILITY: Limit[] = [['Automobile Liability', 'Combined single limit (each accident)', 1_000_000]];
const LIABILITY_LIMITS: Partial<Record<string, Limit[]>> = {
  CGL: GENERAL_LIABILITY,
  BOP: GENERAL_LIABILITY,
  CPP: [...GENERAL_LIABILITY, ...AUTO_LIABILITY],
  GAR: [...GENERAL_LIABILITY, ...AUTO_LIABILITY],
  CAP: AUTO_LIABILITY,
  FAR: [
    ['Farm Liability', 'Each occurrence', 1_000_000],
    ['Farm Liability', 'Aggregate', 2_000_000],
    ['Farm Liability', 'Medical payments (each person)', 5_000],
  ],
  CUP: [
    ['Umbrella Liability', 'Each occurrence', 2_000_000],
    ['Umbrella Liability', 'Aggregate', 2_000_000],
  ],
  WCP: [
    ["Workers' Compensation and Employers' Liability", 'E.L. each accident', 500_000],
    ["Workers' Compensation and Employers' Liability", 'E.L. disease - each employee', 500_000],
    ["Workers' Compensation and Employers' Liability", 'E.L. disease - policy limit', 500_000],
  ],
};

/** The declarations' liability limits of a commercial, garage or farm line (none for personal lines). */
function liabilityLimitsFor(prefix: string): LiabilityLimitPlan[] {
  return (LIABILITY_LIMITS[prefix] ?? []).map(([coverageType, limitName, dollars]) => ({ coverageType, limitName, amountCents: dollars * 100 }));
}

const COMPANY = {
  auto: 'Harbor Mutual Insurance Company',
  property: 'Harbor Mutual Fire Insurance Company',
  farm: 'Harbor Mutual Farm & Ranch Insurance Company',
  commercial: 'Harbor Mutual Commercial Indemnity Company',
  accident: 'Harbor Mutual Life & Accident Company',
} as const;

const AGENCIES: AgencyPlan[] = [
  {
    agencyCode: 'A0101',
    displayName: 'Circle City Insurance Group',
    producerName: 'Margaret Ellison',
    producerPhones: ['3175550142', '3175550199'],
    addressLine1: '1250 E 86th St',
    addressLine2: 'Suite 200',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46240',
    phones: ['3175550140', '8005550161'],
    emails: ['service@circlecity.example.net', 'mellison@circlecity.example.net'],
  },
  {
    agencyCode: 'A0207',
    displayName: 'Wabash Valley Insurance Agency',
    producerName: 'Daniel Okafor',
    producerPhones: ['8125550171'],
    addressLine1: '629 Wabash Ave',
    addressLine2: null,
    city: 'Terre Haute',
    state: 'IN',
    zip: '47807',
    phones: ['8125550170'],
    emails: ['office@wabashvalley.example.net'],
  },
  {
    agencyCode: 'A0315',
    displayName: 'Hoosier Heartland Agency',
    producerName: 'Carla Mendoza',
    producerPhones: ['7655550126', '7655550127'],
    addressLine1: '212 S Main St',
    addressLine2: null,
    city: 'Frankfort',
    state: 'IN',
    zip: '46041',
    phones: ['7655550125'],
    emails: ['agents@hoosierheartland.example.net'],
  },
  {
    agencyCode: 'A0422',
    displayName: 'Summit City Commercial Insurance',
    producerName: 'Thomas Brandt',
    producerPhones: ['2605550188'],
    addressLine1: '110 W Berry St',
    addressLine2: 'Suite 1400',
    city: 'Fort Wayne',
    state: 'IN',
    zip: '46802',
    phones: ['2605550180', '2605550181'],
    emails: ['commercial@summitcity.example.net', 'claims@summitcity.example.net'],
  },
  {
    agencyCode: 'A0530',
    displayName: 'Limestone Insurance Partners',
    producerName: 'Priscilla Nguyen',
    producerPhones: ['8125550117'],
    addressLine1: '101 W Kirkwood Ave',
    addressLine2: null,
    city: 'Bloomington',
    state: 'IN',
    zip: '47404',
    phones: ['8125550110'],
    emails: ['hello@limestonepartners.example.net'],
  },
];

const address = (line1: string | null, city: string, zip5: string, county: string, extra: Partial<AddressPlan> = {}): AddressPlan => ({
  line1,
  line2: null,
  poBox: null,
  city,
  state: 'IN',
  zip5,
  county,
  ...extra,
});

const person = (
  clientId: string,
  firstName: string,
  middleInitial: string | null,
  lastName: string,
  p: Omit<PolicyholderPlan, 'clientId' | 'displayName' | 'firstName' | 'lastName' | 'isCommercial'>,
): PolicyholderPlan => ({
  clientId,
  displayName: [firstName, middleInitial ? `${middleInitial}.` : null, lastName].filter(Boolean).join(' '),
  firstName,
  lastName,
  isCommercial: false,
  ...p,
});

const business = (
  clientId: string,
  displayName: string,
  p: Omit<PolicyholderPlan, 'clientId' | 'displayName' | 'firstName' | 'lastName' | 'isCommercial' | 'dateOfBirth'>,
): PolicyholderPlan => ({ clientId, displayName, firstName: null, lastName: null, isCommercial: true, dateOfBirth: null, ...p });

const POLICYHOLDERS: PolicyholderPlan[] = [
  person('C1000101', 'Emily', 'R', 'Carter', {
    dateOfBirth: '1984-03-14',
    taxIdLast4: '4821',
    email: 'demo@example.com',
    homePhone: '3175550163',
    workPhone: '3175550178',
    cellPhone: '3175550164',
    addresses: [address('14275 Springmill Ponds Cir', 'Carmel', '46032', 'Hamilton')],
  }),
  person('C1000102', 'Michael', 'J', 'Carter', {
    dateOfBirth: '1982-09-02',
    taxIdLast4: '7305',
    email: 'michael.carter@example.com',
    homePhone: '3175550163',
    workPhone: null,
    cellPhone: '3175550165',
    addresses: [address('14275 Springmill Ponds Cir', 'Carmel', '46032', 'Hamilton')],
  }),
  person('C1000201', 'Luis', null, 'Alvarez', {
    dateOfBirth: '1971-06-21',
    taxIdLast4: '1190',
    email: 'luis.alvarez@example.com',
    homePhone: '7655550131',
    workPhone: null,
    cellPhone: '7655550132',
    addresses: [address(null, 'Frankfort', '46041', 'Clinton', { poBox: '312' }), address('6894 W State Road 28', 'Frankfort', '46041', 'Clinton')],
  }),
  person('C1000202', 'Rosa', 'M', 'Alvarez', {
    dateOfBirth: '1974-11-08',
    taxIdLast4: '5567',
    email: null,
    homePhone: '7655550131',
    workPhone: null,
    cellPhone: '7655550133',
    addresses: [address(null, 'Frankfort', '46041', 'Clinton', { poBox: '312' })],
  }),
  person('C1000301', 'Grace', null, 'Holloway', {
    dateOfBirth: '1958-02-27',
    taxIdLast4: '3342',
    email: 'grace.holloway@example.com',
    homePhone: '8125550151',
    workPhone: null,
    cellPhone: '8125550152',
    addresses: [
      address('1820 S Woodlawn Ave', 'Bloomington', '47401', 'Monroe'),
      address('415 W 6th St', 'Bloomington', '47404', 'Monroe', { line2: 'Unit B' }),
    ],
  }),
  person('C1000401', 'Harold', 'W', 'Jensen', {
    dateOfBirth: '1963-07-19',
    taxIdLast4: '9027',
    email: 'harold.jensen@example.com',
    homePhone: '8125550184',
    workPhone: null,
    cellPhone: '8125550185',
    addresses: [address('2309 N 9th St', 'Terre Haute', '47804', 'Vigo')],
  }),
  person('C1000501', 'Priya', null, 'Raman', {
    dateOfBirth: '1990-12-05',
    taxIdLast4: '6613',
    email: 'priya.raman@example.com',
    homePhone: null,
    workPhone: '3175550121',
    cellPhone: '3175550122',
    addresses: [address('5540 N Delaware St', 'Indianapolis', '46220', 'Marion')],
  }),
  person('C1000601', 'Samuel', 'T', 'Whitfield', {
    dateOfBirth: '1997-04-30',
    taxIdLast4: '2258',
    email: 'samuel.whitfield@example.com',
    homePhone: null,
    workPhone: null,
    cellPhone: '8125550193',
    addresses: [address(null, 'Columbus', '47202', 'Bartholomew', { poBox: '1187' }), address('3311 Fairlawn Dr', 'Columbus', '47203', 'Bartholomew')],
  }),
  person('C1000701', 'Danielle', null, 'Brooks', {
    dateOfBirth: '1979-08-16',
    taxIdLast4: '4470',
    email: 'danielle.brooks@example.com',
    homePhone: '8125550136',
    workPhone: null,
    cellPhone: '8125550137',
    addresses: [address('1106 SE Riverside Dr', 'Evansville', '47713', 'Vanderburgh')],
  }),
  person('C1000901', 'Janet', 'L', 'Albright', {
    dateOfBirth: '1968-01-23',
    taxIdLast4: '8831',
    email: 'janet.albright@example.com',
    homePhone: '7655550148',
    workPhone: null,
    cellPhone: '7655550149',
    addresses: [address('2201 W University Ave', 'Muncie', '47303', 'Delaware')],
  }),
  // Has policies but no portal account: the registration journey (see README.md).
  person('C1001101', 'Marcus', 'A', 'Bell', {
    dateOfBirth: '1986-10-02',
    taxIdLast4: '5309',
    email: 'marcus.bell@example.com',
    homePhone: null,
    workPhone: null,
    cellPhone: '3175550187',
    addresses: [address('7712 Allisonville Rd', 'Indianapolis', '46250', 'Marion')],
  }),
  // Policies without a portal account for the back office's user import (docs/samples/users-import.csv).
  person('C1001201', 'Dana', null, 'Fox', {
    dateOfBirth: '1979-04-12',
    taxIdLast4: '4001',
    email: 'dana.fox@import.example.com',
    homePhone: null,
    workPhone: null,
    cellPhone: '3175550201',
    addresses: [address('1200 N Meridian St', 'Indianapolis', '46204', 'Marion')],
  }),
  person('C1001202', 'Omar', null, 'Haddad', {
    dateOfBirth: '1983-09-30',
    taxIdLast4: '4002',
    email: 'omar.haddad@import.example.com',
    homePhone: null,
    workPhone: null,
    cellPhone: '3175550202',
    addresses: [address('455 Mass Ave', 'Indianapolis', '46204', 'Marion')],
  }),
  person('C1001203', 'Lena', null, 'Novak', {
    dateOfBirth: '1991-01-22',
    taxIdLast4: '4003',
    email: 'lena.novak@import.example.com',
    homePhone: null,
    workPhone: null,
    cellPhone: '3175550203',
    addresses: [address('88 E 16th St', 'Indianapolis', '46202', 'Marion')],
  }),
  business('C2000101', 'Lake James Marine Supply LLC', {
    taxIdLast4: '6120',
    email: 'lakejames.marine@example.com',
    homePhone: null,
    workPhone: '2605550155',
    cellPhone: '2605550156',
    addresses: [address('2350 W Orland Rd', 'Angola', '46703', 'Steuben')],
  }),
  business('C2000201', 'Cedar Valley Builders Inc.', {
    taxIdLast4: '0457',
    email: 'cedarvalley.builders@example.com',
    homePhone: null,
    workPhone: '2605550162',
    cellPhone: '2605550163',
    addresses: [address('4400 Stellhorn Rd', 'Fort Wayne', '46815', 'Allen'), address(null, 'Fort Wayne', '46898', 'Allen', { poBox: '8830' })],
  }),
  business('C2000301', 'Northfield Auto & Tire Co.', {
    taxIdLast4: '3396',
    email: 'northfield.auto@example.com',
    homePhone: null,
    workPhone: '5745550119',
    cellPhone: '5745550120',
    addresses: [address('1730 Lincoln Way E', 'South Bend', '46613', 'St. Joseph')],
  }),
  // An electrical subcontractor: general contractors ask it for certificates of insurance.
  business('C2000401', 'Brightline Electric LLC', {
    taxIdLast4: '5128',
    email: 'brightline.electric@example.com',
    homePhone: null,
    workPhone: '2605550171',
    cellPhone: '2605550172',
    addresses: [address('915 Bluffton Rd', 'Fort Wayne', '46809', 'Allen')],
  }),
];

// ---------------------------------------------------------------------------------------
// Vehicles and drivers
// ---------------------------------------------------------------------------------------

interface VehicleSpec {
  vehicleNum: number;
  /** 17 characters; position 9 is replaced by the correct check digit. */
  vin: string;
  year: number;
  make: string;
  model: string;
  style: string;
  bodyTypeId?: number;
  classCode?: string;
  annualMileage?: number;
  /** Option indexes: comprehensive, collision, rental, towing. */
  options?: [number, number, number, number];
  deleteFutureEffectiveDate?: string | null;
  creditors?: CreditorPlan[];
  hasThirdPartyLoanLeaseCoverage?: boolean;
  /** Premium scale for this vehicle's coverages. */
  rate?: number;
}

const money = (n: number) => Math.round(n * 100) / 100;

function autoCoverages(options: [number, number, number, number], rate: number): CoveragePlan[] {
  const [comp, coll, rent, tow] = options;
  const list: CoveragePlan[] = [
    { coverageType: 'BI', description: 'Bodily Injury Liability', coverageLimitDescription: '$100,000/$300,000', premium: money(212 * rate) },
    { coverageType: 'PD', description: 'Property Damage Liability', coverageLimitDescription: '$100,000', premium: money(148 * rate) },
    { coverageType: 'UM', description: 'Uninsured Motorists Bodily Injury', coverageLimitDescription: '$100,000/$300,000', premium: money(31 * rate) },
    { coverageType: 'UIM', description: 'Underinsured Motorists Bodily Injury', coverageLimitDescription: '$100,000/$300,000', premium: money(18 * rate) },
    { coverageType: 'MED', description: 'Medical Payments', coverageLimitDescription: '$5,000', premium: money(22 * rate) },
  ];
  if (comp > 0) {
    list.push({
      coverageType: 'COMP',
      description: 'Comprehensive',
      coverageLimitDescription: `$${COMPREHENSIVE_DEDUCTIBLES[comp]} Deductible`,
      premium: money(96 * rate),
    });
  }
  if (coll > 0) {
    list.push({
      coverageType: 'COLL',
      description: 'Collision',
      coverageLimitDescription: `$${COLLISION_DEDUCTIBLES[coll]} Deductible`,
      premium: money(244 * rate),
    });
  }
  if (rent > 0) {
    const r = RENTAL_OPTIONS_AFTER_CUTOVER[rent]!;
    list.push({
      coverageType: 'RENT',
      description: 'Rental Reimbursement',
      coverageLimitDescription: `$${r.perDay} per day, ${r.maxDays} days maximum`,
      premium: money(19 * rate),
    });
  }
  if (tow > 0) {
    list.push({ coverageType: 'TOW', description: 'Towing and Labor', coverageLimitDescription: `$${TOWING_AND_LABOR_LIMITS[tow]}`, premium: money(8 * rate) });
  }
  return list;
}

function vehicle(v: VehicleSpec): VehiclePlan {
  const options = v.options ?? [5, 2, 1, 3];
  return {
    vehicleNum: v.vehicleNum,
    vin: withVinCheckDigit(v.vin),
    year: v.year,
    make: v.make,
    model: v.model,
    style: v.style,
    bodyTypeId: v.bodyTypeId ?? 4,
    classCode: v.classCode ?? '1A',
    annualMileage: v.annualMileage ?? 12000,
    loanOrLease: (v.creditors ?? []).length > 0,
    hasThirdPartyLoanLeaseCoverage: v.hasThirdPartyLoanLeaseCoverage ?? false,
    comprehensive: options[0],
    collision: options[1],
    rentalReimbursement: options[2],
    towingAndLabor: options[3],
    comprehensiveDeductible: COMPREHENSIVE_DEDUCTIBLES[options[0]]!,
    collisionDeductible: COLLISION_DEDUCTIBLES[options[1]]!,
    deleteFutureEffectiveDate: v.deleteFutureEffectiveDate ?? null,
    coverages: autoCoverages(options, v.rate ?? 1),
    creditors: v.creditors ?? [],
  };
}

const lienholder = (
  creditorNum: number,
  businessName: string,
  a: { houseNumber?: string; streetName?: string; aptNum?: string; poBox?: string; city: string; state: string; zip: string; county: string },
): CreditorPlan => ({
  creditorNum,
  creditorType: CreditorType.Company,
  businessName,
  firstName: null,
  lastName: null,
  houseNumber: a.houseNumber ?? null,
  aptNum: a.aptNum ?? null,
  streetName: a.streetName ?? null,
  poBox: a.poBox ?? null,
  city: a.city,
  stateId: stateIdOf(a.state),
  zip: a.zip,
  county: a.county,
});

const lossPayee = (
  creditorNum: number,
  firstName: string,
  lastName: string,
  a: { houseNumber: string; streetName: string; aptNum?: string; city: string; state: string; zip: string; county: string },
): CreditorPlan => ({
  creditorNum,
  creditorType: CreditorType.Person,
  businessName: null,
  firstName,
  lastName,
  houseNumber: a.houseNumber,
  aptNum: a.aptNum ?? null,
  streetName: a.streetName,
  poBox: null,
  city: a.city,
  stateId: stateIdOf(a.state),
  zip: a.zip,
  county: a.county,
});

const driver = (
  driverNum: number,
  firstName: string,
  lastName: string,
  birthDate: string,
  licenseNumber: string,
  relationshipTypeId: number,
  more: Partial<DriverPlan> = {},
): DriverPlan => ({
  driverNum,
  firstName,
  middleInitial: null,
  lastName,
  suffix: null,
  birthDate,
  gender: 2,
  maritalStatus: 'married',
  licenseNumber,
  licenseState: 'IN',
  relationshipTypeId,
  deleteFutureEffectiveDate: null,
  ...more,
});

// ---------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------

const FORMS: Record<string, [string, string][]> = {
  PPA: [
    ['HMA 1000 01 23', 'Personal Auto Policy'],
    ['HMA 1010 01 23', 'Amendment of Policy Provisions - Indiana'],
    ['HMA 1021 01 23', 'Uninsured Motorists Coverage - Indiana'],
    ['HMA 1022 01 23', 'Underinsured Motorists Coverage - Indiana'],
    ['HMA 1030 01 23', 'Medical Payments Coverage'],
    ['HMA 1040 12 23', 'Rental Reimbursement Coverage'],
    ['HMA 1041 01 23', 'Towing and Labor Costs Coverage'],
    ['HMA 1050 01 23', 'Loss Payable Clause'],
    ['HMA 1055 01 23', 'Auto Loan/Lease Coverage'],
    ['HMA 1060 12 23', 'Auto Enhancement Endorsement'],
    ['HMA 1075 01 23', 'Joint Ownership Coverage'],
    ['HMA 1080 01 23', 'Miscellaneous Type Vehicle Endorsement'],
    ['HMA 1090 01 23', 'Privacy Notice'],
    ['HMA 1095 01 23', 'Notice of Information Practices'],
  ],
  HOM: [
    ['HMH 3000 05 22', 'Homeowners 3 - Special Form'],
    ['HMH 3010 05 22', 'Special Provisions - Indiana'],
    ['HMH 3040 05 22', 'Scheduled Personal Property Endorsement'],
    ['HMH 3050 05 22', 'Water Back-Up and Sump Discharge or Overflow'],
    ['HMH 3060 05 22', 'Identity Fraud Expense Coverage'],
    ['HMH 3090 05 22', 'Privacy Notice'],
  ],
};

function genericForms(prefix: PolicyPrefix): [string, string][] {
  const line = POLICY_LINES[prefix];
  const code = `HM${prefix[0]}`;
  return [
    [`${code} ${prefix} 0001 01 22`, `${line} Policy Jacket`],
    [`${code} ${prefix} 0100 01 22`, `${line} Coverage Form`],
    [`${code} ${prefix} 0190 01 22`, 'Privacy Notice'],
  ];
}

function documents(
  key: string,
  prefix: PolicyPrefix,
  declarations: { description: string; printDate: string }[],
  formsPrintDate: string,
  formCount?: number,
): DocumentPlan[] {
  const forms = (FORMS[prefix] ?? genericForms(prefix)).slice(0, formCount);
  return [
    ...declarations.map((d, i) => ({
      kind: DocumentKind.Declaration,
      description: d.description,
      formNumber: `${prefix} DEC`,
      printDate: d.printDate,
      printUrl: demoPrintToken(`${key}:dec:${i}`),
    })),
    ...forms.map(([formNumber, description], i) => ({
      kind: DocumentKind.Form,
      description,
      formNumber,
      printDate: formsPrintDate,
      printUrl: demoPrintToken(`${key}:form:${i}`),
    })),
  ];
}

function idCards(key: string, vehicles: VehiclePlan[], printDate: string): IdCardPlan[] {
  return vehicles.map((v) => ({
    vehicleNum: v.vehicleNum,
    year: v.year,
    make: v.make,
    model: v.model,
    printDate,
    printUrl: demoPrintToken(`${key}:card:${v.vehicleNum}`),
  }));
}

// ---------------------------------------------------------------------------------------
// Policies
// ---------------------------------------------------------------------------------------

interface PolicySpec {
  policyNumber: string;
  term?: 'current' | 'renewal';
  status: PolicyStatus;
  effectiveDate: string;
  termMonths: 6 | 12;
  cancellationDate?: string;
  company: string;
  holder: string;
  secondaryHolder?: string;
  agency: string;
  billingAccount?: string;
  renewalOf?: string;
  plan: PaymentPlanKey;
  termPremium: number;
  pastDue?: boolean;
  policyImageNum?: number;
  hasAutoEnhancement?: boolean;
  hasAutoPlusEnhancement?: boolean;
  pendingEndorsement?: { imageNum: number; transactionDate: string; isMP: boolean };
  noticeOfCancellation?: boolean;
  packageParts?: { number: number; name: string }[];
  vehicles?: VehiclePlan[];
  drivers?: DriverPlan[];
  documents?: (key: string, effectiveDate: string) => DocumentPlan[];
  idCards?: (key: string, vehicles: VehiclePlan[], effectiveDate: string) => IdCardPlan[];
  claims?: ClaimPlan[];
}

/**
 * The payment number printed on a policy's bills: 5, the seven digits of the policy number,
 * and two check digits over the whole policy number (so each prefix gets its own).
 */
export function demoPaymentNumber(policyNumber: string): string {
  const digits = policyNumber.slice(3);
  const check = [...policyNumber].reduce((sum, c, i) => (sum * 31 + c.charCodeAt(0) * (i + 1)) % 97, 7);
  return `5${digits}${String(check).padStart(2, '0')}`;
}

function buildPolicy(s: PolicySpec, today: string): PolicyPlan {
  const prefix = s.policyNumber.slice(0, 3) as PolicyPrefix;
  const key = `${s.policyNumber}:${s.term ?? 'current'}`;
  const plan = PAYMENT_PLANS[s.plan];
  const installments = (plan.installmentsPerYear * s.termMonths) / 12;
  const ledger = buildLedger({
    effectiveDate: s.effectiveDate,
    termMonths: s.termMonths,
    termPremium: s.termPremium,
    installments,
    today,
    pastDue: s.pastDue,
    cancellationDate: s.cancellationDate ?? null,
    recurring: plan.recurring,
  });
  const endDate = addMonths(s.effectiveDate, s.termMonths);
  const changeable = prefix === 'PPA' && s.status === PolicyStatus.InForce;
  const earliestChange = s.effectiveDate > today ? s.effectiveDate : today;
  const latestChange = addDays(today, 30) < endDate ? addDays(today, 30) : addDays(endDate, -1);
  const vehicles = s.vehicles ?? [];
  return {
    key,
    policyNumber: s.policyNumber,
    paymentNumber: demoPaymentNumber(s.policyNumber),
    policyImageNum: s.policyImageNum ?? 1,
    versionId: 1,
    type: POLICY_LINES[prefix],
    status: s.status,
    effectiveDate: s.effectiveDate,
    endDate,
    cancellationDate: s.cancellationDate ?? null,
    companyName: s.company,
    holderClientId: s.holder,
    secondaryHolderClientId: s.secondaryHolder ?? null,
    agencyCode: s.agency,
    billingAccountNumber: s.billingAccount ?? null,
    renewalOfKey: s.renewalOf ?? null,
    paymentPlan: plan.name,
    paymentPlanId: plan.id,
    autoPay: plan.recurring,
    termPremium: s.termPremium,
    nextDueDate: ledger.nextDueDate,
    nextDueAmount: ledger.nextDueAmount,
    outstandingBalance: ledger.outstandingBalance,
    outstandingBalanceDueDate: ledger.outstandingBalanceDueDate,
    payInFullAmount: ledger.payInFullAmount,
    lastPaymentAmount: ledger.lastPaymentAmount,
    lastPaymentDate: ledger.lastPaymentDate,
    minimumEffectiveDate: changeable ? earliestChange : null,
    maximumEffectiveDate: changeable ? latestChange : null,
    hasAutoEnhancement: s.hasAutoEnhancement ?? false,
    hasAutoPlusEnhancement: s.hasAutoPlusEnhancement ?? false,
    hasPendingEndorsement: Boolean(s.pendingEndorsement),
    isPendingEndorsementMP: s.pendingEndorsement?.isMP ?? false,
    pendingEndorsementPolicyImageNum: s.pendingEndorsement?.imageNum ?? null,
    pendingEndorsementTransactionDate: s.pendingEndorsement?.transactionDate ?? null,
    isPolicyInNoticeOfCancellation: s.noticeOfCancellation ?? false,
    packageParts: s.packageParts ?? [],
    liabilityLimits: liabilityLimitsFor(prefix),
    vehicles,
    drivers: s.drivers ?? [],
    documents: s.documents
      ? s.documents(key, s.effectiveDate)
      : documents(key, prefix, [{ description: 'Declarations - New Business', printDate: addDays(s.effectiveDate, -21) }], addDays(s.effectiveDate, -21)),
    idCards: s.idCards ? s.idCards(key, vehicles, s.effectiveDate) : [],
    billingItems: ledger.items,
    claims: s.claims ?? [],
  };
}

const adjuster = (name: string, email: string, phone: string) => ({
  representativeName: name,
  representativeEmail: email,
  representativePhone: phone,
});

const NO_ADJUSTER = { representativeName: null, representativeEmail: null, representativePhone: null };

/**
 * The demo book of business. Everything is fixed except dates, which are offsets from the
 * day of `now` (UTC) so that due, renewal and maintenance states hold whenever it is seeded.
 * `paymentHistory: false` leaves out the earlier terms' billing items (payment-history.ts).
 */
export function buildDemoPlan(now: Date = new Date(), options: { paymentHistory?: boolean } = {}): DemoPlan {
  const today = isoDate(now);
  const day = (offset: number) => addDays(today, offset);
  /** A term whose installment k (monthly) falls on `anchor`. */
  const monthsBefore = (anchor: string, months: number) => addMonths(anchor, -months);

  // --- Emily Carter, the main demo customer -------------------------------------------
  const carterRav4 = vehicle({
    vehicleNum: 1,
    vin: '2T3P1RFV0MC148372',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    style: 'XLE 4D SUV AWD',
    bodyTypeId: 4,
    classCode: '1A',
    annualMileage: 13500,
    options: [5, 2, 2, 3],
    rate: 1.12,
    creditors: [lienholder(1, 'Prairie Trails Federal Credit Union', { poBox: '4410', city: 'Indianapolis', state: 'IN', zip: '46244', county: 'Marion' })],
    hasThirdPartyLoanLeaseCoverage: false,
  });
  const carterOdyssey = vehicle({
    vehicleNum: 2,
    vin: '5FNRL6H70KB062914',
    year: 2019,
    make: 'Honda',
    model: 'Odyssey',
    style: 'EX-L 4D Van',
    bodyTypeId: 6,
    classCode: '1A',
    annualMileage: 9800,
    options: [4, 2, 1, 3],
    rate: 1.04,
    creditors: [
      lossPayee(1, 'Robert', 'Carter', { houseNumber: '918', streetName: 'E Main St', city: 'Greenfield', state: 'IN', zip: '46140', county: 'Hancock' }),
    ],
  });
  const carterF150 = vehicle({
    vehicleNum: 3,
    vin: '1FTFW1ET0CFA31875',
    year: 2012,
    make: 'Ford',
    model: 'F-150',
    style: 'XLT SuperCrew 4WD',
    bodyTypeId: 9,
    classCode: '1B',
    annualMileage: 4200,
    options: [3, 0, 0, 3],
    rate: 0.86,
    deleteFutureEffectiveDate: day(9),
  });
  const carterDrivers = [
    driver(1, 'Emily', 'Carter', '1984-03-14', '4821079316', 5, { middleInitial: 'R' }),
    driver(2, 'Michael', 'Carter', '1982-09-02', '7305126648', 8, { middleInitial: 'J', gender: 1 }),
    driver(3, 'Ava', 'Carter', '2006-05-11', '3390471182', 2, { maritalStatus: 'single' }),
    driver(4, 'Noah', 'Carter', '2003-10-27', '5148820375', 2, { gender: 1, maritalStatus: 'single', deleteFutureEffectiveDate: day(9) }),
  ];
  // Installment 6 of the six-month term falls due in 4 days: soon due. The term ends a
  // month later, so its renewal has been issued (Future).
  const ppa101Effective = monthsBefore(day(4), 5);
  const ppa101End = addMonths(ppa101Effective, 6);
  const demoClaims101: ClaimPlan[] = [
    {
      claimNumber: '1004582',
      type: 'Auto',
      lossDate: day(-212),
      status: 'Closed',
      description: 'Rear-ended at a stop light on Keystone Pkwy; bumper and tailgate replaced.',
      ...adjuster('Marcus Reed', 'marcus.reed@harbormutual.example.com', '3175550211'),
    },
    {
      claimNumber: '1004977',
      type: 'Auto',
      lossDate: day(-26),
      status: 'Open',
      description: 'Deer strike on State Road 37 at dusk; front end damage, vehicle drivable.',
      ...adjuster('Alicia Moreno', 'alicia.moreno@harbormutual.example.com', '3175550214'),
    },
  ];
  const ppa101 = buildPolicy(
    {
      policyNumber: 'PPA1000101',
      status: PolicyStatus.InForce,
      effectiveDate: ppa101Effective,
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000101',
      agency: 'A0101',
      plan: 'monthlyCard',
      termPremium: 1428.6,
      policyImageNum: 3,
      hasAutoEnhancement: true,
      vehicles: [carterRav4, carterOdyssey, carterF150],
      drivers: carterDrivers,
      documents: (key, eff) =>
        documents(
          key,
          'PPA',
          [
            { description: 'Declarations - Renewal', printDate: addDays(eff, -30) },
            { description: 'Declarations - Change: vehicle added', printDate: addDays(eff, 41) },
            { description: 'Declarations - Change: driver added', printDate: addDays(eff, 97) },
          ],
          addDays(eff, -30),
        ),
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -30)),
      claims: demoClaims101,
    },
    today,
  );
  const ppa101Renewal = buildPolicy(
    {
      policyNumber: 'PPA1000101',
      term: 'renewal',
      status: PolicyStatus.Future,
      effectiveDate: ppa101End,
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000101',
      agency: 'A0101',
      plan: 'monthlyCard',
      termPremium: 1396.2,
      renewalOf: 'PPA1000101:current',
      hasAutoEnhancement: true,
      vehicles: [carterRav4, carterOdyssey].map((v) => ({ ...v, deleteFutureEffectiveDate: null })),
      drivers: carterDrivers.slice(0, 3),
      documents: (key, eff) => documents(key, 'PPA', [{ description: 'Declarations - Renewal', printDate: addDays(eff, -44) }], addDays(eff, -44), 6),
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -44)),
    },
    today,
  );

  // Account bill: HOM (primary), PPA and PUP, all effective on one day; next installments
  // are due in 25 days and not billed yet, so the account owes nothing now but has a
  // pay-in-full amount.
  const accountEffective = monthsBefore(day(25), 3);
  const outback = vehicle({
    vehicleNum: 1,
    vin: '4S4BSAFC0H3215506',
    year: 2017,
    make: 'Subaru',
    model: 'Outback',
    style: '2.5i Premium 4D Wagon AWD',
    bodyTypeId: 5,
    annualMileage: 11000,
    options: [5, 2, 1, 2],
    rate: 0.94,
  });
  const ppa102 = buildPolicy(
    {
      policyNumber: 'PPA1000102',
      status: PolicyStatus.InForce,
      effectiveDate: accountEffective,
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000101',
      agency: 'A0101',
      billingAccount: '7700412835',
      plan: 'monthlyEft',
      termPremium: 688.2,
      vehicles: [outback],
      drivers: [carterDrivers[0]!],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
      claims: [
        {
          claimNumber: 'P1005302',
          type: 'Auto',
          lossDate: day(-2),
          status: 'Pending',
          description: 'Windshield cracked by a stone on I-465; reported online.',
          ...NO_ADJUSTER,
        },
      ],
    },
    today,
  );
  const hom101 = buildPolicy(
    {
      policyNumber: 'HOM2000101',
      status: PolicyStatus.InForce,
      effectiveDate: accountEffective,
      termMonths: 12,
      company: COMPANY.property,
      holder: 'C1000101',
      secondaryHolder: 'C1000102',
      agency: 'A0101',
      billingAccount: '7700412835',
      plan: 'monthlyEft',
      termPremium: 1842.0,
      documents: (key, eff) =>
        documents(
          key,
          'HOM',
          [
            { description: 'Declarations - Renewal', printDate: addDays(eff, -30) },
            { description: 'Declarations - Change: scheduled jewelry added', printDate: addDays(eff, 18) },
          ],
          addDays(eff, -30),
        ),
      claims: [
        {
          claimNumber: '1005120',
          type: 'Property',
          lossDate: day(-41),
          status: 'Open',
          description: 'Hail damage to roof shingles and gutters.',
          ...adjuster('Denise Park', 'denise.park@harbormutual.example.com', '3175550227'),
        },
      ],
    },
    today,
  );
  const pup101 = buildPolicy(
    {
      policyNumber: 'PUP3000101',
      status: PolicyStatus.InForce,
      effectiveDate: accountEffective,
      termMonths: 12,
      company: COMPANY.property,
      holder: 'C1000101',
      secondaryHolder: 'C1000102',
      agency: 'A0101',
      billingAccount: '7700412835',
      plan: 'monthlyEft',
      termPremium: 312.0,
    },
    today,
  );

  // Past due: installment 3 fell due 12 days ago and is unpaid; notice of cancellation.
  const civic = vehicle({
    vehicleNum: 1,
    vin: '19XFB2F50FE204481',
    year: 2015,
    make: 'Honda',
    model: 'Civic',
    style: 'LX 4D Sedan',
    bodyTypeId: 2,
    annualMileage: 7500,
    options: [4, 2, 0, 1],
    rate: 1.31,
  });
  const ppa103 = buildPolicy(
    {
      policyNumber: 'PPA1000103',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(-12), 2),
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000101',
      agency: 'A0530',
      plan: 'monthlyDirect',
      termPremium: 1104.0,
      pastDue: true,
      noticeOfCancellation: true,
      vehicles: [civic],
      drivers: [carterDrivers[0]!, { ...carterDrivers[2]!, driverNum: 2 }],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );

  // History (shown as Cancelled): the old sedan, cancelled when sold.
  const malibu = vehicle({
    vehicleNum: 1,
    vin: '1G1ZC5EB0AF118204',
    year: 2010,
    make: 'Chevrolet',
    model: 'Malibu',
    style: 'LT 4D Sedan',
    bodyTypeId: 2,
    options: [3, 1, 0, 0],
    rate: 0.78,
  });
  const ppa098Effective = monthsBefore(day(-61), 12);
  const ppa098 = buildPolicy(
    {
      policyNumber: 'PPA1000098',
      status: PolicyStatus.History,
      effectiveDate: ppa098Effective,
      termMonths: 12,
      cancellationDate: addDays(ppa098Effective, 143),
      company: COMPANY.auto,
      holder: 'C1000101',
      agency: 'A0101',
      plan: 'semiAnnual',
      termPremium: 964.0,
      vehicles: [malibu],
      drivers: [carterDrivers[0]!],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
      claims: [
        {
          claimNumber: '1003311',
          type: 'Auto',
          lossDate: addDays(ppa098Effective, 37),
          status: 'Closed',
          description: 'Parked car sideswiped in a grocery store lot; other driver at fault.',
          ...adjuster('Marcus Reed', 'marcus.reed@harbormutual.example.com', '3175550211'),
        },
      ],
    },
    today,
  );

  // --- Luis and Rosa Alvarez: farm ----------------------------------------------------
  const alvarezRam = vehicle({
    vehicleNum: 1,
    vin: '3C6UR5CL0LG204716',
    year: 2020,
    make: 'Ram',
    model: '2500',
    style: 'Big Horn Crew Cab 4WD',
    bodyTypeId: 9,
    classCode: '1F',
    annualMileage: 16000,
    options: [5, 3, 1, 5],
    rate: 1.2,
    creditors: [
      lienholder(1, 'First Farmers Bank & Trust', {
        houseNumber: '123',
        streetName: 'N Jackson St',
        city: 'Frankfort',
        state: 'IN',
        zip: '46041',
        county: 'Clinton',
      }),
    ],
  });
  const alvarezEquinox = vehicle({
    vehicleNum: 2,
    vin: '2GNALCEK0G6301558',
    year: 2016,
    make: 'Chevrolet',
    model: 'Equinox',
    style: 'LT 4D SUV FWD',
    bodyTypeId: 4,
    annualMileage: 9000,
    options: [4, 2, 0, 3],
    rate: 0.9,
  });
  const far101 = buildPolicy(
    {
      policyNumber: 'FAR4000101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(38), 6),
      termMonths: 12,
      company: COMPANY.farm,
      holder: 'C1000201',
      secondaryHolder: 'C1000202',
      agency: 'A0315',
      plan: 'quarterly',
      termPremium: 4380.0,
      claims: [
        {
          claimNumber: '1004410',
          type: 'Property',
          lossDate: day(-160),
          status: 'Closed',
          description: 'Wind tore metal roofing panels off the machine shed.',
          ...adjuster('Gary Lindstrom', 'gary.lindstrom@harbormutual.example.com', '7655550231'),
        },
      ],
    },
    today,
  );
  const fup101 = buildPolicy(
    {
      policyNumber: 'FUP4100101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(38), 6),
      termMonths: 12,
      company: COMPANY.farm,
      holder: 'C1000201',
      secondaryHolder: 'C1000202',
      agency: 'A0315',
      plan: 'annual',
      termPremium: 525.0,
    },
    today,
  );
  const ppa201 = buildPolicy(
    {
      policyNumber: 'PPA1000201',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(17), 4),
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000201',
      secondaryHolder: 'C1000202',
      agency: 'A0315',
      plan: 'monthlyEft',
      termPremium: 1215.0,
      hasAutoEnhancement: true,
      vehicles: [alvarezRam, alvarezEquinox],
      drivers: [
        driver(1, 'Luis', 'Alvarez', '1971-06-21', '1190457823', 5, { gender: 1 }),
        driver(2, 'Rosa', 'Alvarez', '1974-11-08', '5567310942', 8, { middleInitial: 'M' }),
        driver(3, 'Mateo', 'Alvarez', '2004-02-14', '6021583347', 2, { gender: 1, maritalStatus: 'single' }),
      ],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );

  // --- Grace Holloway: home, rental dwelling, pending inland marine --------------------
  const hom301 = buildPolicy(
    {
      policyNumber: 'HOM2000301',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(140), 12),
      termMonths: 12,
      company: COMPANY.property,
      holder: 'C1000301',
      agency: 'A0530',
      plan: 'annual',
      termPremium: 1396.0,
    },
    today,
  );
  const dfr301 = buildPolicy(
    {
      policyNumber: 'DFR5000301',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(55), 6),
      termMonths: 12,
      company: COMPANY.property,
      holder: 'C1000301',
      agency: 'A0530',
      plan: 'semiAnnual',
      termPremium: 872.0,
      claims: [
        {
          claimNumber: '1004868',
          type: 'Property',
          lossDate: day(-73),
          status: 'Open',
          description: 'Tenant reported a burst supply line under the kitchen sink.',
          ...adjuster('Denise Park', 'denise.park@harbormutual.example.com', '3175550227'),
        },
      ],
    },
    today,
  );
  const pim301 = buildPolicy(
    {
      policyNumber: 'PIM6000301',
      status: PolicyStatus.Pending,
      effectiveDate: day(12),
      termMonths: 12,
      company: COMPANY.property,
      holder: 'C1000301',
      agency: 'A0530',
      plan: 'annual',
      termPremium: 214.0,
    },
    today,
  );

  // --- Harold Jensen: auto with the top bundle, personal accident ---------------------
  const ppa401 = buildPolicy(
    {
      policyNumber: 'PPA1000401',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(52), 6),
      termMonths: 12,
      company: COMPANY.auto,
      holder: 'C1000401',
      agency: 'A0207',
      plan: 'quarterly',
      termPremium: 2140.0,
      hasAutoPlusEnhancement: true,
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: 'JF2SKAJC0NH417720',
          year: 2022,
          make: 'Subaru',
          model: 'Forester',
          style: 'Premium 4D SUV AWD',
          bodyTypeId: 4,
          annualMileage: 10500,
          options: [5, 2, 3, 4],
          rate: 1.05,
          creditors: [
            lienholder(1, 'Wabash Valley Savings Bank', {
              houseNumber: '700',
              streetName: 'Wabash Ave',
              city: 'Terre Haute',
              state: 'IN',
              zip: '47807',
              county: 'Vigo',
            }),
          ],
          hasThirdPartyLoanLeaseCoverage: true,
        }),
        vehicle({
          vehicleNum: 2,
          vin: '5GAEVBKW0JJ156203',
          year: 2018,
          make: 'Buick',
          model: 'Enclave',
          style: 'Essence 4D SUV AWD',
          bodyTypeId: 4,
          annualMileage: 8000,
          options: [5, 2, 3, 4],
          rate: 0.98,
        }),
      ],
      drivers: [
        driver(1, 'Harold', 'Jensen', '1963-07-19', '9027315564', 5, { middleInitial: 'W', gender: 1 }),
        driver(2, 'Margaret', 'Jensen', '1965-03-02', '2290847713', 8),
      ],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );
  const acc401 = buildPolicy(
    {
      policyNumber: 'ACC8000401',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(80), 12),
      termMonths: 12,
      company: COMPANY.accident,
      holder: 'C1000401',
      agency: 'A0207',
      plan: 'annual',
      termPremium: 180.0,
    },
    today,
  );

  // --- Priya Raman: one car, paid in full (zero balance) ------------------------------
  const ppa501 = buildPolicy(
    {
      policyNumber: 'PPA1000501',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(200), 12),
      termMonths: 12,
      company: COMPANY.auto,
      holder: 'C1000501',
      agency: 'A0101',
      plan: 'annual',
      termPremium: 1288.0,
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: '5NMJB3AE0PH254109',
          year: 2023,
          make: 'Hyundai',
          model: 'Tucson',
          style: 'SEL 4D SUV AWD',
          bodyTypeId: 4,
          annualMileage: 7000,
          options: [5, 2, 1, 3],
          rate: 1.1,
        }),
      ],
      drivers: [driver(1, 'Priya', 'Raman', '1990-12-05', '6613208459', 5, { maritalStatus: 'single' })],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );

  // --- Samuel Whitfield: new business still Pending ----------------------------------
  const ppa601 = buildPolicy(
    {
      policyNumber: 'PPA1000601',
      status: PolicyStatus.Pending,
      effectiveDate: day(10),
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000601',
      agency: 'A0101',
      plan: 'monthlyCard',
      termPremium: 1194.0,
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: '4T1G11AK0RU312845',
          year: 2024,
          make: 'Toyota',
          model: 'Camry',
          style: 'SE 4D Sedan',
          bodyTypeId: 2,
          annualMileage: 14000,
          options: [5, 2, 1, 3],
          rate: 1.36,
          creditors: [lienholder(1, 'Keystone Auto Finance', { poBox: '9012', city: 'Carmel', state: 'IN', zip: '46082', county: 'Hamilton' })],
        }),
      ],
      drivers: [driver(1, 'Samuel', 'Whitfield', '1997-04-30', '2258671930', 5, { middleInitial: 'T', gender: 1, maritalStatus: 'single' })],
      idCards: (key, vehicles) => idCards(key, vehicles, day(-3)),
    },
    today,
  );

  // --- Danielle Brooks: cancelled home, current auto ---------------------------------
  const hom701Effective = monthsBefore(day(-30), 12);
  const hom701 = buildPolicy(
    {
      policyNumber: 'HOM2000701',
      status: PolicyStatus.History,
      effectiveDate: hom701Effective,
      termMonths: 12,
      cancellationDate: addDays(hom701Effective, 210),
      company: COMPANY.property,
      holder: 'C1000701',
      agency: 'A0207',
      plan: 'quarterly',
      termPremium: 1512.0,
    },
    today,
  );
  const ppa701 = buildPolicy(
    {
      policyNumber: 'PPA1000701',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(44), 3),
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000701',
      agency: 'A0207',
      plan: 'monthlyDirect',
      termPremium: 986.0,
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: '1C4RJFBG0KC719362',
          year: 2019,
          make: 'Jeep',
          model: 'Grand Cherokee',
          style: 'Limited 4D SUV 4WD',
          bodyTypeId: 4,
          annualMileage: 12500,
          options: [5, 2, 1, 3],
          rate: 1.08,
        }),
      ],
      drivers: [
        driver(1, 'Danielle', 'Brooks', '1979-08-16', '4470192836', 5, { maritalStatus: 'divorced' }),
        driver(2, 'Jordan', 'Brooks', '2007-01-09', '8842016657', 2, { gender: 1, maritalStatus: 'single' }),
      ],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );

  // --- Janet Albright: a change already pending (Make a Change is blocked) ------------
  const ppa901 = buildPolicy(
    {
      policyNumber: 'PPA1000901',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(66), 4),
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1000901',
      agency: 'A0530',
      plan: 'monthlyEft',
      termPremium: 842.0,
      policyImageNum: 2,
      pendingEndorsement: { imageNum: 3, transactionDate: day(-3), isMP: false },
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: '2T1BURHE0JC047391',
          year: 2018,
          make: 'Toyota',
          model: 'Corolla',
          style: 'LE 4D Sedan',
          bodyTypeId: 2,
          annualMileage: 6000,
          options: [4, 2, 0, 2],
          rate: 0.88,
        }),
      ],
      drivers: [driver(1, 'Janet', 'Albright', '1968-01-23', '8831450296', 5, { middleInitial: 'L', maritalStatus: 'widowed' })],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );

  // --- Marcus Bell: policies without a portal account (registration journey) ----------
  const ppa1101 = buildPolicy(
    {
      policyNumber: 'PPA1001101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(21), 2),
      termMonths: 6,
      company: COMPANY.auto,
      holder: 'C1001101',
      agency: 'A0101',
      plan: 'monthlyEft',
      termPremium: 1062.0,
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: '1HGCV1F30MA038215',
          year: 2021,
          make: 'Honda',
          model: 'Accord',
          style: 'Sport 4D Sedan',
          bodyTypeId: 2,
          annualMileage: 12000,
          options: [5, 2, 1, 3],
          rate: 1.02,
        }),
      ],
      drivers: [
        driver(1, 'Marcus', 'Bell', '1986-10-02', '6207418853', 5, { middleInitial: 'A', gender: 1 }),
        driver(2, 'Tanya', 'Bell', '1988-05-19', '4418302967', 8),
      ],
      idCards: (key, vehicles, eff) => idCards(key, vehicles, addDays(eff, -21)),
    },
    today,
  );
  const hom1101 = buildPolicy(
    {
      policyNumber: 'HOM2001101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(21), 5),
      termMonths: 12,
      company: COMPANY.property,
      holder: 'C1001101',
      agency: 'A0101',
      plan: 'monthlyEft',
      termPremium: 1284.0,
    },
    today,
  );

  // --- Policies without an account for the user import (docs/samples/users-import.csv) ---
  const importPolicies = ['C1001201', 'C1001202', 'C1001203'].map((holder, i) =>
    buildPolicy(
      {
        policyNumber: `HOM20012${String(i + 1).padStart(2, '0')}`,
        status: PolicyStatus.InForce,
        effectiveDate: monthsBefore(day(21), 5),
        termMonths: 12,
        company: COMPANY.property,
        holder,
        agency: 'A0101',
        plan: 'monthlyEft',
        termPremium: 1284.0,
      },
      today,
    ),
  );

  // --- Commercial: Lake James Marine Supply -------------------------------------------
  const bop101 = buildPolicy(
    {
      policyNumber: 'BOP7000101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(95), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000101',
      agency: 'A0422',
      plan: 'quarterly',
      termPremium: 3260.0,
    },
    today,
  );
  const cim101 = buildPolicy(
    {
      policyNumber: 'CIM7100101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(95), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000101',
      agency: 'A0422',
      plan: 'annual',
      termPremium: 940.0,
      claims: [
        {
          claimNumber: '1004726',
          type: 'Property',
          lossDate: day(-58),
          status: 'Closed',
          description: 'Outboard motor stolen from a customer delivery trailer.',
          ...adjuster('Kevin Walsh', 'kevin.walsh@harbormutual.example.com', '2605550240'),
        },
      ],
    },
    today,
  );
  const crm101 = buildPolicy(
    {
      policyNumber: 'CRM7200101',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(95), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000101',
      agency: 'A0422',
      plan: 'annual',
      termPremium: 410.0,
    },
    today,
  );

  // --- Commercial: Cedar Valley Builders ----------------------------------------------
  const capVehicles = [
    vehicle({
      vehicleNum: 1,
      vin: '1FT7W2BT0NEC48215',
      year: 2022,
      make: 'Ford',
      model: 'F-250 Super Duty',
      style: 'XL Crew Cab 4WD',
      bodyTypeId: 9,
      classCode: '014',
      annualMileage: 22000,
      options: [5, 3, 0, 5],
      rate: 1.6,
    }),
    vehicle({
      vehicleNum: 2,
      vin: '1FTBR1C80MKA70412',
      year: 2021,
      make: 'Ford',
      model: 'Transit',
      style: '250 Cargo Van',
      bodyTypeId: 7,
      classCode: '014',
      annualMileage: 18000,
      options: [5, 3, 0, 5],
      rate: 1.4,
    }),
  ];
  const cap201 = buildPolicy(
    {
      policyNumber: 'CAP7400201',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(120), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000201',
      agency: 'A0422',
      plan: 'quarterly',
      termPremium: 6240.0,
      vehicles: capVehicles,
      drivers: [
        driver(1, 'Rachel', 'Moreno', '1980-04-12', '5520913378', 6),
        driver(2, 'Tyler', 'Grant', '1992-09-30', '7714025589', 6, { gender: 1, maritalStatus: 'single' }),
      ],
      idCards: (key, vehicles, eff) => [
        ...idCards(key, vehicles, addDays(eff, -21)),
        // Any-auto card for hired and non-owned vehicles: year 0, not listed among ID cards.
        {
          vehicleNum: null,
          year: 0,
          make: 'ANY AUTO',
          model: 'Hired and Non-Owned',
          printDate: addDays(eff, -21),
          printUrl: demoPrintToken(`${key}:card:any`),
        },
      ],
    },
    today,
  );
  const cgl201 = buildPolicy(
    {
      policyNumber: 'CGL7300201',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(120), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000201',
      agency: 'A0422',
      plan: 'quarterly',
      termPremium: 5120.0,
      claims: [
        {
          claimNumber: '1004655',
          type: 'Liability',
          lossDate: day(-95),
          status: 'Open',
          description: "Neighbor's fence damaged by an excavator at a job site.",
          ...adjuster('Kevin Walsh', 'kevin.walsh@harbormutual.example.com', '2605550240'),
        },
      ],
    },
    today,
  );
  const wcp201 = buildPolicy(
    {
      policyNumber: 'WCP7500201',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(120), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000201',
      agency: 'A0422',
      plan: 'quarterly',
      termPremium: 8420.0,
    },
    today,
  );
  const cup201 = buildPolicy(
    {
      policyNumber: 'CUP7600201',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(120), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000201',
      agency: 'A0422',
      plan: 'annual',
      termPremium: 1650.0,
    },
    today,
  );

  // --- Commercial: Northfield Auto & Tire (garage, package with a Garage part) ---------
  const gar301 = buildPolicy(
    {
      policyNumber: 'GAR7700301',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(70), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000301',
      agency: 'A0422',
      plan: 'quarterly',
      termPremium: 4870.0,
      vehicles: [
        vehicle({
          vehicleNum: 1,
          vin: '1GC1KVEG0HF182263',
          year: 2017,
          make: 'Chevrolet',
          model: 'Silverado 2500HD',
          style: 'LT Crew Cab 4WD',
          bodyTypeId: 9,
          classCode: '014',
          annualMileage: 15000,
          options: [5, 3, 0, 5],
          rate: 1.5,
        }),
      ],
      drivers: [driver(1, 'Victor', 'Nowak', '1975-12-19', '3308127746', 6, { gender: 1 })],
      documents: (key, eff) => [
        ...documents(key, 'GAR', [{ description: 'Declarations - Renewal', printDate: addDays(eff, -30) }], addDays(eff, -30)),
        {
          kind: DocumentKind.Form,
          description: 'Garage Auto ID Cards',
          formNumber: 'HMG IDC 01 22',
          printDate: addDays(eff, -30),
          printUrl: demoPrintToken(`${key}:form:idcards`),
        },
      ],
    },
    today,
  );
  const cpp301 = buildPolicy(
    {
      policyNumber: 'CPP7800301',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(70), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000301',
      agency: 'A0422',
      plan: 'quarterly',
      termPremium: 9380.0,
      packageParts: [
        { number: 1, name: 'Garage' },
        { number: 2, name: 'General Liability' },
        { number: 3, name: 'Property' },
        { number: 4, name: 'Crime' },
      ],
      documents: (key, eff) => [
        ...documents(key, 'CPP', [{ description: 'Declarations - Renewal', printDate: addDays(eff, -30) }], addDays(eff, -30)),
        {
          kind: DocumentKind.Form,
          description: 'Garage Auto ID Cards',
          formNumber: 'HMC IDC 01 22',
          printDate: addDays(eff, -30),
          printUrl: demoPrintToken(`${key}:form:idcards`),
        },
      ],
      claims: [
        {
          claimNumber: '1004903',
          type: 'Auto',
          lossDate: day(-33),
          status: 'Open',
          description: "Customer's car damaged on the lift in service bay 2.",
          ...adjuster('Kevin Walsh', 'kevin.walsh@harbormutual.example.com', '2605550240'),
        },
      ],
    },
    today,
  );
  const cpr301 = buildPolicy(
    {
      policyNumber: 'CPR7900301',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(70), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000301',
      agency: 'A0422',
      plan: 'annual',
      termPremium: 2730.0,
    },
    today,
  );

  // --- Commercial: Brightline Electric (certificates of insurance for general contractors) ---
  const cgl401 = buildPolicy(
    {
      policyNumber: 'CGL7300401',
      status: PolicyStatus.InForce,
      effectiveDate: monthsBefore(day(40), 12),
      termMonths: 12,
      company: COMPANY.commercial,
      holder: 'C2000401',
      agency: 'A0422',
      plan: 'annual',
      termPremium: 2940.0,
    },
    today,
  );

  const book = [
    ppa101,
    ppa101Renewal,
    ppa102,
    hom101,
    pup101,
    ppa103,
    ppa098,
    far101,
    fup101,
    ppa201,
    hom301,
    dfr301,
    pim301,
    ppa401,
    acc401,
    ppa501,
    ppa601,
    hom701,
    ppa701,
    ppa901,
    ppa1101,
    hom1101,
    ...importPolicies,
    bop101,
    cim101,
    crm101,
    cap201,
    cgl201,
    wcp201,
    cup201,
    gar301,
    cpp301,
    cpr301,
    cgl401,
  ];
  // Years of paid earlier terms behind the In-Force policies (past payments and billing history).
  const policies =
    options.paymentHistory === false
      ? book
      : book.map((p) => (p.status === PolicyStatus.InForce && p.renewalOfKey === null ? withPaymentHistory(p, DEMO_HISTORY_YEARS[p.policyNumber] ?? 0) : p));

  const accountPolicies = policies.filter((p) => p.billingAccountNumber === '7700412835');
  const sum = (f: (p: PolicyPlan) => number) => Math.round(accountPolicies.reduce((s, p) => s + f(p) * 100, 0)) / 100;
  const accountDue =
    accountPolicies
      .map((p) => p.outstandingBalanceDueDate)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null;
  const accountLastPayment =
    accountPolicies
      .map((p) => p.lastPaymentDate)
      .filter((d): d is string => d !== null)
      .sort()
      .pop() ?? null;
  const billingAccounts: BillingAccountPlan[] = [
    {
      accountNumber: '7700412835',
      primaryPolicyKey: hom101.key,
      outstandingBalance: sum((p) => p.outstandingBalance),
      outstandingBalanceDueDate: accountDue,
      payInFullAmount: sum((p) => p.payInFullAmount),
      lastPaymentAmount: accountLastPayment ? sum((p) => (p.lastPaymentDate === accountLastPayment ? (p.lastPaymentAmount ?? 0) : 0)) : null,
      lastPaymentDate: accountLastPayment,
    },
  ];

  // Every claim's timeline from the claims system (issue 16).
  for (const p of policies) for (const c of p.claims) c.timeline = demoClaimTimeline(c, today);

  return {
    today,
    agencies: AGENCIES,
    policyholders: POLICYHOLDERS,
    billingAccounts,
    policies,
    users: buildUsers(now),
    systemInfoMessages: buildSystemInfoMessages(now),
    chatOptions: { mode: 3, startTime: '07:30', endTime: '17:30', closedWeekends: true, chatUrl: null },
    systemToggles: { canMakePayments: true, electronicAlertsEnabled: true, cccClaimsEnabled: false },
    advertisements: buildAdvertisements(today),
    staffVerifications: buildStaffVerifications(now),
    wallets: buildWallets(now),
  };
}

/**
 * Emily Carter's wallet (doc 2 Wallet): a Visa card ending 1111 and a checking account ending
 * 6789, saved as sandbox vault tokens (the sandbox's approving test card and account), so the
 * Wallet tab has something to show and Pay Now can pay with a saved method at once.
 */
function buildWallets(now: Date): WalletPlan[] {
  const token = (key: string) => `sbx-fa-demo-${demoUuid(`wallet-token:${key}`).replace(/-/g, '').slice(0, 24)}`;
  return [
    {
      id: demoUuid('wallet:demo@example.com'),
      userEmail: DEMO_CUSTOMER_EMAIL,
      consumerName: 'Emily Carter',
      consumerEmail: DEMO_CUSTOMER_EMAIL,
      consumerPhone: null,
      items: [
        {
          id: demoUuid('wallet-item:demo-card'),
          fundingAccountToken: token('demo-card'),
          fundingCategory: 'Credit',
          fundingMethod: 'visa',
          lastFour: '1111',
          nickname: 'Everyday Visa',
          cardExpireMonth: 12,
          cardExpireYear: now.getUTCFullYear() + 3,
          bankAccountType: null,
          firstName: null,
          lastName: null,
        },
        {
          id: demoUuid('wallet-item:demo-bank'),
          fundingAccountToken: token('demo-bank'),
          fundingCategory: 'Check',
          fundingMethod: null,
          lastFour: '6789',
          nickname: '6789',
          cardExpireMonth: null,
          cardExpireYear: null,
          bankAccountType: 1,
          firstName: 'Emily',
          lastName: 'Carter',
        },
      ],
      // PPA1000101 (Monthly Recurring Card) is paid by the Visa each month; two payments are
      // scheduled on it, one from each item (the card's carries the 2.95 % convenience fee).
      recurring: [{ id: demoUuid('recurring:PPA1000101'), policyNumber: 'PPA1000101', itemIndex: 0, emailAddress: DEMO_CUSTOMER_EMAIL }],
      scheduled: [
        {
          id: demoUuid('scheduled:demo-1'),
          scheduledPaymentId: 'SP-DEMO0001',
          policyNumber: 'PPA1000101',
          itemIndex: 0,
          inDays: 10,
          amountCents: 15000,
          feeCents: 443,
        },
        {
          id: demoUuid('scheduled:demo-2'),
          scheduledPaymentId: 'SP-DEMO0002',
          policyNumber: 'PPA1000101',
          itemIndex: 1,
          inDays: 24,
          amountCents: 5000,
          feeCents: 0,
        },
      ],
    },
  ];
}

function buildUsers(now: Date): UserPlan[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const base = (email: string, firstName: string, lastName: string, more: Partial<UserPlan> & { policies: UserPlan['policies'] }): UserPlan => ({
    id: demoUuid(email),
    email,
    username: email,
    password: DEMO_PASSWORDS.others,
    displayName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phoneNumber: null,
    isAdmin: false,
    isDeliveryTester: false,
    isDelivery: false,
    isDeliveryViaEmail: false,
    isDeliveryViaText: false,
    isClaimDeliveryViaEmail: false,
    isClaimDeliveryViaText: false,
    additionalEDeliveryEmailRecipients: [],
    additionalEDeliverySMSRecipients: [],
    dontShowAdvertisement: false,
    dontShowEDelivery: false,
    createdAt: at(400),
    lastLogin: at(6),
    ...more,
  });
  const owned = (daysAgo: number, ...numbers: (string | [string, string])[]) =>
    numbers.map((n, i) => ({
      policyNumber: Array.isArray(n) ? n[0] : n,
      nickname: Array.isArray(n) ? n[1] : null,
      addedOn: at(daysAgo - i),
    }));
  return [
    base(DEMO_ADMIN_EMAIL, 'Portal', 'Administrator', {
      password: DEMO_PASSWORDS.admin,
      isAdmin: true,
      displayName: 'Portal Administrator',
      policies: [],
      createdAt: at(900),
      lastLogin: at(1),
    }),
    base(DEMO_CUSTOMER_EMAIL, 'Emily', 'Carter', {
      password: DEMO_PASSWORDS.demo,
      phoneNumber: '3175550164',
      isDelivery: true,
      isDeliveryViaEmail: true,
      isClaimDeliveryViaEmail: true,
      additionalEDeliveryEmailRecipients: ['michael.carter@example.com'],
      createdAt: at(720),
      lastLogin: at(2),
      policies: owned(
        700,
        ['PPA1000101', 'Family cars'],
        ['PPA1000102', "Emily's Outback"],
        'HOM2000101',
        'PUP3000101',
        ['PPA1000103', "Ava's Civic"],
        'PPA1000098',
      ),
    }),
    // The home page's two promotions (doc 1 §2), one customer each: Luis hid the advertisement,
    // so with e-delivery off he sees the paperless prompt; Harold hid the prompt, so he sees the
    // advertisement in force.
    base('luis.alvarez@example.com', 'Luis', 'Alvarez', {
      phoneNumber: '7655550132',
      dontShowAdvertisement: true,
      policies: owned(500, ['FAR4000101', 'Home farm'], 'FUP4100101', 'PPA1000201'),
    }),
    base('grace.holloway@example.com', 'Grace', 'Holloway', {
      phoneNumber: '8125550152',
      isDeliveryTester: true,
      isDelivery: true,
      isDeliveryViaEmail: true,
      isDeliveryViaText: true,
      isClaimDeliveryViaEmail: true,
      isClaimDeliveryViaText: true,
      additionalEDeliverySMSRecipients: ['8125550159'],
      policies: owned(450, 'HOM2000301', ['DFR5000301', '6th Street rental'], 'PIM6000301'),
    }),
    base('harold.jensen@example.com', 'Harold', 'Jensen', {
      phoneNumber: '8125550185',
      dontShowEDelivery: true,
      policies: owned(380, 'PPA1000401', 'ACC8000401'),
    }),
    base('priya.raman@example.com', 'Priya', 'Raman', { phoneNumber: '3175550122', policies: owned(300, 'PPA1000501') }),
    base('samuel.whitfield@example.com', 'Samuel', 'Whitfield', {
      phoneNumber: '8125550193',
      createdAt: at(5),
      lastLogin: at(5),
      policies: owned(5, 'PPA1000601'),
    }),
    base('danielle.brooks@example.com', 'Danielle', 'Brooks', {
      phoneNumber: '8125550137',
      dontShowAdvertisement: true,
      policies: owned(600, 'HOM2000701', 'PPA1000701'),
    }),
    // A legacy account: its username is not an email address, so login leads to /legacyuser.
    base('janet.albright@example.com', 'Janet', 'Albright', {
      username: 'jalbright',
      phoneNumber: '7655550149',
      createdAt: at(2500),
      lastLogin: at(40),
      policies: owned(2400, 'PPA1000901'),
    }),
    base('lakejames.marine@example.com', 'Tom', 'Hadley', {
      displayName: 'Lake James Marine Supply',
      phoneNumber: '2605550156',
      policies: owned(350, 'BOP7000101', 'CIM7100101', 'CRM7200101'),
    }),
    base('cedarvalley.builders@example.com', 'Rachel', 'Moreno', {
      displayName: 'Cedar Valley Builders',
      phoneNumber: '2605550163',
      policies: owned(340, 'CGL7300201', 'CAP7400201', 'WCP7500201', 'CUP7600201'),
    }),
    // Only the authenticator-app journey (web/e2e/totp.spec.ts) signs in as her: it turns the app
    // on and off, so no other journey or test may depend on her sign-in.
    base('nora.quinn@example.com', 'Nora', 'Quinn', { phoneNumber: '3175550168', policies: [] }),
    base('ruth.okafor@example.com', 'Ruth', 'Okafor', { phoneNumber: '3175550169', policies: [] }),
    base('northfield.auto@example.com', 'Victor', 'Nowak', {
      displayName: 'Northfield Auto & Tire',
      phoneNumber: '5745550120',
      policies: owned(330, 'GAR7700301', 'CPP7800301', 'CPR7900301'),
    }),
    base('brightline.electric@example.com', 'Owen', 'Pratt', {
      displayName: 'Brightline Electric',
      phoneNumber: '2605550172',
      policies: owned(200, 'CGL7300401'),
    }),
  ];
}

function buildSystemInfoMessages(now: Date): SystemInfoMessagePlan[] {
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  return [
    {
      message: 'The portal will be unavailable Saturday from 10:00 pm to midnight Eastern while we upgrade our systems.',
      start: hours(-24 * 12),
      end: hours(-24 * 9),
      createdAt: hours(-24 * 13),
    },
    {
      message: ACTIVE_MAINTENANCE_MESSAGE,
      start: hours(-24),
      end: hours(24 * 6),
      createdAt: hours(-26),
    },
    {
      // Scheduled: the back office lists it (not active), the sign-in page shows it from its start.
      message: SCHEDULED_MAINTENANCE_MESSAGE,
      start: hours(24 * 10),
      end: hours(24 * 10 + 4),
      createdAt: hours(-2),
    },
  ];
}

/**
 * Two pending staff-verification requests (doc 4 Staff Verification): Marcus Bell, whose home
 * policy has no portal account (accepting creates it), and one for Priya Raman's auto policy,
 * which already has an account (the case staff decline, with a message). Demo password of both:
 * DEMO_PASSWORDS.others.
 */
function buildStaffVerifications(now: Date): StaffVerificationPlan[] {
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  return [
    {
      createdAt: hoursAgo(20),
      policyNumber: DEMO_REGISTRATION.homePolicyNumber,
      policyHolder: 'Marcus Bell',
      driversLicenseLast4: null,
      zip: DEMO_REGISTRATION.zip,
      dateOfBirth: '1986-10-02',
      employeeIdentificationNumberLast4: DEMO_REGISTRATION.ssnLast4,
      staffVerificationEmail: 'marcus.bell@example.com',
      staffVerificationPhoneNumber: '3175550187',
      password: DEMO_PASSWORDS.others,
      ip: '203.0.113.41',
    },
    {
      createdAt: hoursAgo(3),
      policyNumber: 'PPA1000501',
      policyHolder: 'Priya Raman',
      driversLicenseLast4: '2291',
      zip: null,
      dateOfBirth: '1990-12-05',
      employeeIdentificationNumberLast4: '6613',
      staffVerificationEmail: 'p.raman.home@example.com',
      staffVerificationPhoneNumber: '3175550133',
      password: DEMO_PASSWORDS.others,
      ip: '203.0.113.77',
    },
  ];
}

/**
 * Four advertisements, one of each size (doc 4: Tiny 0, Mini 1, Small 2, Large 3): two older
 * ones, the one in force (the latest activeOn not after the seed day) and one scheduled two
 * weeks ahead, which the back office lists and customers do not see yet. The one in force
 * carries a script and an onclick, which the API strips when serving it; staff-written HTML is
 * never trusted.
 */
function buildAdvertisements(today: string): AdvertisementPlan[] {
  return [
    {
      header: 'Go paperless',
      size: 0,
      activeOn: addDays(today, -120),
      bodyHtml: '<p>Get your documents by email: turn on e-delivery in your alerts settings.</p>',
    },
    {
      header: 'Roadside assistance',
      size: 1,
      activeOn: addDays(today, -60),
      bodyHtml: '<p>Add roadside assistance to your auto policy for less than $2 a month.</p>',
    },
    {
      header: 'Bundle and save',
      size: 2,
      activeOn: addDays(today, -7),
      bodyHtml:
        '<h3>Home + Auto</h3><p onclick="alert(\'hi\')">Add home insurance to your auto policy and <strong>save up to 15%</strong>.</p>' +
        '<script>document.title = "owned"</script>' +
        '<ul><li>One agent</li><li>One bill</li></ul>' +
        '<p><a href="https://www.harbormutual.test/bundle" onmouseover="steal()">Get a quote</a></p>',
    },
    {
      header: 'Winter driving checklist',
      size: 3,
      activeOn: addDays(today, 14),
      bodyHtml:
        '<h3>Ready for the snow?</h3><p>Check your tyres, wipers and battery before the first frost.</p><ul><li>Keep a blanket and a scraper in the car</li><li>Save our claims line: 800.477.1660</li></ul>',
    },
  ];
}
