import { RefreshToken } from './refresh-token.entity';
import { RememberMeCredential } from './remember-me-credential.entity';
import { SessionFamily } from './session-family.entity';

export * from './refresh-token.entity';
export * from './remember-me-credential.entity';
export * from './session-family.entity';

/** The auth area's tables (session_family, refresh_token, remember_me_credential). */
export const AUTH_ENTITIES = [SessionFamily, RefreshToken, RememberMeCredential];
