/* Request DTOs of the policy-change calls (doc 3 §3, §5, §7), field for field the spec's schemas in openapi/components/schemas. */
import { ApiSchema } from '@nestjs/swagger';
import { BoolField, EnumField, IntField, ObjectField, StringArrayField, StringField } from '../../common/validation/field.decorators';
import { ErrorMessageField, MULTILINE_TEXT, OptionalTextField, SINGLE_LINE_TEXT } from '../../common/validation/text-fields';

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/*
 * The fields several requests share, each stated once (the spec's schemas repeat them per
 * request; the contract test compares every request's rules with its schema).
 */

/** A YYYY-MM-DD date; `label` starts the pattern message ("Effective date must be a date such as 2026-12-15."). */
const IsoDateField = (label: string, o: { description: string; example: string; required?: false; nullable?: true }) =>
  StringField({ label, minLength: 10, maxLength: 10, pattern: ISO_DATE, format: 'date', patternMessage: `${label} must be a date such as 2026-12-15.`, ...o });

/** The policy number of the call (also the {policyNumber} path parameter of the policysave calls). */
export const PolicyNumberField = (o: { description?: string; example?: string } = {}) =>
  StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description: 'Policy number of an In-Force personal auto (PPA) policy of the signed-in policyholder.',
    example: 'PPA1000101',
    ...o,
  });

const PolicyIdField = () =>
  StringField({
    label: 'Policy id',
    minLength: 1,
    maxLength: 10,
    pattern: /^[0-9]{1,10}$/,
    patternMessage: 'The policy id must be digits.',
    description: "Policy id in the policy system (the policy's `policyId`).",
    example: '100101',
  });

const EffectiveDateField = () =>
  IsoDateField('Effective date', {
    description: "Effective date of the change (YYYY-MM-DD), from the policy's `minimumEffectiveDate` to its `maximumEffectiveDate`.",
    example: '2026-12-15',
  });

const AgencyEmailField = (description: string) => OptionalTextField('Agency email', 254, description, 'service@lakesideins.test');

/** Street number, street, apartment and P.O. box of an address (the creditor's or the garaging one). */
const HouseNumberField = () => OptionalTextField('Street number', 12, 'Street number (upper case). Needed with the street unless a P.O. box is given.', '4410');
const StreetNameField = () =>
  OptionalTextField('Street', 100, 'Street name (upper case). Needed with the street number unless a P.O. box is given.', 'LAKEVIEW DR');
const ApartmentField = () => OptionalTextField('Apartment', 10, 'Apartment or unit (optional).', '2B');
const POBoxField = () => OptionalTextField('P.O. box', 20, 'P.O. box; instead of street number and street.', '123');

const ZipField = (o: { description: string; required?: false; nullable?: true }) =>
  StringField({
    label: 'Zip code',
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'The zip code must be 5 digits.',
    example: '46032',
    ...o,
  });

const StateIdField = (o: { description: string; required?: false; nullable?: true }) =>
  IntField({ label: 'State', format: 'int32', minimum: 1, maximum: 51, example: 16, ...o });

const VehicleNumField = () =>
  IntField({ label: 'Vehicle', format: 'int32', minimum: 1, maximum: 999, description: 'Vehicle number on the policy.', example: 1 });

/** The policy a change is for: its id and number. */
abstract class PolicyChangeTarget {
  @PolicyIdField()
  policyId: string;

  @PolicyNumberField()
  policyNumber: string;
}

/** What every rate call sends first: the policy, the pending change it replaces (if any) and the effective date. */
abstract class RateChangeRequest extends PolicyChangeTarget {
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

