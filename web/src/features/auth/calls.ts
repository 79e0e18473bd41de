import type { AuthSession, LoginRequest, Profile, ResendConfirmationRequest } from '@portal/generated-client';
import { api, unwrap } from '@/api/client';

/*
 * The sign-in calls as plain functions, without TanStack Query: the login page uses them, and
 * the /login entry (loginMain.tsx) has no query cache (queries.ts builds the cached reads on them).
 */

/** POST /api/account/login: the session to start (doc 1 §4 "Login"). */
export const logIn = (requestBody: LoginRequest): Promise<AuthSession> => unwrap(api.authentication.login({ requestBody }));

/** POST /api/jwt/remember: signs in with the remember-me credential of this device. */
export const rememberLogIn = (credential: string): Promise<AuthSession> => unwrap(api.authentication.rememberLogin({ xRememberMe: credential }));

/** POST /api/account/register/resend: the confirmation email again, for the credentials just typed. */
export const resendConfirmation = (requestBody: ResendConfirmationRequest) => unwrap(api.registration.resendConfirmation({ requestBody }));

/** The cache key of the signed-in user's profile (queries.ts `profileQueryOptions`). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/profile. */
export const readProfile = (): Promise<Profile> => unwrap(api.profile.getProfile());
