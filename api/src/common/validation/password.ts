import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength, registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { FieldLabel, labelled } from './field.decorators';

/**
 * The password rule of doc 1 §5, enforced by the server: 8 to 128 characters, a digit, an upper
 * and a lower case letter of any script (the spec carries these as minLength, maxLength and
 * pattern, so the forms show the same rule), not one of the 49,000 most common passwords
 * (case-insensitive), not the account's own email address or username, and containing neither
 * the name part of the account's email address (when it has 3 characters or more) nor the
 * brand name: words an attacker tries first.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases and password managers (NIST SP 800-63B asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Lookaheads only: any character is allowed, spaces and symbols included. Letters are counted
 * by Unicode category (\p{Lu} upper case, \p{Ll} lower case), so 'Ä' and 'ж' count as 'A' and 'z'
 * do. The spec carries the same text, which JSON Schema (Ajv, the web forms) reads with the u
 * flag; the ASCII ranges beside each category change nothing there, but keep the rule
 * meaningful for a reader without it (Spectral checks examples that way, taking \p{Ll} as
 * plain characters).
 */
export const PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[a-z\p{Ll}])(?=.*[A-Z\p{Lu}])[\s\S]*$/u;

/** The brand (README: Harbor Mutual); its first word covers the whole name. */
export const PASSWORD_BRAND_WORD = 'harbor';
/** An email name shorter than this is too common a string to refuse. */
export const EMAIL_NAME_MIN_LENGTH = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  pattern: 'The password needs at least one digit, one upper case and one lower case letter.',
  common: 'This password is too common. Choose a less predictable one.',
  sameAsUsername: 'The password must not be your email address or username.',
  containsEmailName: 'The password must not contain the name part of your email address.',
  containsBrand: 'The password must not contain the name Harbor.',
  mismatch: 'The password and its confirmation do not match.',
} as const;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The common-password list, lower-cased; loaded and built on first use (about 49,000 entries). The
 * dictionaries' module holds some 20 MB once loaded, and most processes' calls (sign-ins, reads)
 * never choose a password, so it is not loaded at start (issue 10: RSS under 50 parallel sign-ins).
 */
function commonPasswordSet(): ReadonlySet<string> {
  if (!commonPasswords) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common'); // eslint-disable-line @typescript-eslint/no-require-imports -- loaded on first use (above), the CommonJS way
    commonPasswords = new Set((dictionary['passwords-common'] as string[]).map((p) => String(p).toLowerCase()));
  }
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

/** The part before the @ of an email address, lower-cased; null when it is not an address or shorter than 3 characters. */
export function emailName(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const at = email.trim().lastIndexOf('@');
  if (at < 0) return null;
  const name = email.trim().slice(0, at).toLowerCase();
  return name.length >= EMAIL_NAME_MIN_LENGTH ? name : null;
}

/** True when the password contains the email name of one of the addresses (case-insensitive). */
export function containsEmailName(password: string, emails: Array<string | null | undefined>): boolean {
  const lowered = password.toLowerCase();
  return emails.some((e) => {
    const name = emailName(e);
    return name !== null && lowered.includes(name);
  });
}

/** True when the password contains the brand name (case-insensitive). */
export function containsBrand(password: string): boolean {
  return password.toLowerCase().includes(PASSWORD_BRAND_WORD);
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
  else if (containsEmailName(password, names)) problems.push(PASSWORD_MESSAGES.containsEmailName);
  if (containsBrand(password)) problems.push(PASSWORD_MESSAGES.containsBrand);
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

/** class-validator check: does not contain the email name of a sibling field (the new account's address). */
export function IsNotContainingEmailName(fields: string[], options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotContainingEmailName',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: fields,
      options: { message: PASSWORD_MESSAGES.containsEmailName, ...options },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          if (typeof value !== 'string') return true;
          const owner = args.object as Record<string, unknown>;
          return !containsEmailName(
            value,
            fields.map((f) => (typeof owner[f] === 'string' ? (owner[f] as string) : null)),
          );
        },
      },
    });
}

/** class-validator check: does not contain the brand name. */
export function IsNotContainingBrand(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotContainingBrand',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: PASSWORD_MESSAGES.containsBrand, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !containsBrand(value) },
    });
}

export interface PasswordFieldOptions {
  /** The field's name as the form shows it ('New password', 'Confirm Password'); the shape messages start with it. */
  label?: string;
  description?: string;
  example?: string;
  /** Sibling fields holding the owner's email or username, which the password may not equal (nor contain the email name of). */
  notSameAs?: string[];
  /** Only the shape rules (for a confirmation field, whose equality is checked separately). */
  shapeOnly?: boolean;
}

/**
 * A new password in a request DTO: the spec's minLength, maxLength and pattern (documented and
 * enforced from this one declaration) plus the server-side common-password, brand-name and
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
    FieldLabel(o.label),
    IsNotEmpty(labelled(o.label, (l) => `${l} is required.`)),
    IsString(labelled(o.label, (l) => `${l} must be text.`)),
    MinLength(
      PASSWORD_MIN_LENGTH,
      labelled(o.label, (l) => `${l} must be at least ${PASSWORD_MIN_LENGTH} characters long.`),
    ),
    MaxLength(
      PASSWORD_MAX_LENGTH,
      labelled(o.label, (l) => `${l} must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
    ),
    Matches(
      PASSWORD_PATTERN,
      labelled(o.label, (l) => `${l} needs at least one digit, one upper case and one lower case letter.`),
    ),
    ...(o.shapeOnly ? [] : [IsNotCommonPassword(), IsNotContainingBrand()]),
    ...(o.notSameAs?.length && !o.shapeOnly ? [IsNotSameAsFields(o.notSameAs), IsNotContainingEmailName(o.notSameAs)] : []),
  );
}
