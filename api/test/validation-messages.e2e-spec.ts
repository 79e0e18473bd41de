import { ModulesContainer } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, type ValidationError, type ValidationArguments } from 'class-validator';
import { fieldLabelOf, nestedDtoOf } from '../src/common/validation/field.decorators';
import { toFieldErrors, unknownFieldMessage } from '../src/common/validation/validation.pipe';
import { startTestApp, type TestApp } from './support/test-app';

/** Nest's metadata keys (its packages are ES modules without deep imports): route arguments, and @nestjs/swagger's property list. */
const ROUTE_ARGS_METADATA = '__routeArguments__';
const ROUTE_PARAM = { BODY: 3, QUERY: 4, PARAM: 5 } as const;
const SWAGGER_PROPERTIES = 'swagger/apiModelPropertiesArray';

type Metadata = {
  type: string;
  name?: string;
  target: Function | string;
  propertyName: string;
  constraints?: unknown[];
  message?: string | ((args: ValidationArguments) => string);
  each?: boolean;
};

/** class-validator's own default messages ("rememberMe should not be empty"): none may reach a user or an integrator. */
const DEFAULT_PHRASES: RegExp[] = [
  /should not be empty/,
  /should not be null or undefined/,
  /should not exist/,
  /must be longer than or equal to/,
  /must be shorter than or equal to/,
  /must be a string$/,
  /must be a boolean value/,
  /must be a number conforming/,
  /must be an integer number/,
  /must not be less than/,
  /must not be greater than/,
  /regular expression/,
  /must be an email$/,
  /must be a UUID$/,
  /must be one of the following values/,
  /must be an array$/,
  /must contain at least \d+ elements/,
  /must contain no more than/,
  /must be a valid ISO 8601 date string/,
  /nested property/,
  /must be either object or array/,
  /must be equal to/,
  /unknown value was passed/,
];

/** A word in camelCase (rememberMe, staffVerificationPhoneNumber): a property name, not a label. */
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/;

/** Metadata kinds that never produce a message (IsOptional, ValidateIf, the whitelist marker). */
const SILENT = new Set(['conditionalValidation', 'whitelistValidation']);

/** The spec's fixed texts, shown word for word though they end without a full stop (shared/spec/messages.tsv). */
const SPEC_FIXED_TEXTS = new Set(['Invalid phone number']);

/** The values a DTO's enums accept (an enum value such as 'oneChangeAtATime' may be quoted: it is what the caller sends). */
function enumValuesOf(dto: Function): Set<string> {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return new Set(metas.flatMap((m) => (m.constraints ?? []).flat()).filter((v): v is string => typeof v === 'string'));
}

function problemsOf(message: string, where: string, properties: string[], enumValues: Set<string> = new Set()): string[] {
  const out: string[] = [];
  const phrase = DEFAULT_PHRASES.find((p) => p.test(message));
  if (phrase) out.push(`${where}: "${message}" is class-validator's default (${phrase})`);
  const camel = [...message.matchAll(new RegExp(CAMEL_CASE, 'g'))].map((m) => m[0]).find((word) => !enumValues.has(word));
  if (camel) out.push(`${where}: "${message}" names a property (${camel}) instead of its label`);
  for (const p of properties.filter((name) => CAMEL_CASE.test(name)))
    if (message.includes(p)) out.push(`${where}: "${message}" contains the property name ${p}`);
  if (!/[.!?)]$/.test(message.trim()) && !SPEC_FIXED_TEXTS.has(message.trim())) out.push(`${where}: "${message}" is not a sentence`);
  return out;
}

/** Every DTO of the API: the classes @nestjs/swagger documents (reply DTOs included), with their validation metadata. */
function allDtos(): Map<Function, Metadata[]> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function | string, Metadata[]> };
  const dtos = new Map<Function, Metadata[]>();
  for (const [target, metas] of storage.validationMetadatas) {
    if (typeof target !== 'function') continue;
    if (!Reflect.getMetadata(SWAGGER_PROPERTIES, target.prototype)) continue; // the configuration class, not a DTO
    dtos.set(target, metas);
  }
  return dtos;
}

/** The classes that read a request (its body, query or path), with the DTOs they nest. */
function requestDtos(t: TestApp): Set<Function> {
  const found = new Set<Function>();
  const add = (dto: Function | undefined) => {
    if (!dto || found.has(dto) || [String, Number, Boolean, Object, Array].includes(dto as never)) return;
    found.add(dto);
    for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) add(nestedDtoOf(dto, meta.propertyName));
  };
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Function | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number }>;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Function[];
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if (kind === ROUTE_PARAM.BODY || kind === ROUTE_PARAM.QUERY || kind === ROUTE_PARAM.PARAM) add(types[arg.index]);
        }
      }
    }
  }
  return found;
}

/** Values that break most rules of a field at once: wrong types, too long, too many, empty. */
const HOSTILE_VALUES: unknown[] = [undefined, null, '', 12345, 'x'.repeat(5000), { a: 1 }, ['x'.repeat(300), 7], Array.from({ length: 600 }, () => '?'), true];

