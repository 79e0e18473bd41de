import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { CommonException, CommonExceptionCode } from '../errors/app-exception';
import { nestedDtoOf } from './field.decorators';

/** The message of a field the call does not take (class-validator's whitelist says 'property x should not exist'). */
export function unknownFieldMessage(field: string): string {
  return `The field '${field}' is not accepted by this call.`;
}

/** Flattens class-validator errors to `field.path -> first message` for the envelope's fieldErrors. */
export function toFieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) out[path] = messages[0].replace(/^property (\S+) should not exist$/, (_m, field: string) => unknownFieldMessage(field));
    if (error.children?.length) Object.assign(out, toFieldErrors(error.children, path));
  }
  return out;
}

/**
 * Unknown fields beyond a DTO's own that are still answered one by one ("x is not an accepted
 * field"); past that the object is refused whole, before class-transformer sees it.
 */
export const UNKNOWN_FIELD_MARGIN = 10;

const fieldsOf = new WeakMap<Function, Set<string>>();

/** The properties a DTO class validates (its own and inherited ones). */
export function dtoFields(dto: Function): Set<string> {
  let fields = fieldsOf.get(dto);
  if (!fields) {
    fields = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((m) => m.propertyName),
    );
    fieldsOf.set(dto, fields);
  }
  return fields;
}

function tooManyFields(path: string, given: number, accepted: number): CommonException {
  const what = path ? `${path} has` : 'The request has';
  return new CommonException(
    CommonExceptionCode.MalformedBody,
    400,
    [`${what} ${given} fields: this call takes at most ${accepted}.`],
    `${given} keys for ${accepted} fields at ${path || '(body)'}`,
  );
}

/**
 * The cheap check that runs before transformation: the value is an object, and neither it nor
 * any nested DTO object has more keys than its class has fields plus UNKNOWN_FIELD_MARGIN.
 * class-transformer's cost grows with the square of an object's key count (60,000 unknown
 * keys held the event loop for seconds), so this must happen before plainToInstance.
 */
export function checkDtoShape(value: unknown, dto: Function, path = '', depth = 0): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (!path) throw new CommonException(CommonExceptionCode.MalformedBody, 400, ['The request body must be a JSON object.'], 'body is not an object');
    return; // a nested field of the wrong type: class-validator names it
  }
  const fields = dtoFields(dto);
  const keys = Object.keys(value);
  if (keys.length > fields.size + UNKNOWN_FIELD_MARGIN) throw tooManyFields(path, keys.length, fields.size);
  if (depth > 10) return; // DTOs do not nest this deep; the JSON parser bounds depth anyway
  for (const field of fields) {
    const nested = nestedDtoOf(dto, field);
    const child = (value as Record<string, unknown>)[field];
    if (!nested || child === null || typeof child !== 'object') continue;
    const at = path ? `${path}.${field}` : field;
    if (Array.isArray(child)) child.forEach((item, i) => checkDtoShape(item, nested, `${at}.${i}`, depth + 1));
    else checkDtoShape(child, nested, at, depth + 1);
  }
}

/**
 * The global pipe: strips nothing silently (unknown fields are refused) and reports every
 * field's problem, after a shape check that refuses oversized objects at once.
 */
@Injectable()
export class PortalValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: false,
      exceptionFactory: (errors) => CommonException.validation(toFieldErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    // A missing body (or JSON null) is validated as {} by the pipe: every required field is named.
    if ((metadata.type === 'body' || metadata.type === 'query') && value != null && dto && this.toValidate(metadata) && dtoFields(dto).size > 0) {
      checkDtoShape(value, dto);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new PortalValidationPipe();
}
