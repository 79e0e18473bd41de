import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDateString,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/**
 * Field decorators that state a rule once and apply it twice: as the class-validator check the
 * server enforces, and as the @nestjs/swagger metadata the contract test compares with the
 * hand-written spec. A DTO that uses them cannot enforce one rule and document another.
 *
 * Every message names the field by its label, the words the portal's form shows ("Phone
 * number", "Remember me"), and says what is expected: no class-validator default ("rememberMe
 * should not be empty") reaches a user or an integrator. Request DTOs give every field a label
 * (test/validation-messages.e2e-spec.ts checks it); a reply DTO, whose validators never run,
 * may leave it out and gets the property name in words.
 */
interface Common {
  /** The field's name as the form shows it; every message of the field starts with it. */
  label?: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  nullable?: boolean;
}

/**
 * A RegExp as the spec writes it: RegExp#source escapes every slash (a backslash before it), which JSON Schema
 * does not need (an ECMA pattern is not delimited by slashes).
 */
export function specPattern(pattern: RegExp | undefined): string | undefined {
  return pattern?.source.replace(/\\\//g, '/');
}

const FIELD_LABEL = 'portal:field-label';

/** 'staffVerificationPhoneNumber' -> 'Staff verification phone number': the fallback label of a field without one. */
export function labelFromProperty(property: string): string {
  const words = property
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label a field was declared with (undefined when it has none). */
export function fieldLabelOf(dto: Function, field: string): string | undefined {
  return Reflect.getMetadata(FIELD_LABEL, dto.prototype, field) as string | undefined;
}

/** Records the label, for fieldLabelOf. */
export function FieldLabel(label: string | undefined): PropertyDecorator {
  return (target, property) => {
    if (label !== undefined) Reflect.defineMetadata(FIELD_LABEL, label, target, property);
  };
}

/** A message made from the field's label (or its property in words): `say('Remember me')` -> 'Remember me is required.'. */
export function labelled(label: string | undefined, say: (label: string) => string, each = false): ValidationOptions {
  return { each, message: (args: ValidationArguments) => say(label ?? labelFromProperty(args.property)) };
}

/** 1 entry, 2 entries. */
function entries(n: number): string {
  return n === 1 ? '1 entry' : `${n} entries`;
}

/** The length messages of a text: 'exactly 5 characters' when both bounds are the same. */
function lengthRules(label: string | undefined, minLength: number | undefined, maxLength: number, each = false) {
  const subject = (l: string) => (each ? `Every entry of ${l}` : l);
  if (minLength !== undefined && minLength === maxLength) {
    const exact = labelled(label, (l) => `${subject(l)} must be exactly ${maxLength} characters long.`, each);
    return [MinLength(minLength, exact), MaxLength(maxLength, exact)];
  }
  return [
    ...(minLength !== undefined && minLength > 0
      ? [
          MinLength(
            minLength,
            labelled(label, (l) => (minLength === 1 && !each ? `${l} is required.` : `${subject(l)} must be at least ${minLength} characters long.`), each),
          ),
        ]
      : []),
    MaxLength(
      maxLength,
      labelled(label, (l) => `${subject(l)} must be at most ${maxLength} characters long.`, each),
    ),
  ];
}

/**
 * Required fields must be present and not empty. An optional field may be left out; it may be
 * null only when the spec says `nullable` (class-validator's IsOptional would let null through
 * to a NOT NULL column, a 500): otherwise null gets the field's own type message.
 */
function presence(label: string | undefined, required: boolean, nullable?: boolean) {
  if (required && !nullable) return [IsNotEmpty(labelled(label, (l) => `${l} is required.`))];
  if (nullable) return [IsOptional()];
  return [ValidateIf((_object: object, value: unknown) => value !== undefined)];
}

const NESTED_DTO = 'portal:nested-dto';

/** The DTO class of a field declared with ObjectField or ObjectArrayField (for the pipe's shape check). */
export function nestedDtoOf(dto: Function, field: string): Function | undefined {
  const ref = Reflect.getMetadata(NESTED_DTO, dto.prototype, field) as ClassRef | undefined;
  return ref?.();
}

function nestedDto(type: ClassRef): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(NESTED_DTO, type, target, property);
}

export interface StringFieldOptions extends Common {
  minLength?: number;
  maxLength: number;
  pattern?: RegExp;
  /** The message shown when the pattern does not match. */
  patternMessage?: string;
  format?: 'date-time' | 'date' | 'email' | 'uri' | 'uuid';
  /** The message shown when the value is not of the format (email and uuid are checked). */
  formatMessage?: string;
}

function formatMessage(o: Pick<StringFieldOptions, 'label' | 'formatMessage'>, fallback: (label: string) => string, each = false): ValidationOptions {
  return o.formatMessage ? { each, message: o.formatMessage } : labelled(o.label, fallback, each);
}

/** The pattern's own message, or one that names the field (give patterns that can fail a message saying what is expected). */
function patternMessage(label: string | undefined, message: string | undefined, each = false): ValidationOptions {
  if (message) return { each, message };
  return labelled(label, (l) => (each ? `Every entry of ${l} is not in the expected format.` : `${l} is not in the expected format.`), each);
}

/** The schema half of a field (what @nestjs/swagger documents), shared by the request fields and the Reply* fields. */
function stringSchema(o: ReplyOptions<StringFieldOptions>): PropertyDecorator {
  return ApiProperty({
    type: String,
    required: o.required ?? true,
    nullable: o.nullable,
    description: o.description,
    example: o.example,
    minLength: o.minLength,
    maxLength: o.maxLength,
    pattern: specPattern(o.pattern),
    format: o.format,
  });
}

function stringArraySchema(o: ReplyOptions<StringArrayFieldOptions>): PropertyDecorator {
  const { item } = o;
  return ApiProperty({
    type: 'array',
    required: o.required ?? true,
    nullable: o.nullable,
    description: o.description,
    example: o.example,
    minItems: o.minItems,
    maxItems: o.maxItems,
    items: { type: 'string', minLength: item.minLength, maxLength: item.maxLength, pattern: specPattern(item.pattern), format: item.format },
  });
}

function objectArraySchema(o: ReplyOptions<ObjectArrayFieldOptions>): PropertyDecorator {
  return ApiProperty({
    type: o.type,
    isArray: true,
    required: o.required ?? true,
    nullable: o.nullable,
    description: o.description,
    example: o.example,
    minItems: o.minItems,
    maxItems: o.maxItems,
  });
}

/** Reply-only DTO options: a field's schema options without its messages (defined below with the Reply* fields). */
type ReplyOptions<O> = Omit<O, 'label' | 'patternMessage' | 'formatMessage' | 'message'>;

export function StringField(o: StringFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    stringSchema(o),
    FieldLabel(o.label),
    // minLength 0 makes '' a valid value (for example 'empty removes the phone'): required then means present.
    ...(o.minLength === 0 && required && !o.nullable ? [IsDefined(labelled(o.label, (l) => `${l} is required.`))] : presence(o.label, required, o.nullable)),
    IsString(labelled(o.label, (l) => `${l} must be text.`)),
    ...(o.format === 'date-time'
      ? [
          IsDateString(
            { strict: true },
            labelled(o.label, (l) => `${l} must be a date and time such as 2026-01-31T14:30:00Z.`),
          ),
        ]
      : []),
    ...(o.format === 'email'
      ? [
          IsEmail(
            {},
            formatMessage(o, (l) => `${l} must be an email address, such as name@example.com.`),
          ),
        ]
      : []),
    ...(o.format === 'uuid'
      ? [
          IsUUID(
            'all',
            formatMessage(o, (l) => `${l} must be an identifier such as 3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60.`),
          ),
        ]
      : []),
    ...lengthRules(o.label, o.minLength, o.maxLength),
    ...(o.pattern ? [Matches(o.pattern, patternMessage(o.label, o.patternMessage))] : []),
  );
}

