/* Request DTOs of the claim calls (doc 4 §3, §5, §7), field for field the spec's schemas in openapi/components/schemas. */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BoolField, EnumField, FieldLabel, IntField, ObjectArrayField, ObjectField, StringField } from '../../common/validation/field.decorators';
import { ErrorMessageField, MULTILINE_TEXT, OptionalTextField, SINGLE_LINE_TEXT } from '../../common/validation/text-fields';
import { FNOL_TYPES, SEVERITIES } from '../claim-catalog';

const PHONE = /^[0-9]{10}$/;
const POLICY_NUMBER = /^[A-Za-z]{3}[0-9]{7}$/;
const ZIP = /^[0-9]{5}$/;
/** Doc 4 §5's message for a phone that is not 10 digits, word for word (messages.tsv). */
const PHONE_MESSAGE = 'Invalid phone number';

/** An optional 10-digit phone (doc 4 §5: "Invalid phone number"). */
function Phone(label: string, description: string, example: string | null): PropertyDecorator {
  return StringField({ label, maxLength: 10, pattern: PHONE, patternMessage: PHONE_MESSAGE, required: false, nullable: true, description, example });
}

/** An optional 5-digit zip (the third party's address, the vehicle's location). */
function Zip(label: string, description: string, example: string | null): PropertyDecorator {
  return StringField({ label, maxLength: 5, pattern: ZIP, patternMessage: 'Zip must be 5 digits.', required: false, nullable: true, description, example });
}

/** An optional email address; `formatMessage` says what is expected. */
function Email(label: string, formatMessage: string, description: string, example: string): PropertyDecorator {
  return StringField({ label, maxLength: 254, format: 'email', formatMessage, required: false, nullable: true, description, example });
}

/** The policy a call is about: one of the signed-in user's. */
function PolicyNumber(description: string, example = 'PPA1000101'): PropertyDecorator {
  return StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: POLICY_NUMBER,
    patternMessage: 'Enter a policy number of three letters and seven digits.',
    description,
    example,
  });
}

/** An optional whole number answer. */
function Int(label: string, minimum: number, maximum: number, description: string, example: number | null): PropertyDecorator {
  return IntField({ label, format: 'int32', minimum, maximum, required: false, nullable: true, description, example });
}

/** An optional coded answer (1 yes, 2 no, -1 unknown, ...): an integer enum with its bounds, as the spec states it. */
function Choice(label: string, values: readonly number[], description: string, example: number): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: 'integer',
      format: 'int32',
      enum: [...values],
      minimum: Math.min(...values),
      maximum: Math.max(...values),
      required: false,
      nullable: true,
      description,
      example,
    }),
    FieldLabel(label),
    IsOptional(),
    IsIn([...values], { message: `${label} must be one of: ${values.join(', ')}.` }),
  );
}

/** A package part of a CPP policy (doc 4 §3). */
@ApiSchema({ name: 'ClaimPackagePart' })
export class ClaimPackagePart {
  @StringField({ label: 'Package part name', maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'Part name.', example: 'Garage' })
  name: string;

  @IntField({ label: 'Package part number', format: 'int32', minimum: 1, maximum: 999, description: 'Part number on the policy.', example: 1 })
  number: number;
}

/** A third-party driver of an auto collision with another vehicle (loss type 193; doc 4 §3, doc 3's modal). */
@ApiSchema({ name: 'ClaimThirdParty' })
export class ClaimThirdParty {
  @StringField({ label: 'First name', minLength: 1, maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'First name.', example: 'Marcus' })
  firstName: string;

  @OptionalTextField('Middle name', 60, 'Middle name.', null)
  middleName?: string | null;

  @StringField({ label: 'Last name', minLength: 1, maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'Last name.', example: 'Hill' })
  lastName: string;

  @Phone('Home phone', 'Home phone, 10 digits.', '3175550199')
  homePhone?: string | null;

  @Phone('Business phone', 'Business phone, 10 digits.', null)
  businessPhone?: string | null;

  @Phone('Cell phone', 'Cell phone, 10 digits.', null)
  cellPhone?: string | null;

  @Phone('Fax', 'Fax, 10 digits.', null)
  fax?: string | null;

  @Email('Email', 'Email must be an email address, such as name@example.com.', 'Email address.', 'marcus.hill@example.test')
  email?: string | null;

