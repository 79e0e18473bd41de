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

/**
 * The proof a policy is yours as a request states it (registration's verification, add policy,
 * and later one-time payment): the policy number and the holder's name, the details the policy
 * type needs, and the billing zip, in that order (the order of the field errors). The zip is
 * optional in registration's part 1 and required to add a policy: `zipRequired` says which.
 * Each request class extends the result; the spec's schemas are those classes.
 */
export function PolicyProofRequestFields(zipRequired: boolean) {
  abstract class PolicyProofRequest {
    @PolicyNumberField({ description: 'Policy number: three letters and seven digits.' })
    policyNumber: string;

    @PolicyHolderField({ description: 'The policyholder name as on the policy.' })
    policyHolder: string;

    @DriversLicenseField({ description: "For PPA policies: a driver's licence number on the policy, without dashes." })
    driversLicenseNumber?: string;

    @DateOfBirthField({ description: "For HOM and PUP policies: the policyholder's date of birth, MM/DD/YYYY." })
    dateOfBirth?: string;

    @ZipField({ description: 'The 5-digit billing zip code.', required: zipRequired })
    zip?: string;
  }
  return PolicyProofRequest;
}
