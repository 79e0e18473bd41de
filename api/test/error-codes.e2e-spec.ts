import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { AccountExceptionCode } from '../src/account/account.exception';
import { AuthExceptionCode } from '../src/auth/auth.exception';
import { CommonExceptionCode } from '../src/common/errors/app-exception';
import { PoliciesExceptionCode } from '../src/policies/policies.exception';
import { ProfileExceptionCode } from '../src/profile/profile.exception';
import { ContractValidator, errorCodesOf, loadSpec, specOperations, withNullableComposition } from './support/contract';

type Json = Record<string, any>;

/** Every code the API can put in a reply: the values of each area's XExceptionCode enum. */
const API_CODES = [CommonExceptionCode, AuthExceptionCode, AccountExceptionCode, PoliciesExceptionCode, ProfileExceptionCode].flatMap((e) => Object.values(e) as string[]);

/**
 * Codes no operation of the spec answers today, and why they exist: the HTTP layer's own
 * refusals (every signed-in call answers the AUTH_* codes instead), and the staff-only refusal,
 * which waits for the first staff call. Any other code that no operation lists is dead.
 */
const NOT_ANSWERED_BY_AN_OPERATION: Record<string, string> = {
  UNAUTHENTICATED: 'a 401 of the HTTP layer; signed-in calls answer AUTH_TOKEN_* instead',
  FORBIDDEN: 'a 403 of the HTTP layer; staff calls answer AUTH_ADMIN_ONLY instead',
  NOT_FOUND: 'a path no operation serves',
  REQUEST_REFUSED: 'another 4xx of the HTTP layer',
  AUTH_ADMIN_ONLY: 'no staff-only operation yet (the back office comes with issue 4)',
};

function errorResponses(spec: Json): Array<{ where: string; status: string; response: Json }> {
  const validator = new ContractValidator(spec);
  return specOperations(spec).flatMap((op) =>
    Object.keys(op.operation.responses ?? {})
      .filter((status) => Number(status) >= 400)
      .map((status) => ({ where: `${op.operationId} ${status}`, status, response: validator.responseFor(op, status)! })),
  );
}

