import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/**
 * The password rule of doc 1 §5, enforced by the server: 8 to 128 characters, a digit, an upper
 * and a lower case letter (the spec carries these as minLength, maxLength and pattern, so the
 * forms show the same rule), not one of the 49,000 most common passwords (case-insensitive),
 * and not the account's own email address or username.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases and password managers (NIST SP 800-63B asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;
/** Lookaheads only: any character is allowed, spaces and symbols included. */
export const PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])[\s\S]*$/;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  pattern: 'The password needs at least one digit, one upper case and one lower case letter.',
  common: 'This password is too common. Choose a less predictable one.',
  sameAsUsername: 'The password must not be your email address or username.',
  mismatch: 'The password and its confirmation do not match.',
} as const;

let commonPasswords: ReadonlySet<string> | undefined;

/** The common-password list, lower-cased; built on first use (about 49,000 entries). */
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set((dictionary['passwords-common'] as string[]).map((p) => String(p).toLowerCase()));
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

/** Who the password belongs to: it may equal neither (compared case-insensitively, trimmed). */
export interface PasswordOwner {
  email?: string | null;
  username?: string | null;
}

/**
 * Every rule the password breaks, as user messages in a stable order (empty when it is
 * acceptable). Services use it where the owner is not in the request body (change password).
 */
export function passwordProblems(password: string, owner: PasswordOwner = {}): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (!PASSWORD_PATTERN.test(password)) problems.push(PASSWORD_MESSAGES.pattern);
  if (isCommonPassword(password)) problems.push(PASSWORD_MESSAGES.common);
  const lowered = password.trim().toLowerCase();
  const names = [owner.email, owner.username].filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  if (names.some((n) => n.trim().toLowerCase() === lowered)) problems.push(PASSWORD_MESSAGES.sameAsUsername);
  return problems;
}

/** class-validator check: not on the common-password list. */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: PASSWORD_MESSAGES.common, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    });
}

/** class-validator check: differs from the sibling fields (the email or username of the same request). */
export function IsNotSameAsFields(fields: string[], options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotSameAsFields',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: fields,
      options: { message: PASSWORD_MESSAGES.sameAsUsername, ...options },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          if (typeof value !== 'string') return true;
          const owner = args.object as Record<string, unknown>;
          const lowered = value.trim().toLowerCase();
          return !fields.some((f) => typeof owner[f] === 'string' && (owner[f] as string).trim().toLowerCase() === lowered);
        },
      },
    });
}

export interface PasswordFieldOptions {
  description?: string;
  example?: string;
  /** Sibling fields holding the owner's email or username, which the password may not equal. */
  notSameAs?: string[];
  /** Only the shape rules (for a confirmation field, whose equality is checked separately). */
  shapeOnly?: boolean;
}

/**
 * A new password in a request DTO: the spec's minLength, maxLength and pattern (documented and
 * enforced from this one declaration) plus the server-side common-password and
 * not-your-username checks.
 */
export function PasswordField(o: PasswordFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: String,
      required: true,
      description: o.description,
      example: o.example,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      pattern: PASSWORD_PATTERN.source,
    }),
    IsNotEmpty({ message: 'A password is required.' }),
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong }),
    Matches(PASSWORD_PATTERN, { message: PASSWORD_MESSAGES.pattern }),
    ...(o.shapeOnly ? [] : [IsNotCommonPassword()]),
    ...(o.notSameAs?.length && !o.shapeOnly ? [IsNotSameAsFields(o.notSameAs)] : []),
  );
}
