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

/** Reply-only DTO options: a field's schema options without its messages (see the Reply* fields below). */
type ReplyOptions<O> = Omit<O, 'label' | 'patternMessage' | 'formatMessage' | 'message'>;

/*
 * Each kind of field is declared once, as two halves:
 * - its schema (what @nestjs/swagger documents and the contract test compares with the spec),
 *   shared by the request field and the Reply* field of the kind;
 * - its rules (the class-validator checks with labelled messages), for request fields only.
 * `requestField(schema, rules)` joins them with the label and the presence rule; `replyField`
 * is the schema alone.
 */

/** What every field's schema says: required (true unless told), nullable, description, example. */
function baseSchema(o: ReplyOptions<Common>) {
  return { required: o.required ?? true, nullable: o.nullable, description: o.description, example: o.example };
}

function stringSchema(o: ReplyOptions<StringFieldOptions>): PropertyDecorator {
  return ApiProperty({
    type: String,
    ...baseSchema(o),
    minLength: o.minLength,
    maxLength: o.maxLength,
    pattern: specPattern(o.pattern),
    format: o.format,
  });
}

function enumSchema<T extends string | number>(o: ReplyOptions<EnumFieldOptions<T>>): PropertyDecorator {
  return ApiProperty({ enum: [...o.values], ...baseSchema(o), default: o.default });
}

function intSchema(o: ReplyOptions<IntFieldOptions>): PropertyDecorator {
  return ApiProperty({ type: 'integer', format: o.format, ...baseSchema(o), minimum: o.minimum, maximum: o.maximum });
}

function numberSchema(o: ReplyOptions<NumberFieldOptions>): PropertyDecorator {
  return ApiProperty({ type: 'number', format: 'double', ...baseSchema(o), minimum: o.minimum, maximum: o.maximum });
}

function boolSchema(o: ReplyOptions<Common> = {}): PropertyDecorator {
  return ApiProperty({ type: Boolean, ...baseSchema(o) });
}

function stringArraySchema(o: ReplyOptions<StringArrayFieldOptions>): PropertyDecorator {
  const { item } = o;
  return ApiProperty({
    type: 'array',
    ...baseSchema(o),
    minItems: o.minItems,
    maxItems: o.maxItems,
    items: { type: 'string', minLength: item.minLength, maxLength: item.maxLength, pattern: specPattern(item.pattern), format: item.format },
  });
}

function objectSchema(o: ReplyOptions<ObjectFieldOptions>): PropertyDecorator {
  return ApiProperty({ type: o.type, ...baseSchema(o) });
}

function objectArraySchema(o: ReplyOptions<ObjectArrayFieldOptions>): PropertyDecorator {
  return ApiProperty({ type: o.type, isArray: true, ...baseSchema(o), minItems: o.minItems, maxItems: o.maxItems });
}

/** A request field: the schema, the label, the presence rule (unless `rules` states its own) and the kind's rules. */
function requestField<O extends Common>(
  schema: (o: O) => PropertyDecorator,
  rules: (o: O) => PropertyDecorator[],
  ownPresence?: (o: O) => PropertyDecorator[] | undefined,
): (o: O) => PropertyDecorator {
  return (o) => applyDecorators(schema(o), FieldLabel(o.label), ...(ownPresence?.(o) ?? presence(o.label, o.required ?? true, o.nullable)), ...rules(o));
}

/** A number's bounds, with messages that name the field. */
function rangeRules(label: string | undefined, minimum: number, maximum: number) {
  return [
    Min(
      minimum,
      labelled(label, (l) => `${l} must be at least ${minimum}.`),
    ),
    Max(
      maximum,
      labelled(label, (l) => `${l} must be at most ${maximum}.`),
    ),
  ];
}

/** The format checks of a text: date-time, email and uuid are checked (date and uri only documented). */
function formatRules(o: Pick<StringFieldOptions, 'label' | 'format' | 'formatMessage'>, each = false): PropertyDecorator[] {
  const subject = (l: string) => (each ? `Every entry of ${l}` : l);
  switch (o.format) {
    case 'date-time':
      return [
        IsDateString(
          { strict: true },
          labelled(o.label, (l) => `${subject(l)} must be a date and time such as 2026-01-31T14:30:00Z.`, each),
        ),
      ];
    case 'email':
      return [
        IsEmail(
          {},
          formatMessage(o, (l) => `${subject(l)} must be an email address, such as name@example.com.`, each),
        ),
      ];
    case 'uuid':
      return [
        IsUUID(
          'all',
          formatMessage(o, (l) => `${subject(l)} must be an identifier such as 3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60.`, each),
        ),
      ];
    default:
      return [];
  }
}

