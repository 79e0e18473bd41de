import { CommonException, CommonExceptionCode } from '../errors/app-exception';
import { inspectJsonBody, JSON_BODY_LIMITS } from './json-body';

function refusal(body: unknown): CommonException {
  try {
    inspectJsonBody(body);
  } catch (e) {
    if (e instanceof CommonException) return e;
    throw e;
  }
  throw new Error('the body was accepted');
}

function nestedArrays(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('inspectJsonBody', () => {
  describe('nesting depth', () => {
    it(`accepts ${JSON_BODY_LIMITS.maxDepth} levels of objects and arrays`, () => {
      expect(() => inspectJsonBody(nestedArrays(JSON_BODY_LIMITS.maxDepth))).not.toThrow();
    });

    it(`refuses ${JSON_BODY_LIMITS.maxDepth + 1} levels with a 400 naming the limit`, () => {
      const e = refusal(nestedArrays(JSON_BODY_LIMITS.maxDepth + 1));
      expect(e.status).toBe(400);
      expect(e.code).toBe(CommonExceptionCode.MalformedBody);
      expect(e.userMessages).toEqual([`The request is nested too deeply: at most ${JSON_BODY_LIMITS.maxDepth} levels of objects and arrays are accepted.`]);
    });

    it('refuses 5,000 levels without overflowing the stack', () => {
      expect(refusal(JSON.parse('['.repeat(5000) + ']'.repeat(5000))).code).toBe(CommonExceptionCode.MalformedBody);
    });
  });

  describe('keys', () => {
    const withKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

    it(`accepts an object of ${JSON_BODY_LIMITS.maxKeysPerObject} keys and refuses one of ${JSON_BODY_LIMITS.maxKeysPerObject + 1}`, () => {
      expect(() => inspectJsonBody({ nested: withKeys(JSON_BODY_LIMITS.maxKeysPerObject) })).not.toThrow();
      expect(refusal({ nested: withKeys(JSON_BODY_LIMITS.maxKeysPerObject + 1) }).userMessages[0]).toBe(
        `The request has an object with ${JSON_BODY_LIMITS.maxKeysPerObject + 1} fields: at most ${JSON_BODY_LIMITS.maxKeysPerObject} are accepted.`,
      );
    });

    it('refuses 60,000 keys at once', () => {
      expect(refusal(withKeys(60_000)).status).toBe(400);
    });

    it(`refuses a key longer than ${JSON_BODY_LIMITS.maxKeyLength} characters (it would be echoed in error messages)`, () => {
      expect(() => inspectJsonBody({ ['k'.repeat(JSON_BODY_LIMITS.maxKeyLength)]: 1 })).not.toThrow();
      expect(refusal({ ['k'.repeat(JSON_BODY_LIMITS.maxKeyLength + 1)]: 1 }).userMessages[0]).toMatch(/field name longer than/);
    });

    it('refuses a key with a NUL character or a lone surrogate', () => {
      expect(refusal({ 'a\u0000b': 1 }).code).toBe(CommonExceptionCode.MalformedBody);
      expect(refusal({ '\ud800': 1 }).code).toBe(CommonExceptionCode.MalformedBody);
    });
  });

  describe('text', () => {
    it('refuses a NUL character in any string, naming the field by its path', () => {
      const e = refusal({ name: 'A\u0000B', list: ['ok', 'x\u0000'], deep: { inner: '\u0000' } });
      expect(e.code).toBe(CommonExceptionCode.ValidationFailed);
      expect(e.fieldErrors).toEqual({
        name: 'Text must not contain the NUL character (U+0000).',
        'list.1': 'Text must not contain the NUL character (U+0000).',
        'deep.inner': 'Text must not contain the NUL character (U+0000).',
      });
    });

    it('refuses a lone UTF-16 surrogate (high or low) but accepts a well-formed pair', () => {
      expect(refusal({ email: '\ud800@example.com' }).fieldErrors).toEqual({ email: 'Text must be valid Unicode.' });
      expect(refusal({ email: 'a\udc00' }).fieldErrors).toEqual({ email: 'Text must be valid Unicode.' });
      expect(() => inspectJsonBody({ name: 'Zoë 😀 \t\n' })).not.toThrow();
    });

    it('accepts the escaped text "\\u0000" (a backslash, not a NUL)', () => {
      expect(() => inspectJsonBody(JSON.parse('{"note":"\\\\u0000"}'))).not.toThrow();
    });
  });
});
