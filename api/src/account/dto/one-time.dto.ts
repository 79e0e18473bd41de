import { ApiSchema } from '@nestjs/swagger';
import { ReplyBoolField, StringField } from '../../common/validation/field.decorators';
import { PolicyHolderField, PolicyNumberField, ZipField } from './fields';

@ApiSchema({ name: 'VerifyPaymentNumberRequest' })
export class VerifyPaymentNumberRequestDto {
  @PolicyNumberField({ description: 'Policy number.' })
  policyNumber: string;

  @StringField({
    label: 'Payment Number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{10}$/,
    patternMessage: 'Enter the 10-digit payment number from your bill.',
    description: 'The 10-digit payment number on the bill.',
    example: '5012345678',
  })
  paymentNumber: string;
}

@ApiSchema({ name: 'VerifyAccountNumberRequest' })
export class VerifyAccountNumberRequestDto {
  @StringField({
    label: 'Account Number',
    minLength: 10,
    maxLength: 10,
    pattern: /^[0-9]{10}$/,
    patternMessage: 'Enter the 10-digit account number from your bill.',
    description: 'The 10-digit account bill number.',
    example: '7700412835',
  })
  accountNumber: string;

  @PolicyHolderField({ description: 'The policyholder name.' })
  policyHolder: string;

  @ZipField({ description: 'The 5-digit billing zip code.' })
  zip: string;
}

@ApiSchema({ name: 'VerifyOneTimeRequest' })
export class VerifyOneTimeRequestDto {
  @PolicyNumberField({ description: 'Policy number.' })
  policyNumber: string;

  @PolicyHolderField({ description: 'The policyholder name.' })
  policyHolder: string;

  @ZipField({ description: 'The 5-digit billing zip code.' })
  zip: string;
}

@ApiSchema({ name: 'ValidityResult' })
export class ValidityResultDto {
  @ReplyBoolField({ description: 'True when they matched.' })
  isValid: boolean;
}
