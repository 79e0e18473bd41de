import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AccountException, AccountExceptionCode, AccountService } from '../account';
import { CommonException } from '../common/errors/app-exception';
import { violates } from '../common/errors/concurrency';
import { PolicyRecords } from '../core';
import { PoliciesService } from '../policies';
import { addressInUse, hashPassword, User, UserPolicy } from '../users';
import { deleteAccount } from './account-deletion';
import { AdminException, AdminExceptionCode } from './admin.exception';
import type { AdminChangeEmailRequestDto, AdminUserDto } from './dto/user.dto';

interface UserRow {
  id: string;
  display_name: string;
  username: string;
  email: string;
  is_delivery: boolean;
  is_admin: boolean;
  email_confirmed: boolean;
  last_login: string | null;
  is_delivery_via_email: boolean;
  is_delivery_via_text: boolean;
  is_claim_delivery_via_email: boolean;
  is_claim_delivery_via_text: boolean;
  is_delivery_tester: boolean;
  policies: Array<{ id: string; policyNumber: string; addedOn: string }>;
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The constraint that keeps email addresses unique (user_account.email, MikroORM's name). */
const EMAIL_UNIQUE = 'user_account_email_unique';

/**
 * The back office's user actions (doc 4 §7): the user dialog, its policies, mails and flags,
 * deletion and the creation of administrators. Each write is one statement or one transaction;
 * the mails go through the outbox with it.
 */
@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger('AdminUsers');

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountService,
    private readonly policies: PoliciesService,
    private readonly records: PolicyRecords,
  ) {}

  /** The user dialog in one statement (read model), or 404. */
  async fetch(userId: string): Promise<AdminUserDto> {
    const [row] = await this.em.getConnection().execute<UserRow[]>(
      `/* read model: admin user */
       select u.id, u.display_name, u.username, u.email, u.is_delivery, u.is_admin, u.email_confirmed, u.last_login::text as last_login,
              u.is_delivery_via_email, u.is_delivery_via_text, u.is_claim_delivery_via_email, u.is_claim_delivery_via_text, u.is_delivery_tester,
              coalesce((select json_agg(json_build_object('id', p.id, 'policyNumber', p.policy_number, 'addedOn', p.added_on::text) order by p.added_on, p.id)
                          from user_policy p where p.user_id = u.id), '[]') as policies
         from user_account u where u.id = ?`,
      [userId],
    );
    if (!row) throw new AdminException(AdminExceptionCode.UserNotFound, undefined, `user ${userId}`);
    return {
      id: row.id,
      name: row.display_name,
      userName: row.username,
      email: row.email,
      policies: row.policies.map((p) => ({ id: p.id, userId: row.id, policyNumber: p.policyNumber, addedOn: iso(p.addedOn) })),
      deliveryEnabled: row.is_delivery,
      isAdmin: row.is_admin,
      emailConfirmed: row.email_confirmed,
      lastLogin: row.last_login ? iso(row.last_login) : null,
      isDeliveryViaEmail: row.is_delivery_via_email,
      isDeliveryViaText: row.is_delivery_via_text,
      isClaimDeliveryViaEmail: row.is_claim_delivery_via_email,
      isClaimDeliveryViaText: row.is_claim_delivery_via_text,
      isDeliveryTester: row.is_delivery_tester,
    };
  }

  async sendPasswordReset(userId: string): Promise<void> {
    await this.accounts.sendPasswordResetTo(await this.user(userId));
  }

  async sendEmailConfirmation(userId: string): Promise<void> {
    await this.accounts.sendConfirmationTo(await this.user(userId));
  }

  /** A policy of the book, on no account (the unique link decides a race: 409). */
  async addPolicy(userId: string, policyNumberInput: string): Promise<AdminUserDto> {
    const policyNumber = policyNumberInput.trim().toUpperCase();
    await this.user(userId);
    if (!(await this.records.terms([policyNumber], { balancesOnly: true })).length) {
      throw new AdminException(AdminExceptionCode.PolicyUnknown, undefined, policyNumber);
    }
    await this.policies.linkPolicy(userId, policyNumber);
    return this.fetch(userId);
  }

  /** One statement: a link that is not the account's (or removed meanwhile) answers 404. */
  async removePolicy(userId: string, linkId: string): Promise<AdminUserDto> {
    await this.user(userId);
    const removed = await this.em.nativeDelete(UserPolicy, { id: linkId, user: userId });
    if (removed !== 1) throw new AdminException(AdminExceptionCode.UserPolicyNotFound, undefined, `link ${linkId} of user ${userId}`);
    return this.fetch(userId);
  }

  async setDeliveryTester(userId: string, isDeliveryTester: boolean): Promise<AdminUserDto> {
    const changed = await this.em.nativeUpdate(User, { id: userId }, { isDeliveryTester });
    if (changed !== 1) throw new AdminException(AdminExceptionCode.UserNotFound, undefined, `user ${userId}`);
    return this.fetch(userId);
  }

  /** The member's own email-change link to the new address; staff are told when it is taken. */
  async changeEmail(body: AdminChangeEmailRequestDto): Promise<void> {
    const user = await this.user(body.userId);
    const oldEmail = body.oldEmail.trim().toLowerCase();
    const newEmail = body.newEmail.trim().toLowerCase();
    if (oldEmail !== user.email) throw new AdminException(AdminExceptionCode.EmailChanged, undefined, `user ${user.id}`);
    if (newEmail === oldEmail) throw CommonException.validation({ newEmail: 'New Email must differ from the old one.' });
    if (await addressInUse(this.em, newEmail, user.id)) throw new AccountException(AccountExceptionCode.EmailTaken, `admin change of ${user.id}`);
    await this.accounts.sendEmailChangeLink(user, newEmail);
  }

  async delete(userId: string, actingStaffId: string): Promise<void> {
    if (userId === actingStaffId) throw new AdminException(AdminExceptionCode.DeleteSelf);
    const deleted = await this.em.transactional((tx) => deleteAccount(tx, userId));
    if (!deleted) throw new AdminException(AdminExceptionCode.UserNotFound, undefined, `user ${userId}`);
    this.logger.log({ event: 'account_deleted_by_staff', userId, staffId: actingStaffId }, 'account deleted by staff');
  }

  /**
   * An administrator for the address: confirmed (staff typed it), with a random password
   * nobody knows, and the reset link that lets them set one, in one transaction.
   */
  async createAdmin(emailInput: string): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    if (await addressInUse(this.em, email)) throw new AccountException(AccountExceptionCode.EmailTaken, 'admin creation');
    const name = email.split('@')[0].slice(0, 60);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      await this.em.transactional(async (tx) => {
        const user = Object.assign(new User(), {
          id: randomUUID(),
          email,
          username: email,
          passwordHash,
          displayName: name,
          firstName: name,
          lastName: '',
          isAdmin: true,
          emailConfirmed: true,
        });
        await tx.insert(User, user);
        await this.accounts.sendPasswordResetTo(user, tx);
      });
    } catch (err) {
      if (violates(err, EMAIL_UNIQUE) || violates(err, 'user_account_username_lower_unique'))
        throw new AccountException(AccountExceptionCode.EmailTaken, 'admin creation race');
      throw err;
    }
  }

  private async user(userId: string): Promise<User> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw new AdminException(AdminExceptionCode.UserNotFound, undefined, `user ${userId}`);
    return user;
  }
}
