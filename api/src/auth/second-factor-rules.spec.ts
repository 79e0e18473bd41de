import {
  acceptedTotpStep,
  hasSecondFactor,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  storedRecoveryCode,
  totpCode,
  totpStep,
} from './second-factor-rules';

const T0 = Date.UTC(2026, 10, 26, 8, 0, 0); // a step boundary (divisible by 30 s)

describe('second-factor rules', () => {
  const secret = newTotpSecret();

  it('makes a 160-bit base32 secret and an otpauth URI naming the issuer and account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri(secret, 'demo@example.com')).toMatch(
      /^otpauth:\/\/totp\/Harbor%20Mutual:demo%40example\.com\?secret=[A-Z2-7]+&period=30&digits=6&algorithm=SHA1&issuer=Harbor%20Mutual$/,
    );
  });

  it('accepts the code of the current step, and of one step either side for clock drift', () => {
    expect(acceptedTotpStep(secret, totpCode(secret, T0), T0, null)).toBe(totpStep(T0));
    expect(acceptedTotpStep(secret, totpCode(secret, T0 - 30_000), T0, null)).toBe(totpStep(T0) - 1);
    expect(acceptedTotpStep(secret, totpCode(secret, T0 + 30_000), T0, null)).toBe(totpStep(T0) + 1);
  });

  it('refuses a code two steps away, a wrong code and a malformed one', () => {
    expect(acceptedTotpStep(secret, totpCode(secret, T0 - 60_000), T0, null)).toBeNull();
    const code = totpCode(secret, T0);
    expect(acceptedTotpStep(secret, String((Number(code) + 1) % 1_000_000).padStart(6, '0'), T0, null)).toBeNull();
    expect(acceptedTotpStep(secret, '12345', T0, null)).toBeNull();
  });

  it('refuses a replayed code (its step was used) and an older code after a newer one', () => {
    const step = totpStep(T0);
    expect(acceptedTotpStep(secret, totpCode(secret, T0), T0 + 5_000, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, T0 - 30_000), T0, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, T0 + 30_000), T0 + 30_000, step)).toBe(step + 1);
  });

  it('makes ten distinct 80-bit recovery codes and matches one whatever its dashes and case', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/));
    const stored = codes.map((c, i) => ({ i, ...storedRecoveryCode(c) }));
    expect(new Set(stored.map((s) => s.salt)).size).toBe(10);
    expect(matchRecoveryCode(codes[3].toLowerCase().replace(/-/g, ' '), stored)?.i).toBe(3);
    expect(matchRecoveryCode('AAAA-AAAA-AAAA-AAAA', stored)).toBeNull();
    expect(normalizeRecoveryCode('not a code')).toBeNull();
  });

  it('counts otp, kba and key-based methods as a second factor, the password alone not', () => {
    expect(hasSecondFactor(['pwd'])).toBe(false);
    expect(hasSecondFactor(undefined)).toBe(false);
    expect(hasSecondFactor(['pwd', 'otp'])).toBe(true);
    expect(hasSecondFactor(['pwd', 'kba'])).toBe(true);
  });
});
