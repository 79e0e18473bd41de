import type {
  AuthSession,
  LoginRequest,
  PasskeyRequestOptions,
  PasskeySignInRequest,
  Profile,
  ResendConfirmationRequest,
  SecondFactorChallenge,
  SecondFactorRequest,
} from '@portal/generated-client';
import { api, unwrap } from '@/api/client';
import { rememberFirstName } from './rememberedName';

/*
 * The sign-in calls as plain functions, without TanStack Query: the login page uses them, and
 * the /login entry (loginMain.tsx) has no query cache (queries.ts builds the cached reads on them).
 */

/** POST /api/account/login: the session to start (doc 1 §4 "Login"), or the second-factor step (issue 17). */
export const logIn = (requestBody: LoginRequest): Promise<AuthSession | SecondFactorChallenge> => unwrap(api.authentication.login({ requestBody }));

/** True when a sign-in reply asks for the authenticator-app code instead of starting a session. */
export const needsSecondFactor = (reply: AuthSession | SecondFactorChallenge): reply is SecondFactorChallenge => 'secondFactorRequired' in reply;

/** POST /api/account/login/secondfactor: finishes the sign-in with an app code or a recovery code. */
export const finishLogIn = (requestBody: SecondFactorRequest): Promise<AuthSession> => unwrap(api.authentication.loginSecondFactor({ requestBody }));

/** POST /api/jwt/remember: signs in with the remember-me credential of this device. */
export const rememberLogIn = (credential: string): Promise<AuthSession> => unwrap(api.authentication.rememberLogin({ xRememberMe: credential }));

/** POST /api/account/register/resend: the confirmation email again, for the credentials just typed. */
export const resendConfirmation = (requestBody: ResendConfirmationRequest) => unwrap(api.registration.resendConfirmation({ requestBody }));

/** The cache key of the signed-in user's profile (queries.ts `profileQueryOptions`). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/profile; the first name is kept on this device for the home page's first paint (rememberedName.ts). */
export const readProfile = (): Promise<Profile> =>
  unwrap(api.profile.getProfile()).then((profile) => {
    rememberFirstName(profile.name);
    return profile;
  });

/** POST /api/account/login/passkey/start: WebAuthn request options, the same for everyone. */
export const startPasskeySignIn = (): Promise<PasskeyRequestOptions> => unwrap(api.authentication.startPasskeySignIn());

/** POST /api/account/login/passkey/finish: the session of the passkey the browser answered with. */
export const finishPasskeySignIn = (requestBody: PasskeySignInRequest): Promise<AuthSession> => unwrap(api.authentication.finishPasskeySignIn({ requestBody }));