  @OptionalTextField('Street number', 12, 'Street number.', '812')
  streetNumber?: string | null;

  @OptionalTextField('Street name', 100, 'Street name.', 'E 86TH ST')
  streetName?: string | null;

  @OptionalTextField('Apartment number', 12, 'Apartment number.', null)
  apartmentNumber?: string | null;

  @OptionalTextField('P.O. box', 20, 'P.O. box.', null)
  poBox?: string | null;

  @OptionalTextField('City', 60, 'City.', 'Indianapolis')
  city?: string | null;

  @Int('State', 1, 51, 'State id (1 to 51, alphabetical by abbreviation).', 16)
  stateId?: number | null;

  @OptionalTextField('State', 2, 'State abbreviation.', 'IN')
  state?: string | null;

  @Zip('Zip', 'Zip code.', '46240')
  zip?: string | null;
}

/**
 * The claim draft of the Report Claim form (doc 4 §3), as the form sends it. The API fills the
 * submitted-claim additions itself (owner names, drivable id, loss address, declaration link,
 * loss date in UTC) and checks the required rules of doc 4 §5 against the policy, the claim
 * type, the loss type and photo-estimate eligibility: almost every field is optional here and
 * required by those rules, which answer 400 with the spec's messages in `fieldErrors`.
 */
@ApiSchema({ name: 'ClaimDraft' })
export class ClaimDraft {
  @PolicyNumber('The policy the claim is on: an eligible policy of the signed-in user.')
  policyNumber: string;

  @IntField({ label: 'Claim type', format: 'int32', minimum: 1, maximum: 3, description: 'Claim (FNOL) type id: 1 Auto, 2 Property, 3 Liability.', example: 1 })
  fnolTypeId: number;

  @EnumField({
    label: 'Claim type name',
    values: FNOL_TYPES,
    required: false,
    nullable: true,
    description: 'Claim type name (informational; fnolTypeId decides).',
    example: 'Auto',
  })
  fnolType?: string | null;

  @EnumField({
    label: "What's damaged?",
    values: FNOL_TYPES,
    required: false,
    nullable: true,
    description: "What's damaged, where the policy type (or package part) offers a choice.",
    example: 'Property',
  })
  whatsDamaged?: string | null;

  @ObjectField({
    label: 'Package part',
    type: () => ClaimPackagePart,
    required: false,
    nullable: true,
    description: 'Package part (CPP policies).',
    example: null,
  })
  packagePart?: ClaimPackagePart | null;

  @Int('Package part', 1, 999, 'Package part number (CPP policies).', null)
  packagePartId?: number | null;

  @OptionalTextField('Policyholder', 160, 'Policyholder name (prefilled from the policy).', 'Emily Carter')
  policyHolder?: string | null;

  @OptionalTextField('Secondary policyholder', 160, 'Secondary policyholder name.', null)
  secondaryPolicyHolder?: string | null;

  @Phone('Home phone', "Insured's home phone, 10 digits.", null)
  insuredHomePhone?: string | null;

  @Phone('Work phone', "Insured's work phone, 10 digits.", null)
  insuredWorkPhone?: string | null;

  @Phone('Cell phone', "Insured's cell phone, 10 digits.", '3175550142')
  insuredCellPhone?: string | null;

  @Email(
    'Preferred email address',
    'Please enter a valid email address, such as name@example.com.',
    'Where the claim summary is sent.',
    'emily.carter@example.test',
  )
  preferredEmailAddress?: string | null;

  @BoolField({
    label: 'Contact different than insured',
    required: false,
    nullable: true,
    description: 'Someone other than the insured is the contact.',
    example: false,
  })
  differentThanInsured?: boolean | null;

  @OptionalTextField('Other contact first name', 60, 'Other contact first name.', null)
  otherContactFirstName?: string | null;

  @OptionalTextField('Other contact last name', 60, 'Other contact last name.', null)
  otherContactLastName?: string | null;

  @Phone('Other contact home phone', 'Other contact home phone, 10 digits.', null)
  otherContactHomePhone?: string | null;

  @Phone('Other contact work phone', 'Other contact work phone, 10 digits.', null)
  otherContactWorkPhone?: string | null;

  @Phone('Other contact cell phone', 'Other contact cell phone, 10 digits.', null)
  otherContactCellPhone?: string | null;

