import { ApiSchema } from '@nestjs/swagger';
import { StringField } from '../../common/validation/field.decorators';
import type { AuthSessionDto } from './auth-session.dto';

const CHALLENGE = { minLength: 20, maxLength: 200, pattern: /^[A-Za-z0-9_-]+$/ } as const;
const CODE = { minLength: 6, maxLength: 6, pattern: /^[0-9]{6}$/, patternMessage: 'Enter the six-digit code from your authenticator app.' } as const;

/** Spec schema SecondFactorRequest. */
@ApiSchema({ name: 'SecondFactorRequest' })
export class SecondFactorRequest {
  @StringField({ label: 'Challenge', ...CHALLENGE })
  challengeToken: string;

  @StringField({ label: 'Code', required: false, ...CODE, example: '123456' })
  code?: string;

  @StringField({ label: 'Recovery code', required: false, minLength: 16, maxLength: 24, pattern: /^[A-Za-z2-7 -]+$/, example: 'ABCD-EFGH-JKLM-NPQR' })
  recoveryCode?: string;
}

/** Spec schema TotpCodeRequest. */
@ApiSchema({ name: 'TotpCodeRequest' })
export class TotpCodeRequest {
  @StringField({ label: 'Code', ...CODE, example: '123456' })
  code: string;
}

/** Spec schema PasswordConfirmRequest. */
@ApiSchema({ name: 'PasswordConfirmRequest' })
export class PasswordConfirmRequest {
  @StringField({ label: 'Password', minLength: 1, maxLength: 128, pattern: /^[\s\S]*$/, example: 'Harbor-Light-42' })
  password: string;
}

/** Spec schema SecondFactorChallenge (a reply). */
export interface SecondFactorChallengeReply {
  secondFactorRequired: true;
  challengeToken: string;
  methods: ('totp' | 'recovery')[];
  expiresAt: string;
}

/** Spec schema SecuritySettings. */
export interface SecuritySettingsReply {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  secondFactorRequired: boolean;
  sessionHasSecondFactor: boolean;
}

/** Spec schema TotpSetup. */
export interface TotpSetupReply {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** Spec schema TotpConfirmation. */
export interface TotpConfirmationReply {
  recoveryCodes: string[];
  session: AuthSessionDto;
}
