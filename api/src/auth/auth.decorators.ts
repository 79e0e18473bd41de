import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

export const IS_PUBLIC = 'portal:auth:public';
export const ADMIN_ONLY = 'portal:auth:admin-only';

/** The handler (or every handler of the controller) needs no access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only administrators (access token policies contain `admin`); others get 403. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/** The signed-in caller, as the global JwtAuthGuard verified it. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
  // Only reachable on a @Public() handler, which must not ask for the current user.
  if (!user) throw new Error('@CurrentUser() used on a handler without a signed-in user (is it @Public()?)');
  return user;
});