describe('error codes: the API, the spec and the reply agree', () => {
  const spec = loadSpec();
  const specCodes: string[] = spec.components.schemas.ErrorCode.enum;
  const responses = errorResponses(spec);

  describe('the ErrorCode schema', () => {
    it('lists exactly the codes of the exception enums, each upper snake case', () => {
      expect([...specCodes].sort()).toEqual([...new Set(API_CODES)].sort());
      for (const code of API_CODES) expect(code).toMatch(new RegExp(spec.components.schemas.ErrorCode.pattern));
    });

    it('documents the meaning of every code in its table', () => {
      const table: string = spec.components.schemas.ErrorCode.description;
      const missing = specCodes.filter((code) => !table.includes(`| \`${code}\` |`));
      expect(missing).toEqual([]);
    });

    it('is what every error reply carries as code (required)', () => {
      expect(spec.components.schemas.ErrorReply.required).toContain('code');
      expect(spec.components.schemas.ErrorReply.properties.code.$ref).toBe('#/components/schemas/ErrorCode');
    });
  });

  describe('each operation lists the codes of its error replies', () => {
    it('every error reply of every operation lists codes, all of them in ErrorCode', () => {
      const problems = responses.flatMap(({ where, response }) => {
        const codes = errorCodesOf(response);
        if (!codes.length) return [`${where}: no x-error-codes`];
        return codes.filter((c) => !specCodes.includes(c)).map((c) => `${where}: ${c} is not an ErrorCode`);
      });
      expect(problems).toEqual([]);
    });

    it("shows one example of each listed code, named after it, that is a valid reply of that status", () => {
      const ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addKeyword({ keyword: 'example' });
      ajv.addSchema({ ...withNullableComposition(structuredClone(spec)), $id: 'spec.json' } as never, 'spec.json');
      const problems = responses.flatMap(({ where, response }) => {
        const media = response.content?.['application/json'];
        const examples: Json = media?.examples ?? {};
        const out: string[] = [];
        const listed = errorCodesOf(response);
        if (JSON.stringify(Object.keys(examples).sort()) !== JSON.stringify([...listed].sort())) out.push(`${where}: examples ${Object.keys(examples).join(', ')} but codes ${listed.join(', ')}`);
        const pointer = media.schema.$ref;
        for (const [name, example] of Object.entries<Json>(examples)) {
          if (example.value?.code !== name) out.push(`${where}: example ${name} carries code ${example.value?.code}`);
          if (!example.summary) out.push(`${where}: example ${name} has no summary`);
          const validate = ajv.getSchema(`spec.json${pointer}`)!;
          if (!validate(example.value)) out.push(`${where}: example ${name} is not a valid reply: ${ajv.errorsText(validate.errors)}`);
        }
        if (!/Codes: /.test(response.description ?? '') || listed.some((c) => !response.description.includes(`\`${c}\``))) out.push(`${where}: the description does not name every code`);
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('leaves no code of the API unlisted, except those no operation can answer yet', () => {
      const listed = new Set(responses.flatMap(({ response }) => errorCodesOf(response)));
      const unlisted = specCodes.filter((code) => !listed.has(code));
      expect(unlisted.sort()).toEqual(Object.keys(NOT_ANSWERED_BY_AN_OPERATION).sort());
    });

    it("names the operation's own failure in its example (login's 401 is the login failure)", () => {
      const validator = new ContractValidator(spec);
      const login = specOperations(spec).find((o) => o.operationId === 'login')!;
      const add = specOperations(spec).find((o) => o.operationId === 'addPolicy')!;
      expect(errorCodesOf(validator.responseFor(login, '401'))).toEqual(['AUTH_LOGIN_FAILED']);
      expect(validator.responseFor(login, '401')!.content['application/json'].examples.AUTH_LOGIN_FAILED.value.errors).toEqual(['The username or password is incorrect.']);
      expect(errorCodesOf(validator.responseFor(add, '422')).sort()).toEqual(['POLICY_ADD_LOCKED', 'POLICY_DETAILS_DO_NOT_MATCH']);
    });
  });

  describe('the contract check of every API test reply', () => {
    const validator = new ContractValidator(spec);
    const reply = (status: number, code: string) => ({
      status,
      headers: { 'x-request-id': 'r1', 'content-type': 'application/json; charset=utf-8' },
      body: { success: false, result: null, errors: ['x'], code },
      text: '',
    });

    it('accepts a code the operation lists for that status', () => {
      expect(() => validator.check('POST', '/api/account/login', reply(401, 'AUTH_LOGIN_FAILED'))).not.toThrow();
    });

    it('fails a reply whose code the operation does not list for that status, even one the API knows', () => {
      expect(() => validator.check('POST', '/api/account/login', reply(401, 'AUTH_TOKEN_MISSING'))).toThrow(/login answered 401 with code "AUTH_TOKEN_MISSING", which the spec does not list/);
      expect(() => validator.check('POST', '/api/policy/add', reply(422, 'POLICY_NOT_FOUND'))).toThrow(/does not list/);
    });

    it('fails an error reply without a code', () => {
      const noCode = reply(401, 'AUTH_LOGIN_FAILED');
      delete (noCode.body as Partial<typeof noCode.body>).code;
      expect(() => validator.check('POST', '/api/account/login', noCode)).toThrow(/does not match the spec/);
    });
  });

  describe('servers', () => {
    it('lists this instance first, by a relative URL, so /api/docs and the generated client call the server they came from', () => {
      expect(spec.servers[0].url).toBe('/');
      // The contract tests match operations by path only, whatever the server.
      expect(new ContractValidator(spec).operationFor('GET', '/api/systeminfo')?.operationId).toBe('getSystemInfo');
    });
  });
});