  @EffectiveDateField()
  effectiveDate: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor type must take any[] (TS2545)
type Constructor = abstract new (...args: any[]) => object;

/** The creditor form's fields (doc 3 §3 creditor form, §5 rules), after the fields of `Base`. */
function CreditorFields<TBase extends Constructor>(Base: TBase) {
  abstract class WithCreditorFields extends Base {
    @IntField({ label: 'Type', format: 'int32', minimum: 0, maximum: 1, description: '0 = company (lienholder), 1 = person (loss payee).', example: 0 })
    creditorType: number;

    @OptionalTextField('First name', 60, 'First name (person).', null)
    creditorFirstName?: string | null;

    @OptionalTextField('Last name', 60, 'Last name (person).', null)
    creditorLastName?: string | null;

    @OptionalTextField('Business name', 120, 'Business name (company).', 'FIRST MIDWEST BANK')
    creditorBusinessName?: string | null;

    @HouseNumberField()
    creditorAddressHouseNumber?: string | null;

    @StreetNameField()
    creditorAddressStreetName?: string | null;

    @ApartmentField()
    creditorAddressApartmentNumber?: string | null;

    @POBoxField()
    creditorAddressPOBox?: string | null;

    @ZipField({ description: 'Zip code, exactly 5 digits.' })
    creditorAddressZip: string;

    @StringField({ label: 'City', minLength: 1, maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'City (upper case).', example: 'CARMEL' })
    creditorAddressCity: string;

    @StateIdField({ description: 'State id, 1 to 51 (the 50 states and DC in alphabetical order of abbreviation; 16 is IN).' })
    creditorAddressStateId: number;

    @OptionalTextField('County', 60, 'County (upper case).', 'HAMILTON')
    creditorAddressCounty?: string | null;
  }
  return WithCreditorFields;
}

abstract class NoFields {}

/** A lienholder (company, type 0) or loss payee (person, type 1) of a vehicle (doc 3 §3 creditor form, §5 rules): a company needs a business name, a person first and last name; the address needs street number and street, or a P.O. box. */
@ApiSchema({ name: 'CreditorForm' })
export class CreditorForm extends CreditorFields(NoFields) {}

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

  @EffectiveDateField()
  effectiveDate: string;

  @PolicyIdField()
  policyId: string;

  @PolicyNumberField({ description: 'Policy number; must equal the one in the path.' })
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

  @AgencyEmailField('Agency email (informational; mail goes to the agency on record).')
  agencyEmailAddress?: string | null;

  @OptionalTextField('Agency name', 200, 'Agency name (informational).', 'Lakeside Insurance Group')
  agencyName?: string | null;
}

