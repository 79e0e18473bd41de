import { CertificatesExceptionCode } from '../src/policies/certificates/certificates.exception';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { AccountExceptionCode } from '../src/account/account.exception';
import { AdminExceptionCode } from '../src/admin/admin.exception';
import { AUTH_THROTTLE } from '../src/auth/auth-throttle';
import { ADMIN_ONLY, IS_PUBLIC } from '../src/auth/auth.decorators';
import { AuthExceptionCode } from '../src/auth/auth.exception';
import { CommonExceptionCode } from '../src/common/errors/app-exception';
import { LookupsExceptionCode } from '../src/lookups/lookups.exception';
import { PoliciesExceptionCode } from '../src/policies/policies.exception';
import { ProfileExceptionCode } from '../src/profile/profile.exception';
import { PaymentsExceptionCode } from '../src/payments/payments.exception';
import { PolicyChangesExceptionCode } from '../src/policy-changes/policy-changes.exception';
import { ClaimsExceptionCode } from '../src/claims/claims.exception';
import { ContractValidator, errorCodesOf, loadSpec, specOperations, toSpecPath, withNullableComposition } from './support/contract';
import { startTestApp, type TestApp } from './support/test-app';

type Json = Record<string, any>;

/** Every code the API can put in a reply: the values of each area's XExceptionCode enum. */
const API_CODES = [
  CommonExceptionCode,
  AuthExceptionCode,
  AccountExceptionCode,
  PoliciesExceptionCode,
  ProfileExceptionCode,
  LookupsExceptionCode,
  PaymentsExceptionCode,
  PolicyChangesExceptionCode,
  ClaimsExceptionCode,
  CertificatesExceptionCode,
  AdminExceptionCode,
].flatMap((e) => Object.values(e) as string[]);

/**
 * Codes no operation of the spec answers today, and why they exist: the HTTP layer's own
 * refusals (every signed-in call answers the AUTH_* codes instead). Any other code that no
 * operation lists is dead.
 */
const NOT_ANSWERED_BY_AN_OPERATION: Record<string, string> = {
  UNAUTHENTICATED: 'a 401 of the HTTP layer; signed-in calls answer AUTH_TOKEN_* instead',
  FORBIDDEN: 'a 403 of the HTTP layer; staff calls answer AUTH_ADMIN_ONLY instead',
  NOT_FOUND: 'a path no operation serves',
  REQUEST_REFUSED: 'another 4xx of the HTTP layer',
};

function errorResponses(spec: Json): Array<{ where: string; status: string; response: Json }> {
  const validator = new ContractValidator(spec);
  return specOperations(spec).flatMap((op) =>
    Object.keys(op.operation.responses ?? {})
      .filter((status) => Number(status) >= 400)
      .map((status) => ({ where: `${op.operationId} ${status}`, status, response: validator.responseFor(op, status)! })),
  );
}

interface Handler {
  key: string;
  isPublic: boolean;
  authThrottled: boolean;
  adminOnly: boolean;
}

