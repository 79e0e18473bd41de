import { ApiSchema } from '@nestjs/swagger';
import { IntField, StringField } from '../../common/validation/field.decorators';

/** GET /api/address/zipcode/{zip} path (spec operation lookupZipCode). */
export class ZipCodeParams {
  @StringField({
    label: 'Zip Code',
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'The zip code must be 5 digits.',
    description: 'A 5-digit US zip code.',
  })
  zip: string;
}

/** Spec schema ZipCodeLookup. */
@ApiSchema({ name: 'ZipCodeLookup' })
export class ZipCodeLookup {
  @StringField({ minLength: 5, maxLength: 5, pattern: /^[0-9]{5}$/ })
  zip: string;

  @StringField({ minLength: 2, maxLength: 2, pattern: /^[A-Z]{2}$/ })
  stateAbbrev: string;

  @IntField({ nullable: true, minimum: 1, maximum: 51, format: 'int32' })
  stateId: number | null;

  @StringField({ minLength: 1, maxLength: 100, pattern: /^[\s\S]*$/ })
  city: string;

  @StringField({ maxLength: 100, pattern: /^[\s\S]*$/ })
  county: string;
}
