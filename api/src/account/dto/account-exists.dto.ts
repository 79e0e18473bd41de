import { ApiSchema } from '@nestjs/swagger';
import { ReplyBoolField, ReplyStringArrayField, StringArrayField, StringField } from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core';

const POLICY_NUMBER_ITEM = {
  minLength: 10,
  maxLength: 10,
  pattern: POLICY_NUMBER_PATTERN,
  patternMessage: 'Each policy number has three letters and seven digits, such as PPA1234567.',
} as const;

@ApiSchema({ name: 'AccountExistsRequest' })
export class AccountExistsRequestDto {
  @StringArrayField({ label: 'Policy numbers', description: 'Policy numbers.', minItems: 1, maxItems: 20, item: POLICY_NUMBER_ITEM })
  policyNumbers: string[];

  @StringField({
    label: 'Verification token',
    required: false,
    minLength: 16,
    maxLength: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'Verify your policy again.',
    description: 'The token of a successful full verification (verifyFullPolicy) in this registration: only its policy number is answered for.',
  })
  verificationToken?: string;
}

@ApiSchema({ name: 'AccountExistsResult' })
export class AccountExistsResultDto {
  @ReplyBoolField({ description: 'True when the policy number the verification token proves is among them and has an account.' })
  exists: boolean;

  @ReplyStringArrayField({
    description: 'That policy number when it has an account; never a number the caller has not proven.',
    maxItems: 20,
    item: POLICY_NUMBER_ITEM,
  })
  registeredPolicyNumbers: string[];
}
