import { Passkey } from './passkey.entity';
import { PasskeyChallenge } from './passkey-challenge.entity';
import { RecoveryCode } from './recovery-code.entity';
import { RefreshToken } from './refresh-token.entity';
import { RememberMeCredential } from './remember-me-credential.entity';
import { SecondFactorChallenge } from './second-factor-challenge.entity';
import { SessionFamily } from './session-family.entity';
import { TotpCredential } from './totp-credential.entity';

export * from './passkey.entity';
export * from './passkey-challenge.entity';
export * from './recovery-code.entity';
export * from './refresh-token.entity';
export * from './remember-me-credential.entity';
export * from './second-factor-challenge.entity';
export * from './session-family.entity';
export * from './totp-credential.entity';

/** The auth area's tables (session_family, refresh_token, remember_me_credential, totp_credential, recovery_code, second_factor_challenge, passkey, passkey_challenge). */
export const AUTH_ENTITIES = [
  SessionFamily,
  RefreshToken,
  RememberMeCredential,
  TotpCredential,
  RecoveryCode,
  SecondFactorChallenge,
  Passkey,
  PasskeyChallenge,
];