/** Every route handler of the running app, with the guards that decide which codes it can answer. */
function handlers(t: TestApp): Handler[] {
  const out: Handler[] = [];
  const meta = (key: string, ...targets: object[]) => targets.some((target) => Reflect.getMetadata(key, target) === true);
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (Function & { prototype: Record<string, Function> }) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata('path', controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const method = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
        if (method === undefined || typeof handler !== 'function') continue;
        const path = ('/' + [base, String(Reflect.getMetadata('path', handler) ?? '')].filter((p) => p && p !== '/').join('/')).replace(/\/+/g, '/');
        out.push({
          key: `${RequestMethod[method]} ${toSpecPath(path)}`,
          isPublic: meta(IS_PUBLIC, handler, controller),
          authThrottled: meta(AUTH_THROTTLE, handler, controller),
          adminOnly: meta(ADMIN_ONLY, handler, controller),
        });
      }
    }
  }
  return out;
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

    it('shows one example of each listed code, named after it, that is a valid reply of that status', () => {
      const ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addKeyword({ keyword: 'example' });
      ajv.addSchema({ ...withNullableComposition(structuredClone(spec)), $id: 'spec.json' } as never, 'spec.json');
      const problems = responses.flatMap(({ where, response }) => {
        const media = response.content?.['application/json'];
        const examples: Json = media?.examples ?? {};
        const out: string[] = [];
        const listed = errorCodesOf(response);
        if (JSON.stringify(Object.keys(examples).sort()) !== JSON.stringify([...listed].sort()))
          out.push(`${where}: examples ${Object.keys(examples).join(', ')} but codes ${listed.join(', ')}`);
        const pointer = media.schema.$ref;
        for (const [name, example] of Object.entries<Json>(examples)) {
          if (example.value?.code !== name) out.push(`${where}: example ${name} carries code ${example.value?.code}`);
          if (!example.summary) out.push(`${where}: example ${name} has no summary`);
          const validate = ajv.getSchema(`spec.json${pointer}`)!;
          if (!validate(example.value)) out.push(`${where}: example ${name} is not a valid reply: ${ajv.errorsText(validate.errors)}`);
        }
        if (!/Codes: /.test(response.description ?? '') || listed.some((c) => !response.description.includes(`\`${c}\``)))
          out.push(`${where}: the description does not name every code`);
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
      expect(validator.responseFor(login, '401')!.content['application/json'].examples.AUTH_LOGIN_FAILED.value.errors).toEqual([
        'The username or password is incorrect.',
      ]);
      expect(errorCodesOf(validator.responseFor(add, '422')).sort()).toEqual(['POLICY_ADD_LOCKED', 'POLICY_DETAILS_DO_NOT_MATCH']);
    });
  });

  describe('the codes that cross-cutting guards answer are listed on every operation they guard', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    const validator = new ContractValidator(spec);
    const listed = (op: { operation: Json }, status: string) => errorCodesOf(validator.responseFor(op as never, status));

    it('finds a handler for every operation', () => {
      const served = new Set(handlers(t).map((h) => h.key));
      expect(
        specOperations(spec)
          .map((op) => `${op.method} ${op.path}`)
          .filter((k) => !served.has(k)),
      ).toEqual([]);
    });

    it('lists the session codes on every signed-in operation, the sign-in limits on every @AuthThrottle one, and the staff refusal on every admin-only one', () => {
      const byKey = new Map(handlers(t).map((h) => [h.key, h]));
      const problems: string[] = [];
      const need = (op: { operationId: string; operation: Json }, status: string, codes: string[]) => {
        const missing = codes.filter((c) => !listed(op, status).includes(c));
        if (missing.length) problems.push(`${op.operationId} ${status} does not list ${missing.join(', ')}`);
      };
      for (const op of specOperations(spec)) {
        const h = byKey.get(`${op.method} ${op.path}`)!;
        if (!h.isPublic) need(op, '401', ['AUTH_TOKEN_MISSING', 'AUTH_TOKEN_INVALID', 'AUTH_TOKEN_EXPIRED', 'AUTH_SESSION_REVOKED']);
        if (h.adminOnly) need(op, '403', ['AUTH_ADMIN_ONLY']);
        need(
          op,
          '429',
          h.authThrottled ? ['RATE_LIMITED', 'AUTH_THROTTLED_ADDRESS', 'AUTH_THROTTLED_ACCOUNT_ADDRESS', 'AUTH_THROTTLED_ACCOUNT'] : ['RATE_LIMITED'],
        );
        need(op, '500', ['INTERNAL']);
        if (op.operation.requestBody) {
          need(op, '400', ['VALIDATION_FAILED', 'MALFORMED_BODY']);
          need(op, '413', ['PAYLOAD_TOO_LARGE']);
          need(op, '415', ['UNSUPPORTED_MEDIA_TYPE']);
        }
      }
      expect(problems).toEqual([]);
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
      expect(() => validator.check('POST', '/api/account/login', reply(401, 'AUTH_TOKEN_MISSING'))).toThrow(
        /login answered 401 with code "AUTH_TOKEN_MISSING", which the spec does not list/,
      );
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