export const StringField = requestField<StringFieldOptions>(
  stringSchema,
  (o) => [
    IsString(labelled(o.label, (l) => `${l} must be text.`)),
    ...formatRules(o),
    ...lengthRules(o.label, o.minLength, o.maxLength),
    ...(o.pattern ? [Matches(o.pattern, patternMessage(o.label, o.patternMessage))] : []),
  ],
  // minLength 0 makes '' a valid value (for example 'empty removes the phone'): required then means present.
  (o) => (o.minLength === 0 && (o.required ?? true) && !o.nullable ? [IsDefined(labelled(o.label, (l) => `${l} is required.`))] : undefined),
);

export interface EnumFieldOptions<T extends string | number> extends Common {
  values: readonly T[];
  message?: string;
  default?: T;
}

export function EnumField<T extends string | number>(o: EnumFieldOptions<T>): PropertyDecorator {
  return requestField<EnumFieldOptions<T>>(enumSchema, (e) => [
    IsIn([...e.values], e.message ? { message: e.message } : labelled(e.label, (l) => `${l} must be one of: ${e.values.join(', ')}.`)),
  ])(o);
}

export interface IntFieldOptions extends Common {
  minimum: number;
  maximum: number;
  format?: 'int32' | 'int64';
}

export const IntField = requestField<IntFieldOptions>(intSchema, (o) => [
  IsInt(labelled(o.label, (l) => `${l} must be a whole number.`)),
  ...rangeRules(o.label, o.minimum, o.maximum),
]);

export const BoolField = (o: Common = {}): PropertyDecorator =>
  requestField<Common>(boolSchema, (b) => [IsBoolean(labelled(b.label, (l) => `${l} must be true or false.`))])(o);

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

/** An array of strings, each with the rules of a StringField (of the formats, email is checked). */
export const StringArrayField = requestField<StringArrayFieldOptions>(stringArraySchema, (o) => [
  ...listRules(o.label, o.minItems, o.maxItems),
  IsString(labelled(o.label, (l) => `Every entry of ${l} must be text.`, true)),
  ...(o.item.format === 'email' ? formatRules({ label: o.label, format: 'email', formatMessage: o.item.formatMessage }, true) : []),
  ...lengthRules(o.label, o.item.minLength, o.item.maxLength, true),
  ...(o.item.pattern ? [Matches(o.item.pattern, patternMessage(o.label, o.item.patternMessage, true))] : []),
]);

export interface NumberFieldOptions extends Common {
  minimum: number;
  maximum: number;
}

/** A number that may have a fraction (an amount in dollars): the spec says `type: number, format: double`. */
export const NumberField = requestField<NumberFieldOptions>(numberSchema, (o) => [
  IsNumber(
    { allowNaN: false, allowInfinity: false },
    labelled(o.label, (l) => `${l} must be a number.`),
  ),
  ...rangeRules(o.label, o.minimum, o.maximum),
]);

type ClassRef = () => Function;

export interface ObjectFieldOptions extends Common {
  /** The DTO class, given lazily so classes may be declared in any order. */
  type: ClassRef;
}

/** A nested object of a DTO class (the spec's `$ref`), validated with that class's own rules. */
export const ObjectField = requestField<ObjectFieldOptions>(objectSchema, (o) => [
  ValidateNested(labelled(o.label, (l) => `${l} must be an object.`)),
  Type(o.type),
  nestedDto(o.type),
]);

export interface ObjectArrayFieldOptions extends ObjectFieldOptions {
  minItems?: number;
  maxItems: number;
}

/** An array of objects of a DTO class (the spec's `type: array, items: $ref`), each validated with that class's rules. */
export const ObjectArrayField = requestField<ObjectArrayFieldOptions>(objectArraySchema, (o) => [
  ...listRules(o.label, o.minItems, o.maxItems),
  ValidateNested(labelled(o.label, (l) => `Every entry of ${l} must be an object.`, true)),
  Type(o.type),
  nestedDto(o.type),
]);

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
export const ReplyStringField: (o: ReplyOptions<StringFieldOptions>) => PropertyDecorator = stringSchema;
export const ReplyEnumField: <T extends string | number>(o: ReplyOptions<EnumFieldOptions<T>>) => PropertyDecorator = enumSchema;
export const ReplyIntField: (o: ReplyOptions<IntFieldOptions>) => PropertyDecorator = intSchema;
export const ReplyNumberField: (o: ReplyOptions<NumberFieldOptions>) => PropertyDecorator = numberSchema;
export const ReplyBoolField: (o?: ReplyOptions<Common>) => PropertyDecorator = boolSchema;
export const ReplyStringArrayField: (o: ReplyOptions<StringArrayFieldOptions>) => PropertyDecorator = stringArraySchema;
export const ReplyObjectField: (o: ReplyOptions<ObjectFieldOptions>) => PropertyDecorator = objectSchema;
export const ReplyObjectArrayField: (o: ReplyOptions<ObjectArrayFieldOptions>) => PropertyDecorator = objectArraySchema;
