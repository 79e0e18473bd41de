import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../auth';
import { SessionService } from '../auth';
import { isUuid, sha256Hex } from '../auth';
import { CommonException } from '../common/errors/app-exception';
import { PersonRecords } from '../core';
import { violates } from '../common/errors/concurrency';
import { PASSWORD_MESSAGES, passwordProblems } from '../common/validation/password';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { confirmationMail, emailChangeMail, emailChangeToTakenAddressMail, passwordResetMail, registrationOnTakenAddressMail } from '../mail';
import { holderNameMatches } from '../policy-proof';
import { MailOutbox, recipientLocale } from '../mail';
import { type Locale, DEFAULT_LOCALE, localeOf } from '../common/i18n/locales';
import { addressInUse, hashPassword, POLICY_OWNER_UNIQUE, User, UserPolicy, userByLogin, verifyPassword } from '../users';
import { underAdvisoryLocks } from '../database/transactions';
import { ACCOUNT_MESSAGES, AccountException, AccountExceptionCode as Code } from './account.exception';
import { EmailCodeService } from './email-code.service';
import { EmailCodePurpose } from './entities/email-code.entity';
import { VerifiedRegistration } from './entities/verified-registration.entity';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A username from the old site is any text; the new site's are email addresses. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export interface RegisterInput {
  username: string;
  password: string;
  policyNumber: string;
  policyHolder: string;
  verificationToken: string;
}

