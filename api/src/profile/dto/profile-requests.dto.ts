import { ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { LOCALES, type Locale } from '../../common/i18n/locales';
import { BoolField, EnumField, ReplyEnumField, StringArrayField, StringField } from '../../common/validation/field.decorators';
import { PERSON_NAME_PATTERN } from '../../common/validation/person-name';

const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value);

/** Spec schema DeliveryRequest (doc 1 §4 E-delivery settings). */
@ApiSchema({ name: 'DeliveryRequest' })
export class DeliveryRequestDto {
  @BoolField({ label: 'Paperless (electronic delivery)' })
  isDelivery: boolean;

  @BoolField({ label: 'Email' })
  isDeliveryViaEmail: boolean;

  @BoolField({ label: 'Text message' })
  isDeliveryViaText: boolean;

  /** Accepted for the screen's sake; the server derives it from isDeliveryViaEmail. */
  @BoolField({ label: 'Claim documents by email' })
  isClaimDeliveryViaEmail: boolean;

  /** Accepted for the screen's sake; the server derives it from isDeliveryViaText. */
  @BoolField({ label: 'Claim documents by text message' })
  isClaimDeliveryViaText: boolean;

  // Trimmed before the email check (StringArrayField checks each item is an email address), so
  // ' Mark@Example.com ' is accepted and stored lower-cased.
  @Transform(trimEach)
  @StringArrayField({ label: 'Email address', maxItems: 10, item: { maxLength: 254, format: 'email', formatMessage: 'Enter a valid email address.' } })
  additionalEDeliveryEmailRecipients: string[];

  @StringArrayField({
    label: 'Mobile number',
    maxItems: 10,
    item: { maxLength: 20, pattern: /^[0-9() .+-]{10,20}$/, patternMessage: 'Enter a 10-digit mobile number.' },
  })
  additionalEDeliverySMSRecipients: string[];
}

/** Spec schema PhoneRequest. */
@ApiSchema({ name: 'PhoneRequest' })
export class PhoneRequestDto {
  @StringField({ label: 'Mobile phone', minLength: 0, maxLength: 20, pattern: /^([0-9() .+-]{10,20})?$/, patternMessage: 'Enter a 10-digit mobile number.' })
  phoneNumber: string;
}

/** Spec schema NameRequest. */
@ApiSchema({ name: 'NameRequest' })
export class NameRequestDto {
  @StringField({ label: 'Name', minLength: 1, maxLength: 160, pattern: PERSON_NAME_PATTERN, patternMessage: 'Enter a name (without < or >).' })
  name: string;
}

/** Spec schema AdvertisementPreferenceRequest: omitted fields are left as they are. */
@ApiSchema({ name: 'AdvertisementPreferenceRequest' })
export class AdvertisementPreferenceRequestDto {
  @BoolField({ label: 'Do not show the advertisement anymore', required: false })
  dontShowAdvertisement?: boolean;

  @BoolField({ label: 'Do not show the paperless prompt anymore', required: false })
  dontShowEDelivery?: boolean;
}

/** Spec schema LocaleRequest (issue 17). */
@ApiSchema({ name: 'LocaleRequest' })
export class LocaleRequestDto {
  @EnumField({ label: 'Language', values: LOCALES })
  locale: Locale;
}

/** Spec schema LocaleSetting: the saved language. */
@ApiSchema({ name: 'LocaleSetting' })
export class LocaleSettingDto {
  @ReplyEnumField({ values: LOCALES })
  locale: Locale;
}
