import { ReplyStringField } from './field.decorators';

/** Any text: the spec's `pattern: ^[\s\S]*$` (a length bound only). */
export const ANY_TEXT = /^[\s\S]*$/;

/** A reply's text field of any characters, at most `maxLength` (the spec's `pattern: ^[\s\S]*$` with a `maxLength`). */
export const ReplyTextField = (maxLength: number, description: string, example: unknown) =>
  ReplyStringField({ maxLength, pattern: ANY_TEXT, description, example });

/** The same, null when the record has none. */
export const NullableReplyTextField = (maxLength: number, description: string, example: unknown) =>
  ReplyStringField({ nullable: true, maxLength, pattern: ANY_TEXT, description, example });
