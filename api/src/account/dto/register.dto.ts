import { ApiSchema } from '@nestjs/swagger';
import { SameAs, StringField, TrueField } from '../../common/validation/field.decorators';
import { PASSWORD_MESSAGES, PasswordField } from '../../common/validation/password';
import { EmailField, PolicyHolderField, PolicyNumberField, UserIdField } from './fields';

@ApiSchema({ name: 'RegisterRequest' })
export class RegisterRequestDto {
  @EmailField({ description: 'The email address to sign in with.' })
  username: string;

  @PasswordField({
    label: 'Password',
    description: 'At least 8 characters with a digit, an upper and a lower case letter; not a common password, nor containing the email name or Harbor.',
    notSameAs: ['username'],
  })
  password: string;

  @PasswordField({ label: 'Confirm Password', description: 'The password again.', shapeOnly: true })
  @SameAs('password', PASSWORD_MESSAGES.mismatch)
  confirmPassword: string;

  @TrueField({
    label: 'I agree to the terms of use',
    description: 'The user accepted the terms of use (must be true).',
    message: 'Agree to the terms of use to create an account.',
  })
  agreeTerms: boolean;

  @PolicyNumberField({ description: 'The verified policy number.' })
  policyNumber: string;

  @PolicyHolderField({ description: 'The verified policyholder name.' })
  policyHolder: string;

  @StringField({
    label: 'Verification token',
    minLength: 16,
    maxLength: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'Verify your policy again.',
    description: 'The token from the successful full verification.',
  })
  verificationToken: string;
}

@ApiSchema({ name: 'RegisterResult' })
export class RegisterResultDto {
  @UserIdField({ description: 'The new user id.' })
  userId: string;

  @EmailField({ description: 'Where the confirmation email went.' })
  email: string;
}

@ApiSchema({ name: 'ResendConfirmationRequest' })
export class ResendConfirmationRequestDto {
  @StringField({
    label: 'Email',
    minLength: 1,
    maxLength: 256,
    pattern: /^[\s\S]*\S[\s\S]*$/,
    patternMessage: 'Enter your email address.',
    description: 'The account email address.',
    example: 'demo@example.com',
  })
  username: string;

  @StringField({ label: 'Password', minLength: 1, maxLength: 128, pattern: /^[\s\S]*$/, description: 'The account password.', example: 'Harbor-Light-42' })
  password: string;
}
