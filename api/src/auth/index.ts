export { AdminOnly, CurrentUser, Public } from './auth.decorators';
export { AuthException, AuthExceptionCode, AUTH_MESSAGES } from './auth.exception';
export { AuthModule } from './auth.module';
export { AuthThrottle, AUTH_THROTTLERS } from './auth-throttle';
export type { AuthenticatedUser } from './authenticated-user';
export { AuthSessionDto } from './dto/auth-session.dto';
export { SessionService, type RevocationReason } from './session.service';
export { TokenService, type IssueOptions } from './token.service';
export { isUuid, randomCredential, sha256Hex } from './token-hash';
