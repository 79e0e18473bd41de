/* Request DTOs of the policy-change calls (doc 3 §3, §5, §7), field for field the spec's schemas in openapi/components/schemas. */
import { ApiSchema } from '@nestjs/swagger';
import { BoolField, EnumField, IntField, ObjectField, StringArrayField, StringField } from '../../common/validation/field.decorators';

const TEXT = /^[^\x00-\x1F<>]*$/; // eslint-disable-line no-control-regex -- control characters are what it refuses
const MULTILINE_TEXT = /^[^\x00<>]*$/; // eslint-disable-line no-control-regex -- NUL is what it refuses

/** A lienholder (company, type 0) or loss payee (person, type 1) of a vehicle (doc 3 §3 creditor form, §5 rules): a company needs a business name, a person first and last name; the address needs street number and street, or a P.O. box. */
@ApiSchema({ name: 'CreditorForm' })
export class CreditorForm {
  @IntField({ label: 'Type', format: 'int32', minimum: 0, maximum: 1, description: '0 = company (lienholder), 1 = person (loss payee).', example: 0 })
  creditorType: number;

  @StringField({
    label: 'First name',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'First name (person).',
    example: null,
  })
  creditorFirstName?: string | null;

  @StringField({
    label: 'Last name',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Last name (person).',
    example: null,
  })
  creditorLastName?: string | null;

  @StringField({
    label: 'Business name',
    maxLength: 120,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Business name (company).',
    example: 'FIRST MIDWEST BANK',
  })
  creditorBusinessName?: string | null;

  @StringField({
    label: 'Street number',
    maxLength: 12,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Street number (upper case). Needed with the street unless a P.O. box is given.',
    example: '4410',
  })
  creditorAddressHouseNumber?: string | null;

  @StringField({
    label: 'Street',
    maxLength: 100,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Street name (upper case). Needed with the street number unless a P.O. box is given.',
    example: 'LAKEVIEW DR',
  })
  creditorAddressStreetName?: string | null;

  @StringField({
    label: 'Apartment',
    maxLength: 10,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Apartment or unit (optional).',
    example: '2B',
  })
  creditorAddressApartmentNumber?: string | null;

  @StringField({
    label: 'P.O. box',
    maxLength: 20,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'P.O. box; instead of street number and street.',
    example: '123',
  })
  creditorAddressPOBox?: string | null;

  @StringField({
    label: 'Zip code',
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'The zip code must be 5 digits.',
    description: 'Zip code, exactly 5 digits.',
    example: '46032',
  })
  creditorAddressZip: string;

  @StringField({ label: 'City', minLength: 1, maxLength: 60, pattern: TEXT, description: 'City (upper case).', example: 'CARMEL' })
  creditorAddressCity: string;

  @IntField({
    label: 'State',
    format: 'int32',
    minimum: 1,
    maximum: 51,
    description: 'State id, 1 to 51 (the 50 states and DC in alphabetical order of abbreviation; 16 is IN).',
    example: 16,
  })
  creditorAddressStateId: number;

  @StringField({
    label: 'County',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'County (upper case).',
    example: 'HAMILTON',
  })
  creditorAddressCounty?: string | null;
}

/** A change to save for later (Save and Exit). One save per policy: it replaces any earlier one. */
@ApiSchema({ name: 'SavePolicyChangeRequest' })
export class SavePolicyChangeRequest {
  @StringField({
    label: 'Save',
    maxLength: 36,
    pattern: /^[0-9a-f-]{36}$/,
    required: false,
    nullable: true,
    description: 'Id of the save being replaced (optional; the policy has one save at most).',
    example: '7d8e0a5e-2f4b-4c1a-9a53-0c1f3e2b9d11',
  })
  id?: string | null;

  @EnumField({ label: 'Change type', values: ['vehicle', 'driver', 'creditor'] as const })
  type: 'vehicle' | 'driver' | 'creditor';

  @EnumField({ label: 'Change action', values: ['add', 'replace', 'delete', 'edit'] as const })
  action: 'add' | 'replace' | 'delete' | 'edit';

