import { ApiSchema } from '@nestjs/swagger';
import { BoolField, StringArrayField } from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core/policy-number';

const POLICY_NUMBER_ITEM = {
  minLength: 10,
  maxLength: 10,
  pattern: POLICY_NUMBER_PATTERN,
  patternMessage: 'Each policy number has three letters and seven digits, such as PPA1234567.',
} as const;

@ApiSchema({ name: 'AccountExistsRequest' })
export class AccountExistsRequestDto {
  @StringArrayField({ description: 'Policy numbers.', minItems: 1, maxItems: 20, item: POLICY_NUMBER_ITEM })
  policyNumbers: string[];
}

@ApiSchema({ name: 'AccountExistsResult' })
export class AccountExistsResultDto {
  @BoolField({ description: 'True when at least one of them does.' })
  exists: boolean;

  @StringArrayField({ description: 'The ones that do.', maxItems: 20, item: POLICY_NUMBER_ITEM })
  registeredPolicyNumbers: string[];
}
