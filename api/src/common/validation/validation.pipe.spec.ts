import { ApiSchema } from '@nestjs/swagger';
import { CommonException, CommonExceptionCode } from '../errors/app-exception';
import { BoolField, ObjectArrayField, ObjectField, StringField } from './field.decorators';
import { checkDtoShape, createValidationPipe, dtoFields, UNKNOWN_FIELD_MARGIN } from './validation.pipe';

@ApiSchema({ name: 'ShapeAddress' })
class Address {
  @StringField({ maxLength: 10 })
  zip: string;
}

@ApiSchema({ name: 'ShapeRequest' })
class ShapeRequest {
  @StringField({ maxLength: 10 })
  name: string;

  @BoolField({ label: 'Email me offers', required: false })
  optIn?: boolean;

  @StringField({ maxLength: 10, required: false, nullable: true })
  nickname?: string | null;

  @ObjectField({ type: () => Address, required: false })
  address?: Address;

  @ObjectArrayField({ type: () => Address, maxItems: 5, required: false })
  others?: Address[];
}

const keys = (n: number, prefix = 'x') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 1]));

function refusal(fn: () => unknown): CommonException {
  try {
    fn();
  } catch (e) {
    if (e instanceof CommonException) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe('validation pipe', () => {
  const pipe = createValidationPipe();
  const validate = (value: unknown) => pipe.transform(value, { type: 'body', metatype: ShapeRequest });

  describe('checkDtoShape', () => {
    it('counts the fields a DTO validates', () => {
      expect([...dtoFields(ShapeRequest)].sort()).toEqual(['address', 'name', 'nickname', 'optIn', 'others']);
    });

    it(`lets through up to ${UNKNOWN_FIELD_MARGIN} unknown fields beyond the DTO's own (they are named one by one)`, () => {
      expect(() => checkDtoShape({ name: 'a', ...keys(4 + UNKNOWN_FIELD_MARGIN) }, ShapeRequest)).not.toThrow();
    });

    it('refuses an object with more keys than the DTO has plus the margin, saying how many it takes', () => {
      const e = refusal(() => checkDtoShape({ name: 'a', ...keys(5 + UNKNOWN_FIELD_MARGIN) }, ShapeRequest));
      expect(e.status).toBe(400);
      expect(e.code).toBe(CommonExceptionCode.MalformedBody);
      expect(e.userMessages).toEqual([`The request has ${6 + UNKNOWN_FIELD_MARGIN} fields: this call takes at most 5.`]);
    });

    it('refuses 60,000 unknown keys at once', () => {
      expect(refusal(() => checkDtoShape(keys(60_000), ShapeRequest)).userMessages).toEqual(['The request has 60000 fields: this call takes at most 5.']);
    });

    it('checks nested DTO objects and arrays of them by their own class', () => {
      expect(refusal(() => checkDtoShape({ address: keys(12) }, ShapeRequest)).userMessages).toEqual(['address has 12 fields: this call takes at most 1.']);
      expect(refusal(() => checkDtoShape({ others: [{ zip: '1' }, keys(12)] }, ShapeRequest)).userMessages).toEqual([
        'others.1 has 12 fields: this call takes at most 1.',
      ]);
    });

    it('refuses a body that is not a JSON object', () => {
      for (const body of [[], [{ name: 'a' }], 'text', 42, true]) {
        expect(refusal(() => checkDtoShape(body, ShapeRequest)).userMessages).toEqual(['The request body must be a JSON object.']);
      }
    });
  });

  describe('transform', () => {
    it('refuses 60,000 unknown keys with one line, not one per key', async () => {
      await expect(validate(keys(60_000))).rejects.toMatchObject({ status: 400, userMessages: ['The request has 60000 fields: this call takes at most 5.'] });
    });

    it('still names each unknown field when there are only a few', async () => {
      await expect(validate({ name: 'a', extra: 1 })).rejects.toMatchObject({ fieldErrors: { extra: "The field 'extra' is not accepted by this call." } });
    });

    it('validates a missing body as an empty object (every required field named)', async () => {
      await expect(validate(undefined)).rejects.toMatchObject({ fieldErrors: { name: expect.any(String) } });
    });
  });

  describe('optional fields and null', () => {
    it('accepts an optional field left out', async () => {
      await expect(validate({ name: 'a' })).resolves.toBeInstanceOf(ShapeRequest);
    });

    it('refuses null for an optional field the spec does not make nullable', async () => {
      await expect(validate({ name: 'a', optIn: null })).rejects.toMatchObject({
        status: 400,
        fieldErrors: { optIn: 'Email me offers must be true or false.' },
      });
    });

    it('accepts null for a nullable field', async () => {
      await expect(validate({ name: 'a', nickname: null })).resolves.toMatchObject({ nickname: null });
    });
  });
});
