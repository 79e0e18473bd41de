import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { DateOfBirthField, DriversLicenseField, PolicyHolderField, PolicyNumberField, ZipField } from '../../account/dto/fields';
import { BoolField, IntField, StringArrayField, StringField } from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core/policy-number';

@ApiSchema({ name: 'PolicyListRequest' })
export class PolicyListRequest {
  @StringArrayField({
    required: false,
    maxItems: 500,
    item: { minLength: 10, maxLength: 10, pattern: POLICY_NUMBER_PATTERN, patternMessage: 'Enter policy numbers of three letters and seven digits.' },
    description: 'Only these policies (each must be on the account). Omitted: all of them.',
    example: ['PPA1000101'],
  })
  policies?: string[];
}

@ApiSchema({ name: 'AddPolicyRequest' })
export class AddPolicyRequest {
  @PolicyNumberField({ description: 'Policy number: three letters and seven digits.' })
  policyNumber: string;

  @PolicyHolderField({ description: 'The policyholder name as on the policy.' })
  policyHolder: string;

  @DriversLicenseField({ description: "For PPA policies: a driver's licence number on the policy, without dashes." })
  driversLicenseNumber?: string;

  @DateOfBirthField({ description: "For HOM and PUP policies: the policyholder's date of birth, MM/DD/YYYY." })
  dateOfBirth?: string;

  @ZipField({ description: 'The 5-digit billing zip code.' })
  zip: string;
}

@ApiSchema({ name: 'AddPolicyResult' })
export class AddPolicyResult {
  @BoolField({ description: 'True when the policy was added.' })
  added: boolean;

  @IntField({ minimum: 0, maximum: 1000, format: 'int32', description: 'Failed attempts so far (3 hides Add).' })
  failedAttempts: number;

  @BoolField({ description: 'False after 3 failed attempts: the user must contact Customer Service.' })
  canRetry: boolean;
}

@ApiSchema({ name: 'EditPolicyRequest' })
export class EditPolicyRequest {
  @PolicyNumberField({ description: 'One of the user’s policies.' })
  policyNumber: string;

  // Not StringField: the spec allows an empty nickname (it clears it), and StringField marks
  // every required string IsNotEmpty.
  @ApiProperty({ type: String, required: true, minLength: 0, maxLength: 60, pattern: '^[^<>]*$', description: 'The nickname; empty clears it.', example: 'Family car' })
  @IsString()
  @MaxLength(60)
  @Matches(/^[^<>]*$/, { message: 'The nickname cannot contain < or >.' })
  nickname: string;
}

@ApiSchema({ name: 'RemovePolicyRequest' })
export class RemovePolicyRequest {
  @PolicyNumberField({ description: 'The policy to unlink from the account.' })
  policyNumber: string;
}

/** GET /api/document?q={printUrl}. */
export class DocumentQuery {
  @StringField({ minLength: 1, maxLength: 200, pattern: /^[A-Za-z0-9_.:-]+$/, patternMessage: 'Not a document link.', description: 'The printUrl of the document.' })
  q: string;
}
