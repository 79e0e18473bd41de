import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

export const IS_PUBLIC = 'portal:auth:public';
export const ADMIN_ONLY = 'portal:auth:admin-only';
export const SIGN_IN_OPTIONAL = 'portal:auth:sign-in-optional';
export const OWNER_ONLY = 'portal:auth:owner-only';

/** The handler (or every handler of the controller) needs no access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The handler needs no access token, but reads one when sent: a bearer token is verified as on
 * any other call (a bad or ended one answers 401) and its caller read with @SignedInUser().
 */
export const SignInOptional = () => applyDecorators(SetMetadata(IS_PUBLIC, true), SetMetadata(SIGN_IN_OPTIONAL, true));

/** Only administrators (access token policies contain `admin`); others get 403. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/**
 * Only the customer in their own session: a staff member signed in as the customer (login-as,
 * an access token with an `act` claim) gets 403 AUTH_IMPERSONATED (password, email address,
 * e-delivery settings).
 */
export const OwnerOnly = () => SetMetadata(OWNER_ONLY, true);

/** The signed-in caller, as the global JwtAuthGuard verified it. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
  // Only reachable on a @Public() handler, which must not ask for the current user.
  if (!user) throw new Error('@CurrentUser() used on a handler without a signed-in user (is it @Public()?)');
  return user;
});

/** The caller of a @SignInOptional() handler when a bearer token was sent, else undefined. */
export const SignedInUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined => context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user,
);
