/**
 * Mutation testing of the API's token and guard modules (access/refresh tokens, the policies
 * claim that ownership checks read, the JWT guard, the auth throttle): `npm run mutate -- api-auth`.
 * Apart from stryker.api.config.mjs because each of its mutants loads NestJS under jest's vm
 * modules: the JWT guard alone took 21 minutes at nice 19 on the shared two-core machine.
 * Not part of `npm test` or CI.
 */
import api, { jestFor } from './stryker.api.config.mjs';
import { strykerRun } from './stryker.shared.mjs';

const mutate = ['api/src/auth/token.service.ts', 'api/src/auth/jwt.ts', 'api/src/auth/jwt-auth.guard.ts', 'api/src/auth/auth-throttle.ts'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...api,
  ...strykerRun('api-auth'),
  mutate,
  jest: jestFor(mutate),
};
