import { StringField } from './field.decorators';

/** One line of text: no control characters, no angle brackets. */
export const SINGLE_LINE_TEXT = /^[^\x00-\x1F<>]*$/; // eslint-disable-line no-control-regex -- control characters are what it refuses
/** Text that may span lines: no NUL, no angle brackets. */
export const MULTILINE_TEXT = /^[^\x00<>]*$/; // eslint-disable-line no-control-regex -- NUL is what it refuses

/** An optional line of text (null or left out): names, address parts, informational texts. */
export const OptionalTextField = (label: string, maxLength: number, description: string, example: unknown, pattern: RegExp = SINGLE_LINE_TEXT) =>
  StringField({ label, maxLength, pattern, required: false, nullable: true, description, example });

/** The error the user saw, as the error-report emails (claims, policy changes) carry it. */
export const ErrorMessageField = (example: string) =>
  StringField({ label: 'Error message', minLength: 1, maxLength: 2000, pattern: MULTILINE_TEXT, description: 'The error the user saw.', example });
