import { ApiSchema } from '@nestjs/swagger';
import { BoolField, SameAs, StringField } from '../../common/validation/field.decorators';
import { PASSWORD_MESSAGES, PasswordField } from '../../common/validation/password';
import { DateOfBirthField, DriversLicenseField, EmailField, PolicyHolderField, PolicyNumberField, ZipField } from './fields';

@ApiSchema({ name: 'StaffVerificationRequest' })
export class StaffVerificationRequestDto {
  @PolicyNumberField({ description: 'Policy number.' })
  policyNumber: string;

  @PolicyHolderField({ description: 'The policyholder name.' })
  policyHolder: string;

  @DriversLicenseField({ description: "A driver's licence number on the policy (PPA), without dashes." })
  driversLicenseNumber?: string;

  @DateOfBirthField({ description: "The policyholder's date of birth (HOM, PUP), MM/DD/YYYY." })
  dateOfBirth?: string;

  @ZipField({ description: 'The 5-digit billing zip code.' })
  zip: string;

  @StringField({
    label: 'Last 4 of SSN/FEIN',
    minLength: 4,
    maxLength: 4,
    pattern: /^[0-9]{4}$/,
    patternMessage: 'Enter the last 4 digits of the SSN or FEIN.',
    description: 'Last 4 digits of the SSN or FEIN.',
    example: '4821',
  })
  employeeIdentificationNumber: string;

  @StringField({
    label: 'Phone Number',
    minLength: 12,
    maxLength: 12,
    pattern: /^[0-9]{3}-[0-9]{3}-[0-9]{4}$/,
    patternMessage: 'Enter the phone number as 999-999-9999.',
    description: 'A phone number staff can call.',
    example: '317-555-0142',
  })
  staffVerificationPhoneNumber: string;

  @EmailField({ description: 'The email address for the new account.' })
  staffVerificationEmail: string;

  @EmailField({ label: 'Confirm Email', description: 'The email address again.' })
  @SameAs('staffVerificationEmail', 'The email address and its confirmation do not match.', { ignoreCase: true })
  staffVerificationEmailConfirmation: string;

  @PasswordField({ label: 'Password', description: 'The password for the new account.', notSameAs: ['staffVerificationEmail'] })
  staffVerificationPassword: string;

  @PasswordField({ label: 'Confirm Password', description: 'The password again.', shapeOnly: true })
  @SameAs('staffVerificationPassword', PASSWORD_MESSAGES.mismatch)
  staffVerificationPasswordConfirmation: string;
}

@ApiSchema({ name: 'StaffVerificationResult' })
export class StaffVerificationResultDto {
  @BoolField({ description: 'True when the request was stored for staff; false when the details did not match a policy.' })
  staffVerificationRequestCompleted: boolean;
}
