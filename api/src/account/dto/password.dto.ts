import { ApiSchema } from '@nestjs/swagger';
import { SameAs, StringField } from '../../common/validation/field.decorators';
import { PASSWORD_MESSAGES, PasswordField } from '../../common/validation/password';
import { EmailField, LinkCodeField, UserIdField } from './fields';

@ApiSchema({ name: 'ForgotPasswordRequest' })
export class ForgotPasswordRequestDto {
  @EmailField({ label: 'Email', description: 'The account email address.' })
  email: string;
}

@ApiSchema({ name: 'ResetPasswordRequest' })
export class ResetPasswordRequestDto {
  @LinkCodeField({ description: 'The code from the reset link (single use; expires).' })
  code: string;

  @UserIdField({ description: 'The user id from the reset link.' })
  userId: string;

  @PasswordField({ label: 'New Password', description: 'The new password.' })
  password: string;

  @PasswordField({ label: 'Confirm New Password', description: 'The new password again.', shapeOnly: true })
  @SameAs('password', PASSWORD_MESSAGES.mismatch)
  confirmPassword: string;
}

@ApiSchema({ name: 'ChangePasswordRequest' })
export class ChangePasswordRequestDto {
  @StringField({
    label: 'Current password',
    minLength: 1,
    maxLength: 128,
    pattern: /^[\s\S]*$/,
    description: 'The current password.',
    example: 'Harbor-Light-42',
  })
  oldPassword: string;

  /** The confirmation is the form's check (doc 1 §5), not sent (doc 1 §7: {oldPassword, password}). */
  @PasswordField({ label: 'New password', description: 'The new password.' })
  password: string;
}
