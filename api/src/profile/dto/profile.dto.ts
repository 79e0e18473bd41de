import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ReplyBoolField, ReplyStringField } from '../../common/validation/field.decorators';
import { WithDeliveryChannels } from './delivery-channels.reply';

/** Spec schema ProfilePolicy. */
@ApiSchema({ name: 'ProfilePolicy' })
export class ProfilePolicyDto {
  @ReplyStringField({ minLength: 10, maxLength: 10, pattern: /^[A-Za-z]{3}[0-9]{7}$/ })
  policyNumber: string;
}

/** Spec schema Profile: the signed-in user's account and e-delivery settings (doc 1 §3). */
@ApiSchema({ name: 'Profile' })
export class ProfileDto extends WithDeliveryChannels(class {}) {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @ReplyStringField({ format: 'email', maxLength: 254 })
  email: string;

  @ReplyStringField({ minLength: 1, maxLength: 256, pattern: /^[\s\S]*\S[\s\S]*$/ })
  username: string;

  @ReplyStringField({ minLength: 1, maxLength: 160, pattern: /^[\s\S]*\S[\s\S]*$/ })
  name: string;

  @ReplyStringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/, nullable: true })
  phoneNumber: string | null;

  @ApiProperty({ type: [ProfilePolicyDto], maxItems: 500, description: 'Policies linked to the account.' })
  policies: ProfilePolicyDto[];

  @ReplyBoolField()
  isAdmin: boolean;

  @ReplyBoolField()
  emailConfirmed: boolean;

  @ReplyBoolField()
  isDelivery: boolean;

  @ApiProperty({ type: [String], maxItems: 10, description: 'More email addresses that receive alerts.' })
  additionalEDeliveryEmailRecipients: string[];

  @ApiProperty({ type: [String], maxItems: 10, description: 'More mobile numbers (digits) that receive text alerts.' })
  additionalEDeliverySMSRecipients: string[];

  @ReplyBoolField()
  isDeliveryTester: boolean;

  @ReplyBoolField()
  dontShowAdvertisement: boolean;

  @ReplyBoolField()
  dontShowEDelivery: boolean;
}