  @Int('Loss type', -2, 999, 'Loss type id (see getClaimFormOptions: 193 collision with another vehicle, -1 Other, -2 Water damage).', 193)
  lossTypeId?: number | null;

  @OptionalTextField('Loss type name', 100, 'Loss type name (informational).', 'Collision with another vehicle')
  lossType?: string | null;

  @StringField({
    label: 'Date of loss',
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Date of loss must be a date such as 2026-11-20.',
    format: 'date',
    required: false,
    nullable: true,
    description: 'Date of loss (not after today).',
    example: '2026-11-20',
  })
  lossDate?: string | null;

  @OptionalTextField('Loss location', 2048, 'Where the loss happened.', 'Intersection of E 86th St and Keystone Ave', MULTILINE_TEXT)
  lossLocation?: string | null;

  @OptionalTextField('Loss city', 60, 'City of the loss.', 'Indianapolis')
  lossCity?: string | null;

  @Int('Loss state', 1, 51, 'State id of the loss (1 to 51).', 16)
  lossStateId?: number | null;

  @OptionalTextField('Loss state name', 60, 'State name.', 'Indiana')
  lossStateName?: string | null;

  @OptionalTextField('Loss state abbreviation', 2, 'State abbreviation.', 'IN')
  lossStateAbbreviation?: string | null;

  @EnumField({
    label: 'Severity',
    values: SEVERITIES,
    required: false,
    nullable: true,
    description: "Severity; left out or I don't know means Minor Loss.",
    example: 'Minor Loss',
  })
  severity?: string | null;

  @Choice('Medical attention', [1, 0, -1], 'Medical attention needed: 1 yes, 0 no, -1 unknown.', 0)
  medicalAttention?: number | null;

  @OptionalTextField('What happened', 2048, 'Description of the loss.', 'The other driver ran the red light and hit my front bumper.', MULTILINE_TEXT)
  whatHappened?: string | null;

  @BoolField({
    label: 'Third-party drivers',
    required: false,
    nullable: true,
    description: 'Other drivers were involved (loss type 193 on auto).',
    example: true,
  })
  thirdPartyDrivers?: boolean | null;

  @ObjectArrayField({
    label: 'Third parties',
    type: () => ClaimThirdParty,
    maxItems: 10,
    required: false,
    nullable: true,
    description: 'The other drivers.',
    example: [],
  })
  thirdParties?: ClaimThirdParty[] | null;

  @Int('Involved driver', -2, 999, 'Driver number; -1 a driver not on the policy, -2 no one was driving.', 1)
  involvedDriverNum?: number | null;

  @OptionalTextField('Driver first name', 60, 'Driver first name (a driver not on the policy).', null)
  involvedDriverFirstName?: string | null;

  @OptionalTextField('Driver last name', 60, 'Driver last name (a driver not on the policy).', null)
  involvedDriverLastName?: string | null;

  @Int('Involved vehicle', -1, 999, 'Vehicle number; -1 a vehicle not on the policy.', 1)
  involvedVehicleNum?: number | null;

  @OptionalTextField('Vehicle make', 40, 'Make (a vehicle not on the policy).', null)
  involvedVehicleMake?: string | null;

  @OptionalTextField('Vehicle model', 60, 'Model (a vehicle not on the policy).', null)
  involvedVehicleModel?: string | null;

  @Int('Vehicle year', 1900, 2100, 'Model year (a vehicle not on the policy).', null)
  involvedVehicleYear?: number | null;

  @StringField({
    label: 'Vehicle VIN',
    maxLength: 17,
    pattern: /^[A-Za-z0-9]*$/,
    patternMessage: 'VIN must be letters and digits.',
    required: false,
    nullable: true,
    description: 'VIN (a vehicle not on the policy; for a policy vehicle the API uses the VIN on record).',
    example: null,
  })
  involvedVehicleVin?: string | null;

  @OptionalTextField('Water damage type', 60, 'Water damage sub-type (loss type -2 on property; see getClaimFormOptions).', null)
  waterDamageType?: string | null;

  @OptionalTextField('Other damage type', 60, 'Other damage sub-type (loss type -1 on property; see getClaimFormOptions).', null)
  otherDamageType?: string | null;