  @StringField({
    label: 'Change data',
    minLength: 2,
    maxLength: 100000,
    pattern: /^[\s\S]*$/,
    description: "The wizard's state: a JSON string, at most 100,000 characters.",
    example: '{"step":1}',
  })
  data: string;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number; must equal the one in the path.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Policy image',
    format: 'int32',
    minimum: 0,
    maximum: 100000,
    description: "The policy's `policyImageNum` as the screen showed it.",
    example: 3,
  })
  policyImageNum: number;

  @StringField({
    label: 'Agency email',
    maxLength: 254,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Agency email (informational; mail goes to the agency on record).',
    example: 'service@lakesideins.test',
  })
  agencyEmailAddress?: string | null;

  @StringField({
    label: 'Agency name',
    maxLength: 200,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Agency name (informational).',
    example: 'Lakeside Insurance Group',
  })
  agencyName?: string | null;
}

/** Add a vehicle, or replace one (`vehicleNum` set), and rate the change (doc 3 §3 vehicle form, §5 rules). VIN, or year, make, model and style; annual mileage; loan or lease; the garaging address when "Other"; the bundle and coverages. */
@ApiSchema({ name: 'RateVehicleRequest' })
export class RateVehicleRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Pending change',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    required: false,
    nullable: true,
    description:
      "`policyImageNum` of the pending change this rate replaces (the previous rate result's `policyImageNum`); null or left out for a first rate. A number that is not the pending change answers 409 `POLICY_CHANGE_STALE`.",
    example: 4,
  })
  endorsementPolicyImageNumber?: number | null;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @StringField({
    label: 'Policy effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Policy effective date must be a date such as 2026-12-15.',
    required: false,
    nullable: true,
    description: 'Start of the term as the screen showed it (informational).',
    example: '2026-06-15',
  })
  policyEffectiveDate?: string | null;

  @IntField({
    label: 'Vehicle',
    format: 'int32',
    minimum: 1,
    maximum: 999,
    required: false,
    nullable: true,
    description: 'The vehicle to replace; null or left out to add a vehicle.',
    example: null,
  })
  vehicleNum?: number | null;

  @BoolField({ label: 'Add by', description: 'false = by year, make, model and style; true = by VIN.', example: true })
  addBy: boolean;

  @StringField({
    label: 'VIN',
    minLength: 17,
    maxLength: 17,
    pattern: /^[A-Za-z0-9]{17}$/,
    patternMessage: 'The VIN must be exactly 17 letters and digits.',
    required: false,
    nullable: true,
    description:
      'VIN, exactly 17 letters and digits (required when adding by VIN; may be left out when adding by year/make/model, then the rate is an estimate and a VIN is needed to complete).',
    example: '2HGFC2F55KH542713',
  })
  vin?: string | null;

  @IntField({
    label: 'Year',
    format: 'int32',
    minimum: 1900,
    maximum: 2100,
    required: false,
    nullable: true,
    description: 'Model year, 1900 to next year (by year/make/model).',
    example: 2019,
  })
  year?: number | null;

  @StringField({
    label: 'Make',
    maxLength: 100,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Make, as the lookup lists it (by year/make/model).',
    example: 'HONDA',
  })
  make?: string | null;

  @StringField({
    label: 'Model',
    maxLength: 150,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Model, as the lookup lists it (by year/make/model).',
    example: 'CIVIC',
  })
  model?: string | null;

  @StringField({
    label: 'Style',
    maxLength: 200,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Style, as the lookup lists it; required when not adding by VIN.',
    example: 'EX 4D SEDAN FWD',
  })
  style?: string | null;

  @IntField({
    label: 'Annual mileage',
    format: 'int32',
    minimum: 0,
    maximum: 200000,
    description: 'Annual mileage (the top of the chosen band: 3000, 6000, 9000, 12000, 15000, or 20000 for 15,001+).',
    example: 12000,
  })
  annualMileage: number;

  @BoolField({ label: 'Loan or lease', description: 'The vehicle has a loan or lease.', example: true })
  loanOrLease: boolean;

  @BoolField({
    label: 'Loan/lease coverage',
    required: false,
    nullable: true,
    description: 'Add loan/lease (gap) coverage (offered for vehicles 5 years old or newer).',
    example: false,
  })
  addLoanLeaseCoverage?: boolean | null;

  @BoolField({
    label: 'Third-party loan/lease coverage',
    required: false,
    nullable: true,
    description: 'The loan or lease already has third-party gap coverage.',
    example: false,
  })
  hasThirdPartyLoanLeaseCoverage?: boolean | null;

  @BoolField({
    label: 'Garaging location',
    description: "Garaged somewhere other than the policy's first address without a P.O. box: the garaging address fields are required.",
    example: false,
  })
  isOtherAddress: boolean;

  @StringField({
    label: 'Street number',
    maxLength: 12,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Street number (upper case). Needed with the street unless a P.O. box is given.',
    example: '4410',
  })
  garagingAddressHouseNumber?: string | null;

  @StringField({
    label: 'Street',
    maxLength: 100,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Street name (upper case). Needed with the street number unless a P.O. box is given.',
    example: 'LAKEVIEW DR',
  })
  garagingAddressStreetName?: string | null;

  @StringField({
    label: 'Apartment',
    maxLength: 10,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Apartment or unit (optional).',
    example: '2B',
  })
  garagingAddressApartmentNumber?: string | null;

  @StringField({
    label: 'P.O. box',
    maxLength: 20,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'P.O. box; instead of street number and street.',
    example: '123',
  })
  garagingAddressPOBox?: string | null;

  @StringField({
    label: 'City',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'City (when Other).',
    example: 'CARMEL',
  })
  garagingAddressCity?: string | null;

  @IntField({
    label: 'State',
    format: 'int32',
    minimum: 1,
    maximum: 51,
    required: false,
    nullable: true,
    description: 'State id 1-51 (when Other).',
    example: 16,
  })
  garagingAddressStateId?: number | null;

  @StringField({
    label: 'Zip code',
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'The zip code must be 5 digits.',
    required: false,
    nullable: true,
    description: 'Zip, 5 digits (when Other).',
    example: '46032',
  })
  garagingAddressZip?: string | null;

  @StringField({
    label: 'County',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'County (when Other).',
    example: 'HAMILTON',
  })
  garagingAddressCounty?: string | null;

  @EnumField({ label: 'Bundle', values: ['no', 'better', 'best'] as const })
  enhancement: 'no' | 'better' | 'best';

  @IntField({
    label: 'Comprehensive',
    format: 'int32',
    minimum: 0,
    maximum: 8,
    description: 'Comprehensive deductible option: 0 none, 1 $50, 2 $100, 3 $200, 4 $250, 5 $500, 6 $1,000, 7 $2,000, 8 $5,000.',
    example: 5,
  })
  comprehensive: number;

  @IntField({
    label: 'Collision',
    format: 'int32',
    minimum: 0,
    maximum: 5,
    description: 'Collision deductible option: 0 none, 1 $250, 2 $500, 3 $1,000, 4 $2,000, 5 $5,000 (0 without comprehensive).',
    example: 2,
  })
  collision: number;

  @IntField({
    label: 'Rental reimbursement',
    format: 'int32',
    minimum: 0,
    maximum: 8,
    description: "Rental option of the term's list (0 none; 1-4 before the 12/01/2023 cut-over, 1-8 after; 0 without comprehensive).",
    example: 1,
  })
  rentalReimbursement: number;

  @IntField({
    label: 'Towing and labor',
    format: 'int32',
    minimum: 0,
    maximum: 8,
    description: 'Towing and labor option: 0 none, 1 $25 ... 8 $300 (0 without comprehensive).',
    example: 3,
  })
  towingAndLabor: number;

  @ObjectField({
    label: 'Lienholder or loss payee',
    type: () => CreditorForm,
    required: false,
    nullable: true,
    description: 'The lienholder or loss payee when the vehicle has a loan or lease (step 2); null otherwise.',
  })
  creditor?: CreditorForm | null;
}

