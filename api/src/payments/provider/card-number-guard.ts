import { CommonException } from '../../common/errors/app-exception';
import { cardBrandOf, digitsOf, passesLuhn } from './sandbox/test-instruments';

/** What a caller is told when a body carries something that is a card number. */
export const CARD_NUMBER_REFUSED = 'Card numbers are not accepted here. Enter the card in the secure card form.';

/**
 * Fields where a long number is a bank account (ACH details may reach the portal API, spec
 * doc 2 §3): never refused as a card number, whatever its digits.
 */
const BANK_FIELDS = new Set(['accountNumber', 'accountNumberConfirmation', 'routingNumber']);

/** Whether a value reads as a card number: 13 to 19 digits (spaces and dashes allowed) of a card brand, passing the Luhn check. */
export function looksLikeCardNumber(value: unknown): boolean {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' && value.length <= 40 ? digitsOf(value) : '';
  return /^\d{13,19}$/.test(text) && passesLuhn(text) && cardBrandOf(text) !== undefined;
}

/**
 * The paths of a body's values that are card numbers. The portal is SAQ A shaped: a card number
 * is typed only into the provider's frame and goes only to the provider; if one arrives at the
 * portal's API anyway (a field it does not belong in, a client bypassing the frame), the call
 * is refused before any handler, DTO, log line or database sees it.
 */
export function cardNumberPaths(body: unknown): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string; key: string }> = [{ value: body, path: '', key: '' }];
  // The JSON parser has already bounded depth and width (common/validation/json-body.ts).
  while (stack.length) {
    const { value, path, key } = stack.pop()!;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) stack.push({ value: v, path: path ? `${path}.${k}` : k, key: k });
    } else if (!BANK_FIELDS.has(key) && looksLikeCardNumber(value)) {
      found.push(path || 'body');
    }
  }
  return found.sort();
}

/** Throws the 400 validation refusal (VALIDATION_FAILED, the field named) when the body carries a card number. */
export function refuseCardNumbers(body: unknown): void {
  const paths = cardNumberPaths(body);
  if (paths.length) throw CommonException.validation(Object.fromEntries(paths.slice(0, 100).map((p) => [p, CARD_NUMBER_REFUSED])));
}

/** The parts of Fastify this uses (the Nest adapter brings its own copy of Fastify's types). */
interface HookHost {
  addHook(name: 'preValidation', hook: (request: { url: string; body?: unknown }) => Promise<void>): unknown;
}

/**
 * Refuses card numbers in every /api body (see cardNumberPaths). Outside /api only the sandbox
 * provider's own tokens endpoint takes JSON, and taking card numbers is what it is for.
 */
export function refuseCardNumbersInApi(fastify: HookHost): void {
  fastify.addHook('preValidation', async (request) => {
    const path = request.url.split('?')[0]!;
    if ((path === '/api' || path.startsWith('/api/')) && request.body !== undefined) refuseCardNumbers(request.body);
  });
}
