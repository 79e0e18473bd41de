import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AccountException, AccountExceptionCode, StaffVerificationRequest } from '../account';
import { violates } from '../common/errors/concurrency';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { localeOf } from '../common/i18n/locales';
import { MailOutbox, staffVerificationAcceptedMail, staffVerificationDeclinedMail } from '../mail';
import { addressInUse, POLICY_OWNER_UNIQUE, User, UserPolicy } from '../users';
import { AdminException, AdminExceptionCode } from './admin.exception';
import { holdsPersonalData } from './decline-message';
import type { StaffVerificationDecisionDto, StaffVerificationItemDto } from './dto/staff-verification.dto';

export function toStaffVerificationItem(row: StaffVerificationRequest): StaffVerificationItemDto {
  return {
    id: row.id,
    timeStamp: row.createdAt.toISOString(),
    policyNumber: row.policyNumber,
    policyHolder: row.policyHolder,
    driversLicenseNumber: row.driversLicenseLast4 ?? null,
    zip: row.zip ?? null,
    dateOfBirth: row.dateOfBirth ?? null,
    employeeIdentificationNumber: row.employeeIdentificationNumberLast4,
    staffVerificationEmail: row.staffVerificationEmail,
    staffVerificationPhoneNumber: row.staffVerificationPhoneNumber,
    accepted: row.accepted ?? null,
    messageToUser: row.messageToUser ?? null,
  };
}

/** 'Marcus A. Bell' -> first 'Marcus', last 'A. Bell' (the account's names; the display name stays as typed). */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: (first ?? '').slice(0, 60), lastName: rest.join(' ').slice(0, 60) };
}

const EMAIL_UNIQUE = 'user_account_email_unique';
const USERNAME_UNIQUE = 'user_account_username_lower_unique';

/**
 * The back office's Staff Verification section (doc 4 §4): the pending list, and a decision in
 * one transaction that locks the request first, so of two decisions at once the second finds
 * it decided (409) and changes nothing. Accepting creates the account (the unique email and
 * policy link decide a race with a registration: 409) and queues the mail in the same
 * transaction; declining stores the message and queues it.
 */
@Injectable()
export class StaffVerificationsService {
  private readonly logger = new Logger('StaffVerification');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
  ) {}

  async pending(): Promise<StaffVerificationItemDto[]> {
    const rows = await this.em.find(StaffVerificationRequest, { accepted: null }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500 });
    return rows.map(toStaffVerificationItem);
  }

  async decide(body: StaffVerificationDecisionDto): Promise<{ userId: string | null }> {
    const message = body.messageToUser?.trim() ?? '';
    if (!body.accepted && !message) throw new AdminException(AdminExceptionCode.DeclineMessageRequired);
    let userId: string | null = null;
    try {
      await this.em.transactional(async (tx) => {
        const request = await tx.findOne(StaffVerificationRequest, { id: body.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!request) throw new AdminException(AdminExceptionCode.VerificationNotFound, undefined, `request ${body.id}`);
        if (request.accepted !== null && request.accepted !== undefined)
          throw new AdminException(AdminExceptionCode.VerificationDecided, undefined, `request ${body.id}`);
        // The registration page's language, stored with the request (the requester has no account yet).
        const locale = localeOf(request.locale);
        const to = { to: request.staffVerificationEmail, policyNumber: request.policyNumber, policyHolder: request.policyHolder, locale };
        if (body.accepted) {
          userId = await this.createAccount(tx, request);
          request.accepted = true;
          await this.mail.add(tx, staffVerificationAcceptedMail({ ...to, publicUrl: this.config.publicUrl }));
        } else {
          if (holdsPersonalData(message, request.policyNumber)) throw new AdminException(AdminExceptionCode.DeclineMessagePersonal);
          request.accepted = false;
          request.messageToUser = message;
          await this.mail.add(tx, staffVerificationDeclinedMail({ ...to, message }));
        }
        await tx.flush();
      });
    } catch (err) {
      if (violates(err, POLICY_OWNER_UNIQUE))
        throw new AccountException(AccountExceptionCode.PolicyAlreadyRegistered, `staff acceptance of ${body.id} lost a race`);
      if (violates(err, EMAIL_UNIQUE) || violates(err, USERNAME_UNIQUE))
        throw new AccountException(AccountExceptionCode.EmailTaken, `staff acceptance of ${body.id} lost a race`);
      throw err;
    }
    this.logger.log(
      { event: body.accepted ? 'staff_verification_accepted' : 'staff_verification_declined', requestId: body.id, userId },
      'staff verification decided',
    );
    return { userId };
  }

  /** The account of an accepted request: its address (confirmed: staff verified the request), its password hash, its policy. */
  private async createAccount(tx: EntityManager, request: StaffVerificationRequest): Promise<string> {
    if (await addressInUse(tx, request.staffVerificationEmail)) throw new AccountException(AccountExceptionCode.EmailTaken, `request ${request.id}`);
    if (await tx.count(UserPolicy, { policyNumber: request.policyNumber }))
      throw new AccountException(AccountExceptionCode.PolicyAlreadyRegistered, `request ${request.id}`);
    const user = Object.assign(new User(), {
      id: randomUUID(),
      email: request.staffVerificationEmail,
      username: request.staffVerificationEmail,
      passwordHash: request.passwordHash,
      displayName: request.policyHolder.slice(0, 120),
      ...splitName(request.policyHolder),
      phoneNumber: request.staffVerificationPhoneNumber || null,
      emailConfirmed: true,
      locale: localeOf(request.locale),
    });
    await tx.insert(User, user);
    await tx.insert(UserPolicy, { id: randomUUID(), user: user.id, policyNumber: request.policyNumber, nickname: null, addedOn: new Date() });
    return user.id;
  }
}