export interface EnumFieldOptions<T extends string | number> extends Common {
  values: readonly T[];
  message?: string;
  default?: T;
}

export function EnumField<T extends string | number>(o: EnumFieldOptions<T>): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({ enum: [...o.values], required, nullable: o.nullable, description: o.description, example: o.example, default: o.default }),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    IsIn([...o.values], o.message ? { message: o.message } : labelled(o.label, (l) => `${l} must be one of: ${o.values.join(', ')}.`)),
  );
}

export interface IntFieldOptions extends Common {
  minimum: number;
  maximum: number;
  format?: 'int32' | 'int64';
}

export function IntField(o: IntFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({
      type: 'integer',
      format: o.format,
      required,
      nullable: o.nullable,
      description: o.description,
      example: o.example,
      minimum: o.minimum,
      maximum: o.maximum,
    }),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    IsInt(labelled(o.label, (l) => `${l} must be a whole number.`)),
    Min(
      o.minimum,
      labelled(o.label, (l) => `${l} must be at least ${o.minimum}.`),
    ),
    Max(
      o.maximum,
      labelled(o.label, (l) => `${l} must be at most ${o.maximum}.`),
    ),
  );
}

export function BoolField(o: Common = {}): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({ type: Boolean, required, nullable: o.nullable, description: o.description, example: o.example }),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    IsBoolean(labelled(o.label, (l) => `${l} must be true or false.`)),
  );
}

