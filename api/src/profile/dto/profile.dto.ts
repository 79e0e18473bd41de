import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, StringField } from '../../common/validation/field.decorators';

/** Spec schema ProfilePolicy. */
@ApiSchema({ name: 'ProfilePolicy' })
export class ProfilePolicyDto {
  @StringField({ minLength: 10, maxLength: 10, pattern: /^[A-Za-z]{3}[0-9]{7}$/ })
  policyNumber: string;
}

/** Spec schema Profile: the signed-in user's account and e-delivery settings (doc 1 §3). */
@ApiSchema({ name: 'Profile' })
export class ProfileDto {
  @StringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @StringField({ format: 'email', maxLength: 254 })
  email: string;

  @StringField({ minLength: 1, maxLength: 256, pattern: /^[\s\S]*\S[\s\S]*$/ })
  username: string;

  @StringField({ minLength: 1, maxLength: 160, pattern: /^[\s\S]*\S[\s\S]*$/ })
  name: string;

  @StringField({ minLength: 10, maxLength: 10, pattern: /^[0-9]{10}$/, nullable: true })
  phoneNumber: string | null;

  @ApiProperty({ type: [ProfilePolicyDto], maxItems: 500, description: 'Policies linked to the account.' })
  policies: ProfilePolicyDto[];

  @BoolField()
  isAdmin: boolean;

  @BoolField()
  emailConfirmed: boolean;

  @BoolField()
  isDelivery: boolean;

  @BoolField()
  isDeliveryViaEmail: boolean;

  @BoolField()
  isDeliveryViaText: boolean;

  @BoolField()
  isClaimDeliveryViaEmail: boolean;

  @BoolField()
  isClaimDeliveryViaText: boolean;

  @ApiProperty({ type: [String], maxItems: 10, description: 'More email addresses that receive alerts.' })
  additionalEDeliveryEmailRecipients: string[];

  @ApiProperty({ type: [String], maxItems: 10, description: 'More mobile numbers (digits) that receive text alerts.' })
  additionalEDeliverySMSRecipients: string[];

  @BoolField()
  isDeliveryTester: boolean;

  @BoolField()
  dontShowAdvertisement: boolean;

  @BoolField()
  dontShowEDelivery: boolean;
}
