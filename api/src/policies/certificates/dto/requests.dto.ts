import { IntField, StringField } from '../../../common/validation/field.decorators';
import { MULTILINE_TEXT, OptionalTextField, SINGLE_LINE_TEXT } from '../../../common/validation/text-fields';

/** POST /api/policy/{policyNumber}/certificates (spec IssueCertificateRequest): the holder and wording only, never limits or dates. */
export class IssueCertificateRequest {
  @StringField({
    label: 'Certificate holder',
    minLength: 1,
    maxLength: 120,
    pattern: SINGLE_LINE_TEXT,
    description: 'Certificate holder, the person or organization the certificate is issued to.',
    example: 'Summit Ridge General Contractors',
  })
  holderName: string;

  @StringField({
    label: 'Street address',
    minLength: 1,
    maxLength: 100,
    pattern: SINGLE_LINE_TEXT,
    description: 'Street address of the holder.',
    example: '1200 Commerce Dr',
  })
  line1: string;

  @OptionalTextField('Address line 2', 100, 'Second address line (suite, floor).', 'Suite 300')
  line2?: string | null;

  @StringField({ label: 'City', minLength: 1, maxLength: 60, pattern: SINGLE_LINE_TEXT, description: 'City.', example: 'Fort Wayne' })
  city: string;

  @IntField({
    label: 'State',
    format: 'int32',
    minimum: 1,
    maximum: 51,
    description: 'State id, 1 to 51 (the 50 states and DC in alphabetical order of abbreviation; 16 is IN).',
    example: 16,
  })
  stateId: number;

  @StringField({
    label: 'Zip code',
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'The zip code must be 5 digits.',
    description: 'Zip code, exactly 5 digits.',
    example: '46802',
  })
  zip: string;

  @OptionalTextField(
    'Additional insured',
    300,
    'Optional additional insured wording printed on the certificate.',
    'Summit Ridge General Contractors is an additional insured as required by written contract.',
    MULTILINE_TEXT,
  )
  additionalInsured?: string | null;

  @OptionalTextField(
    'Description of operations',
    600,
    'Optional text of the ACORD 25 box "Description of operations / locations / vehicles".',
    'Re: Riverside Clinic renovation, 400 Main St, Fort Wayne.',
    MULTILINE_TEXT,
  )
  descriptionOfOperations?: string | null;
}

const PolicyNumberField = () =>
  StringField({
    label: 'Policy number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[A-Za-z]{3}[0-9]{7}$/,
    patternMessage: 'Enter a policy number of three letters and seven digits, such as CGL1234567.',
    description: 'Policy number of a commercial, garage or farm policy of the signed-in policyholder.',
    example: 'CGL7300201',
  });

/** {policyNumber} of /api/policy/{policyNumber}/certificates. */
export class CertificatePolicyParams {
  @PolicyNumberField()
  policyNumber: string;
}

/** {policyNumber} and {certificateId} of .../certificates/{certificateId}/reissue. */
export class CertificateParams {
  @PolicyNumberField()
  policyNumber: string;

  @StringField({ label: 'Certificate id', maxLength: 36, format: 'uuid', description: 'Id of an issued certificate of the policy.' })
  certificateId: string;
}

/** {policyNumber} and {holderId} of .../certificate-holders/{holderId}. */
export class CertificateHolderParams {
  @PolicyNumberField()
  policyNumber: string;

  @StringField({ label: 'Holder id', maxLength: 36, format: 'uuid', description: 'Id of a saved certificate holder of the policy.' })
  holderId: string;
}