/** Delete a vehicle and rate the change. The policy must keep at least one vehicle. */
@ApiSchema({ name: 'RateDeleteVehicleRequest' })
export class RateDeleteVehicleRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Pending change',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    required: false,
    nullable: true,
    description:
      "`policyImageNum` of the pending change this rate replaces (the previous rate result's `policyImageNum`); null or left out for a first rate. A number that is not the pending change answers 409 `POLICY_CHANGE_STALE`.",
    example: 4,
  })
  endorsementPolicyImageNumber?: number | null;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @IntField({
    label: 'Policy image',
    format: 'int32',
    minimum: 0,
    maximum: 100000,
    required: false,
    nullable: true,
    description: "The policy's `policyImageNum` as the screen showed it (informational).",
    example: 3,
  })
  policyImageNum?: number | null;

  @IntField({ label: 'Vehicle', format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 })
  vehicleNum: number;
}

/** Add a driver and rate the change (doc 3 §3 driver form, §5 rules). Date of birth from 80 years ago plus one day to 16 years ago (on the effective date); the student questions only for ages 16 to 25; a licence that is not valid refuses the change. */
@ApiSchema({ name: 'RateDriverRequest' })
export class RateDriverRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Pending change',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    required: false,
    nullable: true,
    description:
      "`policyImageNum` of the pending change this rate replaces (the previous rate result's `policyImageNum`); null or left out for a first rate. A number that is not the pending change answers 409 `POLICY_CHANGE_STALE`.",
    example: 4,
  })
  endorsementPolicyImageNumber?: number | null;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @IntField({
    label: 'Driver',
    format: 'int32',
    minimum: 1,
    maximum: 999,
    required: false,
    nullable: true,
    description: 'Left out or null: a driver is added (edit of an existing driver is not offered).',
    example: null,
  })
  driverNum?: number | null;

  @StringField({ label: 'First name', minLength: 1, maxLength: 60, pattern: TEXT, description: 'First name (upper case).', example: 'JORDAN' })
  firstName: string;

  @StringField({
    label: 'Middle initial',
    maxLength: 1,
    pattern: /^[A-Za-z]?$/,
    required: false,
    nullable: true,
    description: 'Middle initial (optional).',
    example: 'M',
  })
  middleInitial?: string | null;

  @StringField({ label: 'Last name', minLength: 1, maxLength: 60, pattern: TEXT, description: 'Last name (upper case).', example: 'CARTER' })
  lastName: string;

  @EnumField({
    label: 'Suffix',
    values: ['JR', 'SR', 'I', 'II', 'III', 'IV', 'DDS', 'MD', 'PHD'] as const,
    required: false,
    nullable: true,
    description: 'Suffix (optional).',
    example: 'JR',
  })
  suffix?: 'JR' | 'SR' | 'I' | 'II' | 'III' | 'IV' | 'DDS' | 'MD' | 'PHD' | null;

  @StringField({
    label: 'Date of birth',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Date of birth must be a date such as 2026-12-15.',
    description: 'Date of birth: the driver is 16 to 80 on the effective date.',
    example: '2008-03-14',
  })
  dateOfBirth: string;

  @IntField({ label: 'Gender', format: 'int32', minimum: 1, maximum: 2, description: '1 male, 2 female.', example: 1 })
  gender: number;

  @EnumField({ label: 'Marital status', values: ['single', 'married', 'divorced', 'widowed'] as const, description: 'Marital status.', example: 'single' })
  maritalStatus: 'single' | 'married' | 'divorced' | 'widowed';

  @StringField({
    label: "Driver's license number",
    minLength: 1,
    maxLength: 20,
    pattern: /^[A-Za-z0-9-]{1,20}$/,
    description: "Driver's licence number (letters and digits, upper case).",
    example: '1234-56-7890',
  })
  driversLicenseNumber: string;

  @IntField({ label: 'State licensed', format: 'int32', minimum: 1, maximum: 51, description: 'State licensed, id 1-51 (default 16).', example: 16 })
  stateLicensed: number;

  @EnumField({
    label: 'License status',
    values: ['na', 'valid', 'suspended', 'revoked', 'expired', 'notLicensed'] as const,
    description: 'Licence status.',
    example: 'valid',
  })
  licenseStatus: 'na' | 'valid' | 'suspended' | 'revoked' | 'expired' | 'notLicensed';

  @IntField({
    label: 'Relationship',
    format: 'int32',
    minimum: 1,
    maximum: 8,
    description:
      'Relationship to the named insured: 1 brother/sister, 2 child, 3 parent/guardian, 4 other relation, 6 not related, 8 spouse (5, named insured, and 7 are refused).',
    example: 2,
  })
  relationship: number;

  @BoolField({ label: 'Years licensed', description: 'Licensed 3 years or more (false = less than 3).', example: false })
  licensedForThreeOrMoreYears: boolean;

  @BoolField({
    label: 'Full-time student',
    required: false,
    nullable: true,
    description: 'Full-time student (asked, and required, only for ages 16 to 25).',
    example: true,
  })
  isFullTimeStudent?: boolean | null;

  @BoolField({
    label: 'B average',
    required: false,
    nullable: true,
    description: 'Good student: a B average or better (asked when a full-time student).',
    example: true,
  })
  isBLevelStudent?: boolean | null;

  @IntField({
    label: 'Student status',
    format: 'int32',
    minimum: 1,
    maximum: 4,
    required: false,
    nullable: true,
    description:
      'Student status when a full-time student: 1 in state or at home with a vehicle; 2 out of state with a vehicle; 3 within 100 miles without; 4 100 miles or more without.',
    example: 1,
  })
  studentStatus?: number | null;

  @BoolField({ label: 'License valid', description: 'The licence is valid. false refuses the change (POLICY_CHANGE_LICENSE_NOT_VALID).', example: true })
  isDriversLicenseValid: boolean;

  @StringArrayField({
    label: 'Changed fields',
    maxItems: 30,
    item: { maxLength: 60, pattern: /^[A-Za-z]*$/ },
    required: false,
    description: 'Fields the user changed (informational).',
  })
  changedFields?: string[];
}