  @OptionalTextField('Agency', 200, 'Agency name (informational).', 'Riverside Insurance Group')
  agency?: string | null;

  @OptionalTextField('Policy id', 40, 'Policy id (informational: the API reads it from the policy).', '100101')
  policyId?: string | null;

  @Int('Policy image number', 0, 100000, 'Policy image number (informational).', 3)
  policyImageNum?: number | null;

  @OptionalTextField('Policy status', 20, 'Policy status as shown (informational).', 'In-Force')
  policyStatus?: string | null;

  @BoolField({
    label: 'Property claim',
    required: false,
    nullable: true,
    description: 'The claim is a property claim (informational: the API derives it).',
    example: false,
  })
  isPropertyClaim?: boolean | null;

  @BoolField({
    label: 'No driver',
    required: false,
    nullable: true,
    description: 'CPP: no one was driving (the driver name is then not asked).',
    example: false,
  })
  noDriverToggle?: boolean | null;

  @Choice('Drivable', [1, 2, -1], 'Vehicle drivable: 1 yes, 2 no, -1 unknown.', 1)
  drivable?: number | null;

  @Choice('Airbag deployed', [1, 2, 3], 'Airbag deployed: 1 yes, 2 no, 3 unknown.', 2)
  airbagDeployed?: number | null;

  @Choice("At insured's address", [1, 2, -1], "Vehicle at the insured's address: 1 yes, 2 no, -1 unknown.", 1)
  insuredAddress?: number | null;

  @Choice('Photo estimate consent', [1, 0, 2], 'Photo estimate (virtual appraisal) consent: 1 yes, 0 no, 2 unanswered (the default).', 2)
  cccClaimConsent?: number | null;

  @Phone('Text phone', 'Phone for the photo estimate texts, 10 digits (consent yes).', null)
  cccPhone?: string | null;

  @OptionalTextField('Vehicle location address', 100, 'Where the vehicle is, when not at the insured address.', null)
  otherLocationLine1?: string | null;

  @OptionalTextField('Vehicle location city', 60, 'City of that location (a zip lookup fills it).', null)
  otherLocationCity?: string | null;

  @Int('Vehicle location state', 1, 51, 'State id of that location.', null)
  otherLocationStateId?: number | null;

  @Zip('Vehicle location zip', 'Zip of that location.', null)
  otherLocationZip?: string | null;
}

/** What the form knows of the emails (informational: the API mails the addresses on record). */
@ApiSchema({ name: 'ClaimEmailDetails' })
export class ClaimEmailDetails {
  @OptionalTextField('Agency email', 254, 'Agency email (informational: the notice goes to the agency on record).', 'service@riversideins.test')
  agencyEmailAddress?: string | null;

  @OptionalTextField('Member name', 160, 'Name of the signed-in member.', 'Emily Carter')
  memberName?: string | null;
}

/** The `command` part of POST /api/claim/v2. */
@ApiSchema({ name: 'ClaimCommand' })
export class ClaimCommand {
  @StringField({
    label: 'Submission id',
    maxLength: 36,
    format: 'uuid',
    description:
      'An id the form makes once per claim (a retry sends the same): a second submission with it answers 409, and the error and debug emails of the attempt are sent once per id.',
    example: '5b1f0a9e-3c2d-4e8f-9a7b-6c5d4e3f2a10',
  })
  submissionId: string;

  @ObjectField({ label: 'Claim', type: () => ClaimDraft, description: 'The claim draft.' })
  claim: ClaimDraft;

  @ObjectField({
    label: 'Email details',
    type: () => ClaimEmailDetails,
    required: false,
    nullable: true,
    description: 'Email details (informational).',
    example: null,
  })
  emailDetails?: ClaimEmailDetails | null;
}

/** The simple claim report (doc 4 §3 "Claim report fields"). */
@ApiSchema({ name: 'ClaimReportRequest' })
export class ClaimReportRequest {
  @PolicyNumber('A policy of the signed-in user (any type but WCP).', 'HOM1000201')
  policyNumber: string;

  @StringField({ label: 'Loss type', minLength: 1, maxLength: 100, pattern: SINGLE_LINE_TEXT, description: 'Kind of loss in words.', example: 'Water damage' })
  lossType: string;