async function messagesOf(dto: Function, body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(dto as new () => object, body), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false });
  const out: Record<string, string[]> = {};
  const walk = (list: ValidationError[], parent: string) => {
    for (const e of list) {
      const path = parent ? `${parent}.${e.property}` : e.property;
      // A field a nested object does not take is named as the pipe names it (toFieldErrors).
      if (e.constraints)
        out[path] = Object.values(e.constraints).map((m) => m.replace(/^property (\S+) should not exist$/, (_m, f: string) => unknownFieldMessage(f)));
      if (e.children?.length) walk(e.children, path);
    }
  };
  walk(errors, '');
  return out;
}

describe('validation messages: every one names its field by label and says what is expected', () => {
  let t: TestApp;
  const dtos = allDtos();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds the DTOs to scan (request and reply DTOs alike)', () => {
    const names = [...dtos.keys()].map((d) => d.name);
    // AddPolicyRequest's and PolicyVerificationRequest's rules are declared once, on the policy-proof base (PolicyProofRequestFields).
    expect(names).toEqual(expect.arrayContaining(['LoginRequest', 'StaffVerificationRequestDto', 'DeliveryRequestDto', 'PolicyProofRequest']));
    // Reply-only DTOs declare their schema with the Reply*Field decorators: no validators that never run.
    expect(names).not.toEqual(expect.arrayContaining(['Policy']));
    expect(names).not.toEqual(expect.arrayContaining(['AddPolicyStatus']));
    expect(names).not.toEqual(expect.arrayContaining(['AuthSessionDto']));
  });

  it('gives every constraint of every DTO its own message, none a library default, none naming a property', () => {
    const problems: string[] = [];
    for (const [dto, metas] of dtos) {
      const properties = metas.map((m) => m.propertyName);
      for (const m of metas) {
        if (SILENT.has(m.type)) continue;
        const where = `${dto.name}.${m.propertyName} (${m.name ?? m.type})`;
        if (m.message === undefined || m.message === '') {
          problems.push(`${where}: no message of its own (class-validator's default would be used)`);
          continue;
        }
        const args: ValidationArguments = { property: m.propertyName, constraints: m.constraints ?? [], value: undefined, object: {}, targetName: dto.name };
        const message = typeof m.message === 'function' ? m.message(args) : m.message;
        problems.push(...problemsOf(message, where, properties, enumValuesOf(dto)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every field of every request DTO a label (the words the form shows)', () => {
    const requests = requestDtos(t);
    expect([...requests].map((d) => d.name)).toEqual(
      expect.arrayContaining(['LoginRequest', 'LogoutRequest', 'AddPolicyRequest', 'HealthQueryDto', 'ConfirmEmailQueryDto', 'DocumentQuery']),
    );
    const unlabelled: string[] = [];
    for (const dto of requests) {
      const fields = new Set(
        getMetadataStorage()
          .getTargetValidationMetadatas(dto, '', true, false)
          .map((m) => m.propertyName),
      );
      for (const field of fields) if (!fieldLabelOf(dto, field)) unlabelled.push(`${dto.name}.${field}`);
    }
    expect(unlabelled).toEqual([]);
  });

  it('answers hostile values of every request field with clean messages (each constraint triggered)', async () => {
    const problems: string[] = [];
    let seen = 0;
    for (const dto of requestDtos(t)) {
      const fields = [
        ...new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(dto, '', true, false)
            .map((m) => m.propertyName),
        ),
      ];
      for (const value of HOSTILE_VALUES) {
        const body = Object.fromEntries(fields.map((f) => [f, value]));
        const found = await messagesOf(dto, { ...body, unexpectedField: 1 });
        for (const [path, messages] of Object.entries(found)) {
          for (const message of messages) {
            seen++;
            if (path === 'unexpectedField') continue; // an unknown field is named as the caller sent it (below)
            problems.push(...problemsOf(message, `${dto.name}.${path} = ${JSON.stringify(value)?.slice(0, 20)}`, fields, enumValuesOf(dto)));
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('names an unknown field as the caller sent it, in a sentence of the API rather than the library', async () => {
    const login = [...dtos.keys()].find((d) => d.name === 'LoginRequest')!;
    const errors = await validate(plainToInstance(login as new () => object, { username: 'a', password: 'b', rememberMe: false, colour: 'red' }), {
      whitelist: true,
      forbidNonWhitelisted: true,
    });
    expect(toFieldErrors(errors)).toEqual({ colour: "The field 'colour' is not accepted by this call." });
  });

  it('labels messages through the API as the form does (the login form: Email / Username, Password, Remember me)', async () => {
    const res = await t.call('POST', '/api/account/login', { body: { username: '', password: 42, rememberMe: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toEqual({
      username: 'Email / Username is required.',
      password: 'Password must be text.',
      rememberMe: 'Remember me must be true or false.',
    });
    expect(res.body.errors).toEqual(['Email / Username is required.', 'Password must be text.', 'Remember me must be true or false.']);
  });

  it('says what is expected of a staff verification phone number, by its label', async () => {
    const res = await t.call('POST', '/api/account/verifybystaff', {
      body: {
        policyNumber: 'PPA1001101',
        policyHolder: 'Marcus Bell',
        zip: '46250',
        employeeIdentificationNumber: '5309',
        staffVerificationPhoneNumber: '317555',
        staffVerificationEmail: 'marcus@example.com',
        staffVerificationEmailConfirmation: 'marcus@example.com',
        staffVerificationPassword: 'Lantern-Tide-47',
        staffVerificationPasswordConfirmation: 'Lantern-Tide-47',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ staffVerificationPhoneNumber: 'Phone Number must be exactly 12 characters long.' });
  });
});
