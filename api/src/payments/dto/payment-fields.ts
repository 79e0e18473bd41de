import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { StringArrayField } from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core';
import { PAYMENT_MESSAGES } from '../payment-rules';

/*
 * The field rules the payment calls share (one-time payment, monthly recurring and scheduled
 * payments, the wallet): each request and reply DTO spreads these and adds its own description
 * and example, so a rule (a routing number's digits, a name's forbidden characters, a card's
 * expiry range) is written once for every call that takes it.
 */

/** Any text (the spec's pattern for a string it accepts as sent). */
export const ANY_TEXT = /^[\s\S]*$/;
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** A funding-account or session token as the card frame returns it. */
export const TOKEN = /^[A-Za-z0-9._:-]+$/;
/** A person's name: anything but < and >. */
export const PERSON_NAME = /^[^<>]*$/;
/** An amount in dollars (counted as integer cents by the API). */
export const DOLLARS = { minimum: 0, maximum: 100000000 } as const;

/**
 * A record's id in a request (path or body): a UUID, 36 characters. Anything else names no
 * record, so it answers as the record not found (`notFound`, e.g. 'Wallet not found.').
 */
export function idRule(label: string, notFound: string) {
  return { label, minLength: 36, maxLength: 36, pattern: UUID, patternMessage: notFound } as const;
}

/**
 * An optional `policyNumbers` query (repeated; one value arrives as a string, so it is made a
 * list): the user's policies a list call is narrowed to.
 */
export function PolicyNumbersQuery(description: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? [value] : value)),
    StringArrayField({
      label: 'Policy Numbers',
      required: false,
      maxItems: 50,
      item: { minLength: 10, maxLength: 10, pattern: POLICY_NUMBER_PATTERN, patternMessage: 'Enter a policy number of 3 letters and 7 digits.' },
      description,
    }),
  );
}

/** The bank account fields a payment source, a recurring payment's source and a wallet item share (doc 2 §5: routing 9 digits, account at most 17). */
export const BANK_ACCOUNT_FIELDS = {
  routingNumber: {
    label: 'Routing Number',
    required: false,
    minLength: 9,
    maxLength: 9,
    pattern: /^[0-9]{9}$/,
    patternMessage: PAYMENT_MESSAGES.incorrectNumber,
    description: 'The 9-digit ABA routing number (its checksum is checked).',
    example: '021000021',
  },
  accountNumber: {
    label: 'Account Number',
    required: false,
    minLength: 4,
    maxLength: 17,
    pattern: /^[0-9]{4,17}$/,
    patternMessage: 'Account Number must be 4 to 17 digits.',
    description: 'The bank account number, at most 17 digits; never stored or logged whole.',
    example: '000123456789',
  },
  accountNumberConfirmation: {
    label: 'Confirm Account Number',
    required: false,
    minLength: 4,
    maxLength: 17,
    pattern: /^[0-9]{4,17}$/,
    patternMessage: 'Account Number must be 4 to 17 digits.',
    description: 'The account number typed again; must equal accountNumber.',
    example: '000123456789',
  },
} as const;

/**
 * The card and account-holder fields a recurring payment's source and a wallet item share (the
 * card's expiry and billing zip, the bank account's type and holder's name); each use adds its
 * description and example.
 */
export const PAYMENT_METHOD_FIELDS = {
  cardExpireMonth: { label: 'Expiration month', required: false, format: 'int32', minimum: 1, maximum: 12 },
  cardExpireYear: { label: 'Expiration year', required: false, format: 'int32', minimum: 2000, maximum: 2100 },
  zipCode: {
    label: 'Zip Code',
    required: false,
    minLength: 5,
    maxLength: 10,
    pattern: /^[0-9]{5}(-[0-9]{4})?$/,
    patternMessage: 'Enter a 5-digit zip code.',
    example: '46032',
  },
  accountType: { label: 'Account Type', required: false, format: 'int32', minimum: 1, maximum: 2, description: 'Bank account type: 1 Checking, 2 Savings.' },
  firstName: { label: 'First Name', required: false, maxLength: 50, pattern: PERSON_NAME, patternMessage: 'First Name must not contain < or >.' },
  lastName: { label: 'Last Name', required: false, maxLength: 50, pattern: PERSON_NAME, patternMessage: 'Last Name must not contain < or >.' },
} as const;