  @StringField({
    label: 'Date of loss',
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Date of loss must be a date such as 2026-11-20.',
    format: 'date',
    description: 'Date of loss (not after today).',
    example: '2026-11-20',
  })
  lossDate: string;

  @StringField({ label: 'Policyholder', minLength: 1, maxLength: 160, pattern: SINGLE_LINE_TEXT, description: 'Policyholder name.', example: 'Emily Carter' })
  policyHolder: string;

  @StringField({
    label: 'Email address',
    maxLength: 254,
    format: 'email',
    formatMessage: 'Please enter a valid email address, such as name@example.com.',
    description: 'Where the claim summary is sent.',
    example: 'emily.carter@example.test',
  })
  emailAddress: string;

  @StringField({ label: 'Phone number', maxLength: 10, pattern: PHONE, patternMessage: PHONE_MESSAGE, description: 'Phone, 10 digits.', example: '3175550142' })
  phoneNumber: string;

  @BoolField({ label: 'Injuries', description: 'Anyone was injured.', example: false })
  injuriesExist: boolean;

  @StringField({
    label: 'Loss description',
    minLength: 1,
    maxLength: 2048,
    pattern: MULTILINE_TEXT,
    description: 'What happened.',
    example: 'A pipe burst under the kitchen sink and soaked the floor.',
  })
  lossDescription: string;
}

/** What both reports of a failed claim submission carry (the error email to the agency, the debug email to support; each sent once per submission). */
function FailedSubmissionFields(email: 'error' | 'debug') {
  abstract class FailedSubmission {
    @StringField({
      label: 'Submission id',
      maxLength: 36,
      format: 'uuid',
      description: `The failed submission's id (ClaimCommand.submissionId): one ${email} email per id.`,
      example: '5b1f0a9e-3c2d-4e8f-9a7b-6c5d4e3f2a10',
    })
    submissionId: string;

    @PolicyNumber('A policy of the signed-in user.')
    policyNumber: string;

    @OptionalTextField('Member name', 160, 'Name of the signed-in member.', 'Emily Carter')
    memberName?: string | null;

    @ErrorMessageField('The request failed.')
    errorMessage: string;
  }
  return FailedSubmission;
}

/** Tell the agency that a claim could not be submitted (doc 4 §4: sent once, when the agency has emails). */
@ApiSchema({ name: 'SendClaimErrorEmailRequest' })
export class SendClaimErrorEmailRequest extends FailedSubmissionFields('error') {
  @OptionalTextField('Address line 1', 200, 'Policyholder address line 1.', '4410 Lakeview Dr')
  policyholderAddress1?: string | null;

  @OptionalTextField('Address line 2', 200, 'Policyholder address line 2.', 'Carmel, IN 46032')
  policyholderAddress2?: string | null;

  @OptionalTextField('Phone', 20, 'Policyholder phone.', '(317) 555-0142', /^[0-9()+ .-]*$/)
  policyholderPhone?: string | null;

  @OptionalTextField('Email', 254, 'Policyholder email.', 'emily.carter@example.test')
  policyholderEmail?: string | null;

  @OptionalTextField('Agency email', 254, 'Agency email (informational: the email goes to the agency on record).', 'service@riversideins.test')
  agencyEmailAddress?: string | null;
}

/** Tell the portal's support team what failed, with the claim's details (doc 4 §4: sent once). */
@ApiSchema({ name: 'SendClaimDebugEmailRequest' })
export class SendClaimDebugEmailRequest extends FailedSubmissionFields('debug') {
  @OptionalTextField('Claim details', 20000, 'The claim draft as the form held it (JSON text).', '{"lossTypeId":193}', MULTILINE_TEXT)
  claimDetails?: string | null;

  @OptionalTextField('Attachment details', 4000, 'The files chosen: names, sizes and types.', 'front.jpg (1,204,332 bytes, image/jpeg)', MULTILINE_TEXT)
  attachmentDetails?: string | null;
}

/** The command part of POST /api/claim/{claimNumber}/documents: what the files answer. */
@ApiSchema({ name: 'ClaimDocumentsCommand' })
export class ClaimDocumentsCommand {
  @StringField({
    label: 'Requested item',
    maxLength: 36,
    format: 'uuid',
    required: false,
    nullable: true,
    description: 'The checklist item the files answer (it is ticked); omit for other documents.',
    example: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  })
  requestedItemId?: string | null;
}
