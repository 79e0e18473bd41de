import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, ReplyBoolField, ReplyStringField, StringField } from '../../common/validation/field.decorators';
import { WithDeliveryChannels } from '../../profile';
import { MemberIdentityReply } from './member-identity.dto';

const USER_ID = { label: 'User', format: 'uuid', maxLength: 36, formatMessage: 'User must be a user id from the search results.' } as const;

/** Spec schema AdminUserRequest. */
@ApiSchema({ name: 'AdminUserRequest' })
export class AdminUserRequestDto {
  @StringField(USER_ID)
  userId: string;
}

/** Spec schema ImpersonateRequest (doc 4 §7: POST /admin/impersonate takes `id`). */
@ApiSchema({ name: 'ImpersonateRequest' })
export class ImpersonateRequestDto {
  @StringField(USER_ID)
  id: string;
}

/** Spec schema AdminAddPolicyRequest (doc 4 §5: a number longer than 3 characters). */
@ApiSchema({ name: 'AdminAddPolicyRequest' })
export class AdminAddPolicyRequestDto {
  @StringField(USER_ID)
  userId: string;

  @StringField({
    label: 'Policy Number',
    minLength: 4,
    maxLength: 10,
    pattern: /^\s*[A-Za-z0-9]+\s*$/,
    patternMessage: 'Policy Number must be letters and digits only.',
  })
  policyNumber: string;
}

/** Spec schema AdminRemovePolicyRequest. */
@ApiSchema({ name: 'AdminRemovePolicyRequest' })
export class AdminRemovePolicyRequestDto {
  @StringField(USER_ID)
  userId: string;

  @StringField({ label: 'Policy link', format: 'uuid', maxLength: 36, formatMessage: 'Policy link must be the id of a policy of the account.' })
  id: string;
}

/** Spec schema DeliveryTesterRequest. */
@ApiSchema({ name: 'DeliveryTesterRequest' })
export class DeliveryTesterRequestDto {
  @StringField(USER_ID)
  userId: string;

  @BoolField({ label: 'Delivery tester' })
  isDeliveryTester: boolean;
}

/** Spec schema AdminChangeEmailRequest. */
@ApiSchema({ name: 'AdminChangeEmailRequest' })
export class AdminChangeEmailRequestDto {
  @StringField(USER_ID)
  userId: string;

  @StringField({ label: 'Old Email', format: 'email', maxLength: 254, formatMessage: 'Old Email must be an email address, such as name@example.com.' })
  oldEmail: string;

  @StringField({ label: 'New Email', format: 'email', maxLength: 254, formatMessage: 'New Email must be an email address, such as name@example.com.' })
  newEmail: string;
}

/** Spec schema CreateAdminRequest. */
@ApiSchema({ name: 'CreateAdminRequest' })
export class CreateAdminRequestDto {
  @StringField({ label: 'Email', format: 'email', maxLength: 254, formatMessage: 'Email must be an email address, such as name@example.com.' })
  email: string;
}

/** Spec schema AdminUserPolicy. */
@ApiSchema({ name: 'AdminUserPolicy' })
export class AdminUserPolicyDto {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  userId: string;

  @ReplyStringField({ maxLength: 10 })
  policyNumber: string;

  @ReplyStringField({ format: 'date-time', maxLength: 40 })
  addedOn: string;
}

/** Spec schema AdminUser (doc 4 §3 "Admin user"). */
@ApiSchema({ name: 'AdminUser' })
export class AdminUserDto extends WithDeliveryChannels(MemberIdentityReply) {
  @ApiProperty({ type: [AdminUserPolicyDto], maxItems: 500, description: 'The policy links, in the order they were added.' })
  policies: AdminUserPolicyDto[];

  @ReplyBoolField()
  deliveryEnabled: boolean;

  @ReplyBoolField()
  isDeliveryTester: boolean;
}
