import { ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import { BoolField, StringArrayField, StringField } from '../../common/validation/field.decorators';
import { PERSON_NAME_PATTERN } from '../../common/validation/person-name';

const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value);

/** Spec schema DeliveryRequest (doc 1 §4 E-delivery settings). */
@ApiSchema({ name: 'DeliveryRequest' })
export class DeliveryRequestDto {
  @BoolField()
  isDelivery: boolean;

  @BoolField()
  isDeliveryViaEmail: boolean;

  @BoolField()
  isDeliveryViaText: boolean;

  /** Accepted for the screen's sake; the server derives it from isDeliveryViaEmail. */
  @BoolField()
  isClaimDeliveryViaEmail: boolean;

  /** Accepted for the screen's sake; the server derives it from isDeliveryViaText. */
  @BoolField()
  isClaimDeliveryViaText: boolean;

  // Trimmed before the email check, so ' Mark@Example.com ' is accepted and stored lower-cased.
  // StringArrayField does not check an item's format; each item must be an email address.
  @Transform(trimEach)
  @IsEmail({}, { each: true, message: 'Enter a valid email address.' })
  @StringArrayField({ maxItems: 10, item: { maxLength: 254, format: 'email' } })
  additionalEDeliveryEmailRecipients: string[];

  @StringArrayField({ maxItems: 10, item: { maxLength: 20, pattern: /^[0-9() .+-]{10,20}$/, patternMessage: 'Enter a 10-digit mobile number.' } })
  additionalEDeliverySMSRecipients: string[];
}

/** Spec schema PhoneRequest. */
@ApiSchema({ name: 'PhoneRequest' })
export class PhoneRequestDto {
  @StringField({ minLength: 0, maxLength: 20, pattern: /^([0-9() .+-]{10,20})?$/, patternMessage: 'Enter a 10-digit mobile number.' })
  phoneNumber: string;
}

/** Spec schema NameRequest. */
@ApiSchema({ name: 'NameRequest' })
export class NameRequestDto {
  @StringField({ minLength: 1, maxLength: 160, pattern: PERSON_NAME_PATTERN, patternMessage: 'Enter a name (without < or >).' })
  name: string;
}

/** Spec schema AdvertisementPreferenceRequest: omitted fields are left as they are. */
@ApiSchema({ name: 'AdvertisementPreferenceRequest' })
export class AdvertisementPreferenceRequestDto {
  @BoolField({ required: false })
  dontShowAdvertisement?: boolean;

  @BoolField({ required: false })
  dontShowEDelivery?: boolean;
}
