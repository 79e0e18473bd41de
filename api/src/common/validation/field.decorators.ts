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
} from 'class-validator';

/**
 * Field decorators that state a rule once and apply it twice: as the class-validator check the
 * server enforces, and as the @nestjs/swagger metadata the contract test compares with the
 * hand-written spec. A DTO that uses them cannot enforce one rule and document another.
 */
interface Common {
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

/**
 * Required fields must be present and not empty. An optional field may be left out; it may be
 * null only when the spec says `nullable` (class-validator's IsOptional would let null through
 * to a NOT NULL column, a 500): otherwise null gets the field's own type message.
 */
function presence(required: boolean, nullable?: boolean) {
  if (required && !nullable) return [IsNotEmpty()];
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

export function StringField(o: StringFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({
      type: String,
      required,
      nullable: o.nullable,
      description: o.description,
      example: o.example,
      minLength: o.minLength,
      maxLength: o.maxLength,
      pattern: specPattern(o.pattern),
      format: o.format,
    }),
    // minLength 0 makes '' a valid value (for example 'empty removes the phone'): required then means present.
    ...(o.minLength === 0 && required && !o.nullable ? [IsDefined()] : presence(required, o.nullable)),
    IsString(),
    ...(o.format === 'date-time' ? [IsDateString({ strict: true })] : []),
    ...(o.format === 'email' ? [IsEmail({}, { message: o.formatMessage ?? 'Enter a valid email address.' })] : []),
    ...(o.format === 'uuid' ? [IsUUID('all', o.formatMessage ? { message: o.formatMessage } : undefined)] : []),
    ...(o.minLength !== undefined ? [MinLength(o.minLength)] : []),
    MaxLength(o.maxLength),
    ...(o.pattern ? [Matches(o.pattern, o.patternMessage ? { message: o.patternMessage } : undefined)] : []),
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
    ...presence(required, o.nullable),
    IsIn([...o.values], o.message ? { message: o.message } : undefined),
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
    ApiProperty({ type: 'integer', format: o.format, required, nullable: o.nullable, description: o.description, example: o.example, minimum: o.minimum, maximum: o.maximum }),
    ...presence(required, o.nullable),
    IsInt(),
    Min(o.minimum),
    Max(o.maximum),
  );
}

export function BoolField(o: Common = {}): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({ type: Boolean, required, nullable: o.nullable, description: o.description, example: o.example }),
    ...presence(required, o.nullable),
    IsBoolean(),
  );
}

/** A boolean that must be true (a consent such as agreeing to the terms): the spec says `enum: [true]`. */
export function TrueField(o: Common & { message: string }): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Boolean, enum: [true], required: true, description: o.description, example: o.example ?? true }),
    IsNotEmpty({ message: o.message }),
    IsBoolean({ message: o.message }),
    Equals(true, { message: o.message }),
  );
}

export interface StringArrayFieldOptions extends Common {
  minItems?: number;
  maxItems: number;
  item: Omit<StringFieldOptions, 'required' | 'nullable' | 'description' | 'example'>;
}

/** An array of strings, each with the rules of a StringField. */
export function StringArrayField(o: StringArrayFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  const each = { each: true } as const;
  const { item } = o;
  return applyDecorators(
    ApiProperty({
      type: 'array',
      required,
      nullable: o.nullable,
      description: o.description,
      example: o.example,
      minItems: o.minItems,
      maxItems: o.maxItems,
      items: { type: 'string', minLength: item.minLength, maxLength: item.maxLength, pattern: specPattern(item.pattern), format: item.format },
    }),
    ...presence(required, o.nullable),
    IsArray(),
    ...(o.minItems !== undefined ? [ArrayMinSize(o.minItems)] : []),
    ArrayMaxSize(o.maxItems),
    IsString(each),
    ...(item.minLength !== undefined ? [MinLength(item.minLength, each)] : []),
    MaxLength(item.maxLength, each),
    ...(item.pattern ? [Matches(item.pattern, { ...each, ...(item.patternMessage ? { message: item.patternMessage } : {}) })] : []),
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
    ApiProperty({ type: 'number', format: 'double', required, nullable: o.nullable, description: o.description, example: o.example, minimum: o.minimum, maximum: o.maximum }),
    ...presence(required, o.nullable),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(o.minimum),
    Max(o.maximum),
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
    ...presence(required, o.nullable),
    ValidateNested(),
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
    ApiProperty({
      type: o.type,
      isArray: true,
      required,
      nullable: o.nullable,
      description: o.description,
      example: o.example,
      minItems: o.minItems,
      maxItems: o.maxItems,
    }),
    ...presence(required, o.nullable),
    IsArray(),
    ...(o.minItems !== undefined ? [ArrayMinSize(o.minItems)] : []),
    ArrayMaxSize(o.maxItems),
    ValidateNested({ each: true }),
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
