import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, IntField, StringField } from '../../common/validation/field.decorators';
import type { PartTwoField } from '../../policy-proof';
import { PolicyProofRequestFields } from '../../policy-proof';

@ApiSchema({ name: 'PolicyVerificationRequest' })
export class PolicyVerificationRequestDto extends PolicyProofRequestFields(false) {}

@ApiSchema({ name: 'PolicyVerificationResult' })
export class PolicyVerificationResultDto {
  @BoolField({ description: 'True when the details matched.' })
  isValid: boolean;

  @BoolField({ description: 'Policy number and policyholder matched.' })
  verifiedPart1: boolean;

  @BoolField({ description: 'The extra details matched too (full verification).' })
  verifiedPart2: boolean;

  @BoolField({ description: 'Three verifications failed: only the staff verification form is offered now.' })
  requiresStaffVerification: boolean;

  @IntField({ minimum: 0, maximum: 1000, format: 'int32', description: 'Failed verifications counted by the server.' })
  registrationFailureCount: number;

  @ApiProperty({ enum: ['driversLicenseNumber', 'dateOfBirth', 'zip'], isArray: true, maxItems: 3, description: 'What part 2 asks for this policy type.' })
  requiredFields: PartTwoField[];

  @StringField({
    nullable: true,
    minLength: 16,
    maxLength: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    description: 'The token account creation needs, after a full verification.',
  })
  verificationToken: string | null;
}