/** Compared against when no account has the login, so the reply takes as long either way. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0A'));

/**
 * Accounts: creation after a full policy verification, email confirmation, password reset and
 * change, email change and the move from old usernames to email addresses (doc 1 §2, §4, §7).
 * Emails hold single-use codes (EmailCodeService); anything that changes a secret or the
 * address ends the user's other sessions (SessionService of the auth area).
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly codes: EmailCodeService,
    private readonly mail: MailOutbox,
    private readonly sessions: SessionService,
    private readonly people: PersonRecords,
  ) {}

  /**
   * The account check of registration: of the policy numbers, only the one the verification
   * token proves (a successful full verification within its 30 minutes, used or not) is
   * answered for; without a valid token nothing is listed. So the call cannot tell a stranger
   * which of many policy numbers have accounts.
   */
  async provenRegisteredPolicyNumbers(policyNumbers: string[], verificationToken: string | undefined): Promise<string[]> {
    if (!verificationToken) return [];
    const ticket = await this.em.findOne(
      VerifiedRegistration,
      { tokenHash: sha256Hex(verificationToken), expiresAt: { $gt: new Date() } },
      { fields: ['policyNumber'] },
    );
    if (!ticket || !policyNumbers.some((n) => n.trim().toUpperCase() === ticket.policyNumber)) return [];
    return this.registeredPolicyNumbers([ticket.policyNumber]);
  }

  /** Which of the policy numbers already belong to a portal account (in the order given). */
  private async registeredPolicyNumbers(policyNumbers: string[]): Promise<string[]> {
    const wanted = [...new Set(policyNumbers.map((n) => n.trim().toUpperCase()))];
    const rows = await this.em.find(UserPolicy, { policyNumber: { $in: wanted } }, { fields: ['policyNumber'] });
    const registered = new Set(rows.map((r) => r.policyNumber));
    return wanted.filter((n) => registered.has(n));
  }

  /**
   * Creates the account of a policy verified in full (the verification token, once), links the
   * policy, takes the names from the policyholder and sends the confirmation email. The email
   * must be confirmed before the first sign-in.
   *
   * The token is spent by the first attempt whatever its outcome, and an address that already
   * has an account gets the same reply as a new one (with a user id that names no account):
   * its owner is told by email instead. So registration cannot be used to learn who has an
   * account, with one token or many.
   */
  async register(input: RegisterInput, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<{ userId: string; email: string }> {
    const email = input.username.trim().toLowerCase();
    const policyNumber = input.policyNumber.trim().toUpperCase();
    const ticket = await this.em.findOne(VerifiedRegistration, {
      tokenHash: sha256Hex(input.verificationToken),
      policyNumber,
      usedAt: null,
      expiresAt: { $gt: new Date() },
    });
    const holder = ticket ? await this.people.name(ticket.policyholderId) : null;
    if (!ticket || !holder || !holderNameMatches(input.policyHolder, holder)) {
      throw new AccountException(Code.VerificationTokenInvalid, `no usable verification for ${policyNumber}`);
    }

    // Hashed before anything is decided, so a taken address answers as late as a new account.
    const passwordHash = await hashPassword(input.password);
    const firstName = (holder.firstName ?? holder.displayName).slice(0, 60);
    const lastName = (holder.lastName ?? '').slice(0, 60);
    const displayName = (holder.firstName && holder.lastName ? `${holder.firstName} ${holder.lastName}` : holder.displayName).slice(0, 120);

    type Outcome = { kind: 'created'; userId: string } | { kind: 'email_taken' } | { kind: 'policy_registered' };
    let outcome: Outcome;
    try {
      // One registration per policy even when two verified browsers submit at once.
      outcome = await underAdvisoryLocks(this.em, [`register:${policyNumber}`], async (tx): Promise<Outcome> => {
        const used = await tx.nativeUpdate(VerifiedRegistration, { id: ticket.id, usedAt: null }, { usedAt: new Date() });
        if (used !== 1) throw new AccountException(Code.VerificationTokenInvalid, 'verification used meanwhile');
        // The outcomes below commit with the token spent.
        if (await tx.count(UserPolicy, { policyNumber })) return { kind: 'policy_registered' };
        if (await this.emailTaken(email, undefined, tx)) return { kind: 'email_taken' };
        const user = Object.assign(new User(), { email, username: email, passwordHash, displayName, firstName, lastName, emailConfirmed: false, locale });
        tx.persist([user, Object.assign(new UserPolicy(), { user, policyNumber, nickname: null, addedOn: new Date() })]);
        await tx.flush();
        // The confirmation mail commits with the account, or neither does.
        await this.sendConfirmation(user.id, email, displayName, tx);
        return { kind: 'created', userId: user.id };
      });
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      // Another registration won a race (same address, or same policy): the token is spent all the same.
      await this.em.nativeUpdate(VerifiedRegistration, { id: ticket.id, usedAt: null }, { usedAt: new Date() });
      // Registrations of one policy wait for each other (the advisory lock); an add-policy call
      // does not, so the unique policy number is what refuses the loser. Nothing was created.
      outcome =
        violates(err, POLICY_OWNER_UNIQUE) || (await this.registeredPolicyNumbers([policyNumber])).length
          ? { kind: 'policy_registered' }
          : { kind: 'email_taken' };
    }

    switch (outcome.kind) {
      case 'policy_registered':
        throw new AccountException(Code.PolicyAlreadyRegistered, policyNumber);
      case 'email_taken':
        await this.notifyOwnerOfTakenAddress(email);
        this.logger.log({ event: 'registration_on_taken_address', policyNumber, ip }, 'registration with an address that has an account: its owner was told');
        return { userId: randomUUID(), email };
      case 'created':
        this.logger.log({ event: 'account_registered', userId: outcome.userId, policyNumber, ip }, 'account created');
        return { userId: outcome.userId, email };
      default: {
        const unreachable: never = outcome;
        throw new Error(`unknown registration outcome ${JSON.stringify(unreachable)}`);
      }
    }
  }

  /** Sends the confirmation email again when the credentials match an unconfirmed account; silent otherwise. */
  async resendConfirmation(login: string, password: string): Promise<void> {
    const user = await this.findByLogin(login);
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !matches || user.emailConfirmed) {
      this.logger.log(
        { event: 'confirmation_resend_skipped', userId: user?.id, reason: !user ? 'unknown_user' : !matches ? 'wrong_password' : 'already_confirmed' },
        'confirmation not resent',
      );
      return;
    }
    await this.sendConfirmation(user.id, user.email, user.displayName);
  }

  async confirmEmail(userId: string, code: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      const used = await this.codes.consume(userId, code, EmailCodePurpose.ConfirmEmail, tx);
      if (!used) throw new AccountException(Code.ConfirmationCodeInvalid, `user ${userId}`);
      await tx.nativeUpdate(User, { id: userId }, { emailConfirmed: true });
    });
    this.logger.log({ event: 'email_confirmed', userId }, 'email confirmed');
  }

  /**
   * Sends a reset link when an account has the address. The caller answers the same either
   * way; the mail goes out after the reply so its timing does not tell either.
   */
  async forgotPassword(emailInput: string): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    const user = await this.em.findOne(User, { email });
    if (!user) {
      this.logger.log({ event: 'password_reset_unknown_email' }, 'password reset asked for an unknown address');
      return;
    }
    this.logger.log({ event: 'password_reset_requested', userId: user.id }, 'password reset requested');
    void this.sendPasswordReset(user).catch((err: unknown) => this.logger.error({ err, userId: user.id }, 'password reset email failed'));
  }

  /** Sets the password with a reset code (once), confirms the address it proved, and ends every session. */
  async resetPassword(userId: string, code: string, password: string): Promise<void> {
    const user = isUuid(userId) ? await this.em.findOne(User, { id: userId }) : null;
    if (!user) throw new AccountException(Code.ResetCodeInvalid, `unknown user ${userId}`);
    this.refuseOwnerPassword(password, user);
    const passwordHash = await hashPassword(password);
    await this.em.transactional(async (tx) => {
      const used = await this.codes.consume(userId, code, EmailCodePurpose.ResetPassword, tx);
      if (!used) throw new AccountException(Code.ResetCodeInvalid, `user ${userId}`);
      await tx.nativeUpdate(User, { id: userId }, { passwordHash, emailConfirmed: true });
    });
    await this.sessions.revokeAllForUser(userId, 'password_reset');
    this.logger.log({ event: 'password_reset', userId }, 'password reset');
  }

  /** Changes the password when the current one is right; the caller's session goes on, the others end. */
  async changePassword(caller: AuthenticatedUser, oldPassword: string, password: string): Promise<void> {
    const em = this.em;
    const user = await em.findOneOrFail(User, { id: caller.userId });
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      this.logger.warn({ event: 'password_change_refused', userId: user.id, reason: 'wrong_current_password' }, 'password change refused');
      throw new AccountException(Code.WrongCurrentPassword, user.id);
    }
    if (password === oldPassword) throw CommonException.validation({ password: ACCOUNT_MESSAGES.sameAsOldPassword });
    this.refuseOwnerPassword(password, user);
    user.passwordHash = await hashPassword(password);
    await em.flush();
    await this.sessions.revokeAllForUser(user.id, 'password_changed', caller.sessionId);
    this.logger.log({ event: 'password_changed', userId: user.id }, 'password changed');
  }

  /**
   * Mails a link to the new address; the email changes only when it is used (changeEmail).
   * When another account has the address, the reply is the same but no link is sent: that
   * account's owner is told by email instead, so the call cannot tell who has an account.
   */
  async sendEmailChange(caller: AuthenticatedUser, newEmailInput: string): Promise<void> {
    const newEmail = newEmailInput.trim().toLowerCase();
    const user = await this.em.findOneOrFail(User, { id: caller.userId });
    if (newEmail === user.email) throw CommonException.validation({ newEmail: ACCOUNT_MESSAGES.sameEmail });
    if (await this.emailTaken(newEmail, user.id)) {
      const owner = await this.findByLogin(newEmail);
      if (owner && owner.id !== user.id) {
        await this.mail.send(
          emailChangeToTakenAddressMail({ publicUrl: this.config.publicUrl, to: owner.email, name: owner.displayName, locale: localeOf(owner.locale) }),
        );
      }
      this.logger.log({ event: 'email_change_to_taken_address', userId: user.id }, 'email change asked for an address that has an account: its owner was told');
      return;
    }
    await this.sendEmailChangeLink(user, newEmail);
  }

  /**
   * The email-change link to `newEmail` (lower-cased, checked by the caller: differs, not taken),
   * in a transaction with its code. The back office's change of a member's address uses it too.
   */
  async sendEmailChangeLink(user: User, newEmail: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      const code = await this.codes.issue(user.id, EmailCodePurpose.ChangeEmail, newEmail, tx);
      await this.mail.add(
        tx,
        emailChangeMail({
          publicUrl: this.config.publicUrl,
          to: newEmail,
          name: user.displayName,
          userId: user.id,
          code,
          newEmail,
          lifetimeMinutes: this.codes.lifetimeMinutes,
          locale: localeOf(user.locale),
        }),
      );
    });
    this.logger.log({ event: 'email_change_requested', userId: user.id }, 'email change link sent');
  }

  /**
   * Sets the new address from the emailed link (and the username when it was the old address
   * or any email address; old-style usernames stay), then ends every session of the user.
   */
  async changeEmail(userId: string, code: string, emailInput: string): Promise<void> {
    const newEmail = emailInput.trim().toLowerCase();
    const user = isUuid(userId) ? await this.em.findOne(User, { id: userId }) : null;
    if (!user) throw new AccountException(Code.EmailChangeCodeInvalid, `unknown user ${userId}`);
    try {
      await this.em.transactional(async (tx) => {
        // The code first: without a valid link, the reply says nothing about the address.
        const used = await this.codes.consume(userId, code, EmailCodePurpose.ChangeEmail, tx);
        if (!used || used.newEmail !== newEmail) throw new AccountException(Code.EmailChangeCodeInvalid, `user ${userId}`);
        if (await this.emailTaken(newEmail, user.id, tx)) throw new AccountException(Code.EmailTaken, 'address taken since the link was sent');
        const username = looksLikeEmail(user.username) ? newEmail : user.username;
        // nativeUpdate moves the optimistic lock too: a settings save checked against the old
        // address (the e-delivery rules read it) cannot commit after this.
        await tx.nativeUpdate(User, { id: userId }, { email: newEmail, username, emailConfirmed: true });
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new AccountException(Code.EmailTaken, 'unique violation on email change');
      throw err;
    }
    await this.sessions.revokeAllForUser(userId, 'email_changed');
    this.logger.log({ event: 'email_changed', userId }, 'email changed');
  }

  /**
   * Replaces an old-style username with an email address. When it is not the account's email,
   * the email becomes that address too and must be confirmed from the link sent to it before
   * the next sign-in.
   */
  async changeLegacyUsername(caller: AuthenticatedUser, usernameInput: string): Promise<void> {
    const email = usernameInput.trim().toLowerCase();
    let emailChanges = false;
    try {
      // The change and its confirmation mail commit together.
      await this.em.transactional(async (tx) => {
        const user = await tx.findOneOrFail(User, { id: caller.userId });
        if (looksLikeEmail(user.username)) {
          throw CommonException.validation({ username: 'Your username is already an email address. Change your email address in your profile instead.' });
        }
        if (await this.emailTaken(email, user.id, tx)) throw new AccountException(Code.EmailTaken);
        emailChanges = email !== user.email;
        user.username = email;
        if (emailChanges) {
          user.email = email;
          user.emailConfirmed = false;
        }
        await tx.flush();
        if (emailChanges) await this.sendConfirmation(user.id, email, user.displayName, tx);
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new AccountException(Code.EmailTaken, 'unique violation on username change');
      throw err;
    }
    this.logger.log({ event: 'legacy_username_changed', userId: caller.userId, emailChanged: emailChanges }, 'old-style username replaced');
  }

  /** True when another account uses the address as its email or username (read through `em`, inside its transaction if any). */
  async emailTaken(email: string, exceptUserId?: string, em: EntityManager = this.em): Promise<boolean> {
    return addressInUse(em, email, exceptUserId);
  }

  /** Tells the owner of an address that someone tried to register with it. */
  private async notifyOwnerOfTakenAddress(email: string): Promise<void> {
    const owner = await this.findByLogin(email);
    if (owner) {
      await this.mail.send(
        registrationOnTakenAddressMail({ publicUrl: this.config.publicUrl, to: owner.email, name: owner.displayName, locale: localeOf(owner.locale) }),
      );
    }
  }

  /** The account a login names: by email first, then by (old-style) username, case-insensitively. */
  private findByLogin(login: string): Promise<User | null> {
    return userByLogin(this.em, login);
  }

  /**
   * The DTO checks the shape; only here is the owner known, so the password may not be their
   * address or username, nor contain their email name.
   */
  private refuseOwnerPassword(password: string, user: User): void {
    const problems = passwordProblems(password, { email: user.email, username: user.username });
    const owners = problems.filter((p) => p === PASSWORD_MESSAGES.sameAsUsername || p === PASSWORD_MESSAGES.containsEmailName);
    if (owners.length) throw CommonException.validation({ password: owners[0] });
  }

  /** A new confirmation code and its mail, in `tx`'s transaction (or one of their own). */
  private async sendConfirmation(userId: string, to: string, name: string, tx?: EntityManager): Promise<void> {
    await this.inTransaction(tx, async (t) => {
      const code = await this.codes.issue(userId, EmailCodePurpose.ConfirmEmail, undefined, t);
      const locale = await recipientLocale(t, { userId });
      await this.mail.add(
        t,
        confirmationMail({ publicUrl: this.config.publicUrl, to, name, userId, code, lifetimeMinutes: this.codes.lifetimeMinutes, locale }),
      );
    });
  }

  /** The back office's "send password reset" and the new administrator's set-password link. */
  async sendPasswordResetTo(user: User, tx?: EntityManager): Promise<void> {
    await this.sendPasswordReset(user, tx);
  }

  /** The back office's "send email confirmation": a new confirmation link to the account's address. */
  async sendConfirmationTo(user: User): Promise<void> {
    await this.sendConfirmation(user.id, user.email, user.displayName);
  }

  private async sendPasswordReset(user: User, outer?: EntityManager): Promise<void> {
    await this.inTransaction(outer, async (tx) => {
      const code = await this.codes.issue(user.id, EmailCodePurpose.ResetPassword, undefined, tx);
      await this.mail.add(
        tx,
        passwordResetMail({
          publicUrl: this.config.publicUrl,
          to: user.email,
          name: user.displayName,
          userId: user.id,
          code,
          lifetimeMinutes: this.codes.lifetimeMinutes,
          locale: localeOf(user.locale),
        }),
      );
    });
  }

  private inTransaction(tx: EntityManager | undefined, work: (tx: EntityManager) => Promise<void>): Promise<void> {
    return tx ? work(tx) : this.em.transactional(work);
  }
}