/** Add a vehicle, or replace one (`vehicleNum` set), and rate the change (doc 3 §3 vehicle form, §5 rules). VIN, or year, make, model and style; annual mileage; loan or lease; the garaging address when "Other"; the bundle and coverages. */
@ApiSchema({ name: 'RateVehicleRequest' })
export class RateVehicleRequest extends RateChangeRequest {
  @IsoDateField('Policy effective date', {
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

  @OptionalTextField('Make', 100, 'Make, as the lookup lists it (by year/make/model).', 'HONDA')
  make?: string | null;

  @OptionalTextField('Model', 150, 'Model, as the lookup lists it (by year/make/model).', 'CIVIC')
  model?: string | null;

  @OptionalTextField('Style', 200, 'Style, as the lookup lists it; required when not adding by VIN.', 'EX 4D SEDAN FWD')
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

  @HouseNumberField()
  garagingAddressHouseNumber?: string | null;

  @StreetNameField()
  garagingAddressStreetName?: string | null;

  @ApartmentField()
  garagingAddressApartmentNumber?: string | null;

  @POBoxField()
  garagingAddressPOBox?: string | null;

  @OptionalTextField('City', 60, 'City (when Other).', 'CARMEL')
  garagingAddressCity?: string | null;

  @StateIdField({ required: false, nullable: true, description: 'State id 1-51 (when Other).' })
  garagingAddressStateId?: number | null;

  @ZipField({ required: false, nullable: true, description: 'Zip, 5 digits (when Other).' })
  garagingAddressZip?: string | null;

  @OptionalTextField('County', 60, 'County (when Other).', 'HAMILTON')
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
export class RateDeleteVehicleRequest extends RateChangeRequest {
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

  @VehicleNumField()
  vehicleNum: number;
}

/** Add a driver and rate the change (doc 3 §3 driver form, §5 rules). Date of birth from 80 years ago plus one day to 16 years ago (on the effective date); the student questions only for ages 16 to 25; a licence that is not valid refuses the change. */
@ApiSchema({ name: 'RateDriverRequest' })
export class RateDriverRequest extends RateChangeRequest {
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

  @StringField({ label: 'First name', minLength: 1, maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'First name (upper case).', example: 'JORDAN' })
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

  @StringField({ label: 'Last name', minLength: 1, maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'Last name (upper case).', example: 'CARTER' })
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

  @IsoDateField('Date of birth', { description: 'Date of birth: the driver is 16 to 80 on the effective date.', example: '2008-03-14' })
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
export class RateDeleteDriverRequest extends RateChangeRequest {
  @IntField({ label: 'Driver', format: 'int32', minimum: 1, maximum: 999, description: 'Driver number on the policy.', example: 2 })
  driverNum: number;
}

/** Add a lienholder or loss payee to a vehicle, or edit one (`creditorNum` set): the vehicle and creditor numbers, then the creditor form. */
abstract class RateCreditorTarget extends RateChangeRequest {
  @VehicleNumField()
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
}

/** Add a lienholder or loss payee to a vehicle, or edit one (`creditorNum` set), and rate the change. */
@ApiSchema({ name: 'RateCreditorRequest' })
export class RateCreditorRequest extends CreditorFields(RateCreditorTarget) {}

/** Remove a lienholder or loss payee from a vehicle and rate the change. */
@ApiSchema({ name: 'RateDeleteCreditorRequest' })
export class RateDeleteCreditorRequest extends RateChangeRequest {
  @VehicleNumField()
  vehicleNum: number;

  @IntField({ label: 'Lienholder or loss payee', format: 'int32', minimum: 1, maximum: 99, description: 'Creditor number on the vehicle.', example: 1 })
  creditorNum: number;
}

/** Complete the pending change: issue the new policy version. */
@ApiSchema({ name: 'RateConfirmRequest' })
export class RateConfirmRequest extends PolicyChangeTarget {
  @IntField({
    label: 'Policy image',
    format: 'int32',
    minimum: 1,
    maximum: 100000,
    description: "The pending change's image number (the rate result's `policyImageNum`); another number answers 409 POLICY_CHANGE_STALE.",
    example: 4,
  })
  policyImageNum: number;

  @EffectiveDateField()
  effectiveDate: string;

  @AgencyEmailField('Agency email (informational: the email goes to the agency on record).')
  agencyEmailAddress?: string | null;

  @OptionalTextField(
    'Email details',
    4000,
    "The change as the screen rendered it for the email (plain text; shown escaped under the API's own summary).",
    'Add vehicle 2019 HONDA CIVIC',
    MULTILINE_TEXT,
  )
  emailDetails?: string | null;

  @OptionalTextField('Policyholder first name', 60, 'Policyholder first name (informational).', 'EMILY')
  policyHolderFirstName?: string | null;

  @OptionalTextField('Policyholder last name', 60, 'Policyholder last name (informational).', 'CARTER')
  policyHolderLastName?: string | null;
}

/** Withdraw the pending change (its rate). */
@ApiSchema({ name: 'DeleteRateRequest' })
export class DeleteRateRequest extends PolicyChangeTarget {
  @IntField({ label: 'Pending change', format: 'int32', minimum: 1, maximum: 100000, description: "The pending change's image number.", example: 4 })
  endorsementPolicyImageNumber: number;

  @IsoDateField('Transaction date', {
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
  @PolicyNumberField()
  policyNumber: string;

  @AgencyEmailField('Agency email (informational: the email goes to the agency on record).')
  agencyEmailAddress?: string | null;

  @OptionalTextField('Policyholder name', 160, 'Policyholder name.', 'EMILY CARTER')
  policyHolderName?: string | null;

  @OptionalTextField('Address line 1', 200, 'Address line 1.', '4410 LAKEVIEW DR')
  addressLine1?: string | null;

  @OptionalTextField('Address line 2', 200, 'Address line 2.', 'CARMEL, IN 46032')
  addressLine2?: string | null;

  @OptionalTextField('Phone', 20, 'Phone.', '(317) 555-0142', /^[0-9()+ .-]*$/)
  phone?: string | null;

  @OptionalTextField('Email', 254, 'Email.', 'emily.carter@example.test')
  email?: string | null;

  @ErrorMessageField('This conflicts with the current state.')
  errorMessage: string;
}
