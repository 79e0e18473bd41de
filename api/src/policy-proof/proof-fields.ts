import { applyDecorators } from '@nestjs/common';
import { registerDecorator } from 'class-validator';
import { StringField } from '../common/validation/field.decorators';
import { PERSON_NAME_PATTERN } from '../common/validation/person-name';
import { POLICY_NUMBER_PATTERN } from '../core';
import { parseUsDate } from './proof-rules';

/**
 * The request fields that prove a policy is yours (registration, add policy, one-time
 * payment), each stated once with the spec's rule and example (the contract test compares them
 * with openapi/components/schemas).
 */
type Doc = { description?: string; required?: boolean; label?: string };

export const PolicyNumberField = (o: Doc = {}) =>
  StringField({
    minLength: 10,
    maxLength: 10,
    pattern: POLICY_NUMBER_PATTERN,
    patternMessage: 'Enter a policy number of three letters and seven digits, such as PPA1234567.',
    example: 'PPA1000101',
    label: 'Policy Number',
    ...o,
  });

export const PolicyHolderField = (o: Doc = {}) =>
  StringField({
    minLength: 1,
    maxLength: 160,
    pattern: PERSON_NAME_PATTERN,
    patternMessage: 'Enter the policyholder name (without < or >).',
    example: 'Emily Carter',
    label: 'Policyholder Name',
    ...o,
  });

export const ZipField = (o: Doc = {}) =>
  StringField({
    minLength: 5,
    maxLength: 5,
    pattern: /^[0-9]{5}$/,
    patternMessage: 'Enter the 5-digit billing zip code.',
    example: '46202',
    label: 'Billing Zip Code',
    ...o,
  });

export const DriversLicenseField = (o: Doc = {}) =>
  StringField({
    minLength: 1,
    maxLength: 12,
    pattern: /^[A-Za-z0-9]{1,12}$/,
    patternMessage: "Enter the driver's license number without dashes (letters and digits, at most 12).",
    example: 'C12345678901',
    required: false,
    label: "Driver's License Number",
    ...o,
  });

/** MM/DD/YYYY, and a real calendar day (the pattern alone would take 02/31). */
export const DateOfBirthField = (o: Doc = {}) =>
  applyDecorators(
    StringField({
      minLength: 10,
      maxLength: 10,
      pattern: /^(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])\/[0-9]{4}$/,
      patternMessage: 'Enter the date as MM/DD/YYYY.',
      example: '04/17/1984',
      required: false,
      label: 'Date of Birth',
      ...o,
    }),
    IsUsCalendarDate(),
  );

function IsUsCalendarDate(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isUsCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'Enter a real date as MM/DD/YYYY.' },
      validator: { validate: (value: unknown) => value === undefined || value === null || (typeof value === 'string' && parseUsDate(value) !== null) },
    });
}
