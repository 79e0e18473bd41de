import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

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

function presence(required: boolean, nullable?: boolean) {
  return required && !nullable ? [IsNotEmpty()] : [IsOptional()];
}

export interface StringFieldOptions extends Common {
  minLength?: number;
  maxLength: number;
  pattern?: RegExp;
  /** The message shown when the pattern does not match. */
  patternMessage?: string;
  format?: 'date-time' | 'date' | 'email' | 'uri' | 'uuid';
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
      pattern: o.pattern?.source,
      format: o.format,
    }),
    ...presence(required, o.nullable),
    IsString(),
    ...(o.format === 'date-time' ? [IsDateString({ strict: true })] : []),
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
}

export function IntField(o: IntFieldOptions): PropertyDecorator {
  const required = o.required ?? true;
  return applyDecorators(
    ApiProperty({ type: 'integer', required, nullable: o.nullable, description: o.description, example: o.example, minimum: o.minimum, maximum: o.maximum }),
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
