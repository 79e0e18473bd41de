import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { isUuid, randomCredential, sha256Hex } from '../auth';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { EmailCode, EmailCodePurpose } from './entities/email-code.entity';

/**
 * Codes for emailed links: 32 random bytes (base64url) of which only the SHA-256 is kept.
 * A code works once, for its user and purpose, until config.emailCodeTtlMinutes pass. Issuing
 * a new code of a purpose retires the user's earlier unused ones, so only the latest link works.
 */
@Injectable()
export class EmailCodeService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

  get lifetimeMinutes(): number {
    return this.config.emailCodeTtlMinutes;
  }

  /**
   * A new code for the user (the plain code goes into the link and nowhere else). With `tx`, the
   * code is written in that transaction, with the mail that carries it.
   */
  async issue(userId: string, purpose: EmailCodePurpose, newEmail?: string, tx?: EntityManager): Promise<string> {
    const code = randomCredential();
    const now = new Date();
    const write = async (em: EntityManager) => {
      await em.nativeUpdate(EmailCode, { user: userId, purpose, usedAt: null }, { usedAt: now });
      em.persist(
        em.create(EmailCode, {
          user: userId,
          purpose,
          codeHash: sha256Hex(code),
          newEmail: newEmail ?? null,
          expiresAt: new Date(now.getTime() + this.config.emailCodeTtlMinutes * 60_000),
          usedAt: null,
          createdAt: now,
        }),
      );
      await em.flush();
    };
    // The earlier codes end and the new one starts together.
    await (tx ? write(tx) : this.em.transactional(write));
    return code;
  }

  /**
   * Uses the code up, in one statement (two requests with the same code cannot both succeed).
   * Returns the code row, or null when it is unknown, another user's or purpose's, used or
   * expired. `em` lets the caller consume it inside its own transaction.
   */
  async consume(userId: string, code: string, purpose: EmailCodePurpose, em: EntityManager = this.em): Promise<EmailCode | null> {
    if (!isUuid(userId) || !code) return null;
    const codeHash = sha256Hex(code);
    const now = new Date();
    const changed = await em.nativeUpdate(EmailCode, { codeHash, user: userId, purpose, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    if (changed !== 1) return null;
    return em.findOne(EmailCode, { codeHash }, { disableIdentityMap: true });
  }
}