/** Delete a driver and rate the change. Drivers with relationship 5 (named insured) or 8 (spouse) cannot be deleted. */
@ApiSchema({ name: 'RateDeleteDriverRequest' })
export class RateDeleteDriverRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Pending change',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    required: false,
    nullable: true,
    description:
      "`policyImageNum` of the pending change this rate replaces (the previous rate result's `policyImageNum`); null or left out for a first rate. A number that is not the pending change answers 409 `POLICY_CHANGE_STALE`.",
    example: 4,
  })
  endorsementPolicyImageNumber?: number | null;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @IntField({ label: 'Driver', format: 'int32', minimum: 1, maximum: 999, description: 'Driver number on the policy.', example: 2 })
  driverNum: number;
}

/** Add a lienholder or loss payee to a vehicle, or edit one (`creditorNum` set), and rate the change. */
@ApiSchema({ name: 'RateCreditorRequest' })
export class RateCreditorRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Pending change',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    required: false,
    nullable: true,
    description:
      "`policyImageNum` of the pending change this rate replaces (the previous rate result's `policyImageNum`); null or left out for a first rate. A number that is not the pending change answers 409 `POLICY_CHANGE_STALE`.",
    example: 4,
  })
  endorsementPolicyImageNumber?: number | null;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @IntField({ label: 'Vehicle', format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 })
  vehicleNum: number;

  @IntField({
    label: 'Lienholder or loss payee',
    format: 'int32',
    minimum: 1,
    maximum: 99,
    required: false,
    nullable: true,
    description: 'The creditor to edit; null or left out to add one.',
    example: null,
  })
  creditorNum?: number | null;

  @IntField({ label: 'Type', format: 'int32', minimum: 0, maximum: 1, description: '0 = company (lienholder), 1 = person (loss payee).', example: 0 })
  creditorType: number;

  @StringField({
    label: 'First name',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'First name (person).',
    example: null,
  })
  creditorFirstName?: string | null;

  @StringField({
    label: 'Last name',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Last name (person).',
    example: null,
  })
  creditorLastName?: string | null;

  @StringField({
    label: 'Business name',
    maxLength: 120,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Business name (company).',
    example: 'FIRST MIDWEST BANK',
  })
  creditorBusinessName?: string | null;

  @StringField({
    label: 'Street number',
    maxLength: 12,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Street number (upper case). Needed with the street unless a P.O. box is given.',
    example: '4410',
  })
  creditorAddressHouseNumber?: string | null;

  @StringField({
    label: 'Street',
    maxLength: 100,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Street name (upper case). Needed with the street number unless a P.O. box is given.',
    example: 'LAKEVIEW DR',
  })
  creditorAddressStreetName?: string | null;

  @StringField({
    label: 'Apartment',
    maxLength: 10,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Apartment or unit (optional).',
    example: '2B',
  })
  creditorAddressApartmentNumber?: string | null;

  @StringField({
    label: 'P.O. box',
    maxLength: 20,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'P.O. box; instead of street number and street.',
    example: '123',
  })
  creditorAddressPOBox?: string | null;

  @StringField({
    label: 'Zip code',
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'The zip code must be 5 digits.',
    description: 'Zip code, exactly 5 digits.',
    example: '46032',
  })
  creditorAddressZip: string;

  @StringField({ label: 'City', minLength: 1, maxLength: 60, pattern: TEXT, description: 'City (upper case).', example: 'CARMEL' })
  creditorAddressCity: string;

  @IntField({
    label: 'State',
    format: 'int32',
    minimum: 1,
    maximum: 51,
    description: 'State id, 1 to 51 (the 50 states and DC in alphabetical order of abbreviation; 16 is IN).',
    example: 16,
  })
  creditorAddressStateId: number;

  @StringField({
    label: 'County',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'County (upper case).',
    example: 'HAMILTON',
  })
  creditorAddressCounty?: string | null;
}