/** A boolean that must be true (a consent such as agreeing to the terms): the spec says `enum: [true]`. */
export function TrueField(o: Common & { message: string }): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Boolean, enum: [true], required: true, description: o.description, example: o.example ?? true }),
    FieldLabel(o.label),
    IsNotEmpty({ message: o.message }),
    IsBoolean({ message: o.message }),
    Equals(true, { message: o.message }),
  );
}

/** A list's rules: an array, of at least minItems and at most maxItems entries. */
function listRules(label: string | undefined, minItems: number | undefined, maxItems: number) {
  return [
    IsArray(labelled(label, (l) => `${l} must be a list.`)),
    ...(minItems !== undefined
      ? [
          ArrayMinSize(
            minItems,
            labelled(label, (l) => `${l} must have at least ${entries(minItems)}.`),
          ),
        ]
      : []),
    ArrayMaxSize(
      maxItems,
      labelled(label, (l) => `${l} must have at most ${entries(maxItems)}.`),
    ),
  ];
}

export interface StringArrayFieldOptions extends Common {
  minItems?: number;
  maxItems: number;
  item: Omit<StringFieldOptions, 'required' | 'nullable' | 'description' | 'example' | 'label'>;
}

/** An array of strings, each with the rules of a StringField. */
export function StringArrayField(o: StringArrayFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  const { item } = o;
  return applyDecorators(
    stringArraySchema(o),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    ...listRules(o.label, o.minItems, o.maxItems),
    IsString(labelled(o.label, (l) => `Every entry of ${l} must be text.`, true)),
    ...(item.format === 'email'
      ? [
          IsEmail(
            {},
            formatMessage(
              { label: o.label, formatMessage: item.formatMessage },
              (l) => `Every entry of ${l} must be an email address, such as name@example.com.`,
              true,
            ),
          ),
        ]
      : []),
    ...lengthRules(o.label, item.minLength, item.maxLength, true),
    ...(item.pattern ? [Matches(item.pattern, patternMessage(o.label, item.patternMessage, true))] : []),
  );
}

export interface NumberFieldOptions extends Common {
  minimum: number;
  maximum: number;
}

/** A number that may have a fraction (an amount in dollars): the spec says `type: number, format: double`. */
export function NumberField(o: NumberFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({
      type: 'number',
      format: 'double',
      required,
      nullable: o.nullable,
      description: o.description,
      example: o.example,
      minimum: o.minimum,
      maximum: o.maximum,
    }),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    IsNumber(
      { allowNaN: false, allowInfinity: false },
      labelled(o.label, (l) => `${l} must be a number.`),
    ),
    Min(
      o.minimum,
      labelled(o.label, (l) => `${l} must be at least ${o.minimum}.`),
    ),
    Max(
      o.maximum,
      labelled(o.label, (l) => `${l} must be at most ${o.maximum}.`),
    ),
  );
}

