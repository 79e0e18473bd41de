import { ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IntField,
  ReplyBoolField,
  ReplyEnumField,
  ReplyIntField,
  ReplyObjectArrayField,
  ReplyStringArrayField,
  ReplyStringField,
  StringField,
} from '../../common/validation/field.decorators';

/** A query value that should be a whole number: digits become a number, anything else is left for IsInt to refuse. */
const toInteger = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value));

/** Make and model as users type them: no control characters, no angle brackets. */
const NAME_PATTERN = /^[^\x00-\x1F<>]*$/; // eslint-disable-line no-control-regex -- control characters are what it refuses

/** GET /api/vehicle query (spec operation lookupVehicle). */
export class VehicleLookupQuery {
  @StringField({
    label: 'VIN',
    required: false,
    minLength: 17,
    maxLength: 17,
    pattern: /^[A-Za-z0-9]{17}$/,
    patternMessage: 'The VIN must be 17 letters and digits.',
    description: 'A 17-character vehicle identification number.',
  })
  vin?: string;

  @toInteger
  @IntField({ label: 'Year', required: false, minimum: 1900, maximum: 2100, format: 'int32', description: 'Model year, 1900 to next year.' })
  year?: number;

  @StringField({
    label: 'Make',
    required: false,
    minLength: 1,
    maxLength: 100,
    pattern: NAME_PATTERN,
    patternMessage: 'The make cannot contain control characters, < or >.',
    description: 'A make of that year.',
  })
  make?: string;

  @StringField({
    label: 'Model',
    required: false,
    minLength: 1,
    maxLength: 150,
    pattern: NAME_PATTERN,
    patternMessage: 'The model cannot contain control characters, < or >.',
    description: 'A model of that make and year.',
  })
  model?: string;

  @StringField({
    label: 'Rating version',
    required: false,
    minLength: 1,
    maxLength: 10,
    pattern: /^[1-9][0-9]{0,9}$/,
    patternMessage: 'Rating version must be a whole number.',
    description: 'The rating version of the policy term, in digits.',
  })
  versionId?: string;
}

export const VEHICLE_INVALID_REASONS = ['VIN_INVALID', 'VIN_NOT_DECODED', 'YEAR_NOT_FOUND', 'MAKE_NOT_FOUND', 'MODEL_NOT_FOUND'] as const;
export type VehicleInvalidReason = (typeof VEHICLE_INVALID_REASONS)[number];

/** Spec schema VehicleStyle. */
@ApiSchema({ name: 'VehicleStyle' })
export class VehicleStyle {
  @ReplyStringField({ minLength: 1, maxLength: 100, pattern: /^[A-Za-z0-9._:-]+$/ })
  id: string;

  @ReplyStringField({ minLength: 1, maxLength: 80, pattern: /^[\s\S]*$/ })
  name: string;

  @ReplyStringField({ nullable: true, maxLength: 100, pattern: /^[\s\S]*$/ })
  bodyClass: string | null;
}

/** Spec schema VehicleLookup. */
@ApiSchema({ name: 'VehicleLookup' })
export class VehicleLookup {
  @ReplyBoolField()
  valid: boolean;

  @ReplyEnumField({ values: VEHICLE_INVALID_REASONS, required: false })
  invalidReason?: VehicleInvalidReason;

  @ReplyStringField({ required: false, maxLength: 200, pattern: /^[\s\S]*$/ })
  message?: string;

  @ReplyStringField({ nullable: true, minLength: 17, maxLength: 17, pattern: /^[A-Z0-9]{17}$/ })
  vin: string | null;

  @ReplyIntField({ nullable: true, minimum: 1900, maximum: 2100, format: 'int32' })
  year: number | null;

  @ReplyStringField({ nullable: true, maxLength: 100, pattern: /^[\s\S]*$/ })
  make: string | null;

  @ReplyStringField({ nullable: true, maxLength: 150, pattern: /^[\s\S]*$/ })
  model: string | null;

  @ReplyStringField({ nullable: true, maxLength: 100, pattern: /^[\s\S]*$/ })
  bodyClass: string | null;

  @ReplyStringArrayField({ maxItems: 2000, item: { maxLength: 100, pattern: /^[\s\S]*$/ } })
  makes: string[];

  @ReplyStringArrayField({ maxItems: 2000, item: { maxLength: 150, pattern: /^[\s\S]*$/ } })
  models: string[];

  @ReplyObjectArrayField({ type: () => VehicleStyle, maxItems: 2000 })
  styles: VehicleStyle[];
}
