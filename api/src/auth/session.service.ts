import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { RememberMeCredential } from './entities/remember-me-credential.entity';
import { SessionFamily } from './entities/session-family.entity';
import { isUuid, sha256Hex } from './token-hash';

/** Reasons recorded on a revoked session (session_family.revoked_reason, at most 40 characters). */
export type RevocationReason = 'logout' | 'refresh_token_reuse' | 'password_changed' | 'password_reset' | 'email_changed' | (string & {});

/**
 * Ends sessions. Revoking a session family ends its access tokens at the next call (the guard
 * checks the family) and its refresh tokens at the next refresh. Updates are single statements,
 * so they are safe under concurrency and never wait on another connection.
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger('Auth');

  constructor(private readonly em: EntityManager) {}

  /**
   * True when the session family exists, belongs to `userId` and is not revoked (one
   * primary-key lookup). A token whose sid names another user's session is refused.
   */
  async isActive(familyId: string, userId: string): Promise<boolean> {
    if (!isUuid(familyId) || !isUuid(userId)) return false;
    const rows = await this.em
      .getConnection()
      .execute<{ revoked_at: Date | null; user_id: string }[]>('select "revoked_at", "user_id" from "session_family" where "id" = ?', [familyId]);
    return rows.length === 1 && rows[0].revoked_at === null && rows[0].user_id === userId;
  }

  /**
   * Ends one session (all its tokens) and revokes the remember-me credential issued with it,
   * so a browser that logs out without sending its credential cannot be signed back in with
   * it. With `userId`, only if the session is that user's.
   */
  async revokeFamily(familyId: string, reason: RevocationReason, userId?: string): Promise<boolean> {
    if (!isUuid(familyId)) return false;
    const now = new Date();
    const where = userId ? { id: familyId, user: userId, revokedAt: null } : { id: familyId, revokedAt: null };
    const changed = await this.em.nativeUpdate(SessionFamily, where, { revokedAt: now, revokedReason: reason.slice(0, 40) });
    const remembered = await this.em.nativeUpdate(
      RememberMeCredential,
      userId ? { family: familyId, user: userId, revokedAt: null } : { family: familyId, revokedAt: null },
      { revokedAt: now },
    );
    if (changed || remembered)
      this.logger.log({ event: 'session_revoked', sessionId: familyId, reason, userId, rememberMeCredentials: remembered }, 'session ended');
    return changed > 0;
  }

  /**
   * Ends every session of a user (after a password reset or change, or an email change), except
   * `exceptFamilyId` (the caller's own session) when given, and revokes all the user's
   * remember-me credentials, so no browser stays signed in with the old secret.
   */
  async revokeAllForUser(userId: string, reason: RevocationReason, exceptFamilyId?: string): Promise<void> {
    const now = new Date();
    const where = exceptFamilyId ? { user: userId, revokedAt: null, id: { $ne: exceptFamilyId } } : { user: userId, revokedAt: null };
    const sessions = await this.em.nativeUpdate(SessionFamily, where, { revokedAt: now, revokedReason: reason.slice(0, 40) });
    const remembered = await this.em.nativeUpdate(RememberMeCredential, { user: userId, revokedAt: null }, { revokedAt: now });
    this.logger.log(
      { event: 'sessions_revoked', userId, reason, sessions, rememberMeCredentials: remembered, keptSessionId: exceptFamilyId },
      'sessions of a user ended',
    );
  }

  /** Revokes a remember-me credential, only if it belongs to `userId`; another user's is left alone. */
  async revokeRememberMe(credential: string, userId: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      RememberMeCredential,
      { tokenHash: sha256Hex(credential), user: userId, revokedAt: null },
      { revokedAt: new Date() },
    );
    return changed > 0;
  }
}
