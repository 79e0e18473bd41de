import { ValidationError, ValidationPipe } from '@nestjs/common';
import { CommonException } from '../errors/app-exception';

/** Flattens class-validator errors to `field.path -> first message` for the envelope's fieldErrors. */
export function toFieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) out[path] = messages[0].replace(/^property (\S+) should not exist$/, '$1 is not an accepted field');
    if (error.children?.length) Object.assign(out, toFieldErrors(error.children, path));
  }
  return out;
}

/** The global pipe: strips nothing silently (unknown fields are refused) and reports every field's problem. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => CommonException.validation(toFieldErrors(errors)),
  });
}