/** Remove a lienholder or loss payee from a vehicle and rate the change. */
@ApiSchema({ name: 'RateDeleteCreditorRequest' })
export class RateDeleteCreditorRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Pending change',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    required: false,
    nullable: true,
    description:
      "`policyImageNum` of the pending change this rate replaces (the previous rate result's `policyImageNum`); null or left out for a first rate. A number that is not the pending change answers 409 `POLICY_CHANGE_STALE`.",
    example: 4,
  })
  endorsementPolicyImageNumber?: number | null;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @IntField({ label: 'Vehicle', format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 })
  vehicleNum: number;

  @IntField({ label: 'Lienholder or loss payee', format: 'int32', minimum: 1, maximum: 99, description: 'Creditor number on the vehicle.', example: 1 })
  creditorNum: number;
}

/** Complete the pending change: issue the new policy version. */
@ApiSchema({ name: 'RateConfirmRequest' })
export class RateConfirmRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({
    label: 'Policy image',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    description: "The pending change's image number (the rate result's `policyImageNum`); another number answers 409 POLICY_CHANGE_STALE.",
    example: 4,
  })
  policyImageNum: number;

  @StringField({
    label: 'Effective date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Effective date must be a date such as 2026-12-15.',
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  })
  effectiveDate: string;

  @StringField({
    label: 'Agency email',
    maxLength: 254,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Agency email (informational: the email goes to the agency on record).',
    example: 'service@lakesideins.test',
  })
  agencyEmailAddress?: string | null;

  @StringField({
    label: 'Email details',
    maxLength: 4000,
    pattern: MULTILINE_TEXT,
    required: false,
    nullable: true,
    description: "The change as the screen rendered it for the email (plain text; shown escaped under the API's own summary).",
    example: 'Add vehicle 2019 HONDA CIVIC',
  })
  emailDetails?: string | null;

  @StringField({
    label: 'Policyholder first name',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Policyholder first name (informational).',
    example: 'EMILY',
  })
  policyHolderFirstName?: string | null;

  @StringField({
    label: 'Policyholder last name',
    maxLength: 60,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Policyholder last name (informational).',
    example: 'CARTER',
  })
  policyHolderLastName?: string | null;
}

