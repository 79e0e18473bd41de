import { ApiSchema } from '@nestjs/swagger';
import { EmailField, LinkCodeField, UserIdField } from './fields';

/** Query of GET /api/account/confirmemail (the confirmation link's values). */
export class ConfirmEmailQueryDto {
  @LinkCodeField({ description: 'The code from the link.' })
  code: string;

  @UserIdField({ description: 'The user id from the link.' })
  userId: string;
}

@ApiSchema({ name: 'SendEmailChangeRequest' })
export class SendEmailChangeRequestDto {
  @EmailField({ label: 'New email', description: 'The new email address.' })
  newEmail: string;
}

@ApiSchema({ name: 'ChangeEmailRequest' })
export class ChangeEmailRequestDto {
  @LinkCodeField({ description: 'The code from the link.' })
  code: string;

  @UserIdField({ description: 'The user id from the link.' })
  userId: string;

  @EmailField({ label: 'New email', description: 'The new email address from the link.' })
  email: string;
}

@ApiSchema({ name: 'LegacyUserRequest' })
export class LegacyUserRequestDto {
  @EmailField({ label: 'New username (email address)', description: 'The new username: an email address.' })
  username: string;
}
