import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonException, CommonExceptionCode } from '../errors/app-exception';

/**
 * Bounds on the shape of any JSON body, whatever the call. They sit far above what any request
 * DTO needs (the deepest is one level, the widest 15 fields) and far below what makes the
 * validation pipe slow: class-transformer recurses once per level (5,000 levels overflow the
 * stack) and its cost grows with the square of an object's key count.
 */
export const JSON_BODY_LIMITS = {
  /** Objects and arrays inside one another, the body itself being level 1. */
  maxDepth: 20,
  /** Keys of any one object (the validation pipe refuses far fewer for a known DTO). */
  maxKeysPerObject: 200,
  /** Characters of any one key: every key may come back in an error message. */
  maxKeyLength: 100,
} as const;

/**
 * A character PostgreSQL refuses in text (NUL), or half of a UTF-16 surrogate pair (a JSON
 * escape such as "\ud800" alone), which cannot be stored or encoded as UTF-8.
 */
const FORBIDDEN_TEXT = /[\u0000\p{Cs}]/u; // eslint-disable-line no-control-regex -- NUL is the character this refuses

const EMPTY_BODY = 'The request body is empty. Send a JSON object.';
const INVALID_JSON = 'The request body is not valid JSON.';

function refused(message: string, internalDetail: string): CommonException {
  return new CommonException(CommonExceptionCode.MalformedBody, 400, [message], internalDetail);
}

/**
 * The parser does not know the call's fields or their labels, so the message says what is wrong
 * without naming the field; `fieldErrors` names it by its path.
 */
function textProblem(value: string): string {
  return value.includes('\u0000') ? 'Text must not contain the NUL character (U+0000).' : 'Text must be valid Unicode.';
}

/**
 * Walks a parsed body once, without recursion, and refuses it when it is nested too deeply,
 * has an object with too many or too long keys, or carries a string (or key) with a NUL
 * character or a lone surrogate. String problems are reported per field, as validation errors.
 */
export function inspectJsonBody(body: unknown, limits: typeof JSON_BODY_LIMITS = JSON_BODY_LIMITS): void {
  const fieldErrors: Record<string, string> = {};
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 1 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (FORBIDDEN_TEXT.test(value)) fieldErrors[path || 'body'] = textProblem(value);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.maxDepth) {
      throw refused(
        `The request is nested too deeply: at most ${limits.maxDepth} levels of objects and arrays are accepted.`,
        `depth > ${limits.maxDepth} at ${path}`,
      );
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: path ? `${path}.${i}` : String(i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > limits.maxKeysPerObject) {
      throw refused(
        `The request has an object with ${keys.length} fields: at most ${limits.maxKeysPerObject} are accepted.`,
        `${keys.length} keys at ${path || '(body)'}`,
      );
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (key.length > limits.maxKeyLength) {
        throw refused(`The request has a field name longer than ${limits.maxKeyLength} characters.`, `key of ${key.length} characters at ${path || '(body)'}`);
      }
      if (FORBIDDEN_TEXT.test(key)) throw refused('The request has a field name with a character that is not allowed.', `bad key at ${path || '(body)'}`);
      stack.push({ value: (value as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  // The reply envelope lists at most 100 of them (ReplyEnvelope.error).
  if (Object.keys(fieldErrors).length) throw CommonException.validation(fieldErrors);
}

/**
 * Parses a JSON body with Fastify's own parser (secure-json-parse: __proto__ and
 * constructor.prototype keys refused) and then inspects it (inspectJsonBody). Registered
 * without a size of its own, so each route's bodyLimit applies.
 */
export function createJsonBodyParser(fastify: FastifyInstance, limits: typeof JSON_BODY_LIMITS = JSON_BODY_LIMITS) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void): void => {
    if (body.length === 0) {
      done(refused(EMPTY_BODY, 'empty JSON body'));
      return;
    }
    // The default parser answers through `done`; its type also allows the promise form, never used here.
    void parse(request, body as string, (err, parsed) => {
      if (err) {
        done(refused(INVALID_JSON, err.message));
        return;
      }
      try {
        inspectJsonBody(parsed, limits);
      } catch (problem) {
        done(problem as Error);
        return;
      }
      done(null, parsed);
    });
  };
}

/**
 * Makes JSON the only request body the API reads: Fastify's text/plain parser (and the form
 * parser Nest would add) are removed, so any other content type is answered with 415.
 */
export function useJsonBodiesOnly(fastify: FastifyInstance, limits: typeof JSON_BODY_LIMITS = JSON_BODY_LIMITS): void {
  const parser = createJsonBodyParser(fastify, limits);
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, parser);
}