type ClassRef = () => Function;

export interface ObjectFieldOptions extends Common {
  /** The DTO class, given lazily so classes may be declared in any order. */
  type: ClassRef;
}

/** A nested object of a DTO class (the spec's `$ref`), validated with that class's own rules. */
export function ObjectField(o: ObjectFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({ type: o.type, required, nullable: o.nullable, description: o.description, example: o.example }),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    ValidateNested(labelled(o.label, (l) => `${l} must be an object.`)),
    Type(o.type),
    nestedDto(o.type),
  );
}

export interface ObjectArrayFieldOptions extends ObjectFieldOptions {
  minItems?: number;
  maxItems: number;
}

/** An array of objects of a DTO class (the spec's `type: array, items: $ref`), each validated with that class's rules. */
export function ObjectArrayField(o: ObjectArrayFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    objectArraySchema(o),
    FieldLabel(o.label),
    ...presence(o.label, required, o.nullable),
    ...listRules(o.label, o.minItems, o.maxItems),
    ValidateNested(labelled(o.label, (l) => `Every entry of ${l} must be an object.`, true)),
    Type(o.type),
    nestedDto(o.type),
  );
}

/**
 * Equal to a sibling field (a confirmation: password and confirmPassword, email and its
 * confirmation). Validation only: the spec cannot say it, so it adds nothing to the document.
 */
export function SameAs(property: string, message: string, opts: { ignoreCase?: boolean } = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [property],
      options: { message },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const other = (args.object as Record<string, unknown>)[property];
          if (typeof value !== 'string' || typeof other !== 'string') return value === other;
          return opts.ignoreCase ? value.trim().toLowerCase() === other.trim().toLowerCase() : value === other;
        },
      },
    });
}

/*
 * Reply-only DTOs: the spec's schema, declared once, and nothing else. A reply is built by the
 * server and never validated, so validators on it would be rules that never run; these take the
 * same options as the fields above (labels and messages aside) and only tell @nestjs/swagger the
 * schema, which the contract test compares with the spec. Use them for every class that is
 * only ever a reply (the Policy schema, AddPolicyResult, AddPolicyStatus, ...).
 */
export function ReplyStringField(o: ReplyOptions<StringFieldOptions>): PropertyDecorator {
  return stringSchema(o);
}

export function ReplyEnumField<T extends string | number>(o: ReplyOptions<EnumFieldOptions<T>>): PropertyDecorator {
  return ApiProperty({
    enum: [...o.values],
    required: o.required ?? true,
    nullable: o.nullable,
    description: o.description,
    example: o.example,
    default: o.default,
  });
}

export function ReplyIntField(o: ReplyOptions<IntFieldOptions>): PropertyDecorator {
  return ApiProperty({
    type: 'integer',
    format: o.format,
    required: o.required ?? true,
    nullable: o.nullable,
    description: o.description,
    example: o.example,
    minimum: o.minimum,
    maximum: o.maximum,
  });
}

export function ReplyNumberField(o: ReplyOptions<NumberFieldOptions>): PropertyDecorator {
  return ApiProperty({
    type: 'number',
    format: 'double',
    required: o.required ?? true,
    nullable: o.nullable,
    description: o.description,
    example: o.example,
    minimum: o.minimum,
    maximum: o.maximum,
  });
}

export function ReplyBoolField(o: ReplyOptions<Common> = {}): PropertyDecorator {
  return ApiProperty({ type: Boolean, required: o.required ?? true, nullable: o.nullable, description: o.description, example: o.example });
}

export function ReplyStringArrayField(o: ReplyOptions<StringArrayFieldOptions>): PropertyDecorator {
  return stringArraySchema(o);
}

export function ReplyObjectField(o: ReplyOptions<ObjectFieldOptions>): PropertyDecorator {
  return ApiProperty({ type: o.type, required: o.required ?? true, nullable: o.nullable, description: o.description, example: o.example });
}

export function ReplyObjectArrayField(o: ReplyOptions<ObjectArrayFieldOptions>): PropertyDecorator {
  return objectArraySchema(o);
}