/** Withdraw the pending change (its rate). */
@ApiSchema({ name: 'DeleteRateRequest' })
export class DeleteRateRequest {
  @StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  })
  policyId: string;

  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @IntField({ label: 'Pending change', format: 'int32', minimum: 1, maximum: 100000, description: "The pending change's image number.", example: 4 })
  endorsementPolicyImageNumber: number;

  @StringField({
    label: 'Transaction date',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    format: 'date',
    patternMessage: 'Transaction date must be a date such as 2026-12-15.',
    required: false,
    nullable: true,
    description: "The pending change's transaction date (informational).",
    example: '2026-11-26',
  })
  transactionDate?: string | null;
}

/** Tell the agency that a change failed (sent when the error modal opens and the agency has an email). The email goes to the agency on record. */
@ApiSchema({ name: 'SendErrorEmailRequest' })
export class SendErrorEmailRequest {
  @StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
  })
  policyNumber: string;

  @StringField({
    label: 'Agency email',
    maxLength: 254,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Agency email (informational: the email goes to the agency on record).',
    example: 'service@lakesideins.test',
  })
  agencyEmailAddress?: string | null;

  @StringField({
    label: 'Policyholder name',
    maxLength: 160,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Policyholder name.',
    example: 'EMILY CARTER',
  })
  policyHolderName?: string | null;

  @StringField({
    label: 'Address line 1',
    maxLength: 200,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Address line 1.',
    example: '4410 LAKEVIEW DR',
  })
  addressLine1?: string | null;

  @StringField({
    label: 'Address line 2',
    maxLength: 200,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Address line 2.',
    example: 'CARMEL, IN 46032',
  })
  addressLine2?: string | null;

  @StringField({ label: 'Phone', maxLength: 20, pattern: /^[0-9()+ .-]*$/, required: false, nullable: true, description: 'Phone.', example: '(317) 555-0142' })
  phone?: string | null;

  @StringField({
    label: 'Email',
    maxLength: 254,
    pattern: TEXT,
    required: false,
    nullable: true,
    description: 'Email.',
    example: 'emily.carter@example.test',
  })
  email?: string | null;

  @StringField({
    label: 'Error message',
    minLength: 1,
    maxLength: 2000,
    pattern: MULTILINE_TEXT,
    description: 'The error the user saw.',
    example: 'This conflicts with the current state.',
  })
  errorMessage: string;
}
