import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { dataText } from '../common/i18n/data-text';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { PolicyProofService } from '../policy-proof';
import type { OneTimePolicyResultDto } from './dto/payment-replies.dto';
import type { OneTimePolicyRequestDto } from './dto/payment-requests.dto';
import { OneTimeGrant } from './entities/one-time-grant.entity';
import { PayablePolicies } from './payable-policies';
import { PAYMENT_MESSAGES } from './payment-rules';
import { PAYMENTS_ERROR_MESSAGES, PaymentsException, PaymentsExceptionCode } from './payments.exception';
import type { Payer } from './payments.service';

/** How long POST /api/policy/onetime's proof lets a visitor pay. */
export const ONE_TIME_GRANT_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The one-time payment's proof (doc 2 §7 POST /policy/onetime): the same matches as the
 * one-time verification calls (doc 1 §7), then a grant for the policies found, kept by the
 * hash of a random token for 30 minutes. POST /api/payment/onetime pays only what a grant covers.
 */
@Injectable()
export class OneTimePaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly proof: PolicyProofService,
    private readonly payables: PayablePolicies,
  ) {}

  /** The proved policies, each line's name in `locale` (issue 17). */
  async findPolicies(body: OneTimePolicyRequestDto, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<OneTimePolicyResultDto> {
    const numbers = await this.provedPolicyNumbers(body);
    const payables = numbers.length ? await this.payables.load(numbers, now) : new Map();
    if (!payables.size) throw this.notMatched();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + ONE_TIME_GRANT_MINUTES * 60_000);
    await this.em.insert(OneTimeGrant, { tokenHash: hashOf(token), policyNumbers: [...payables.keys()], expiresAt, createdAt: now });
    return {
      oneTimeToken: token,
      expiresOn: expiresAt.toISOString(),
      policies: [...payables.values()].map(({ reply }) => {
        const type = dataText(reply.type, locale);
        return { ...reply, type, displayName: `${type} ${reply.policyNumber}` };
      }),
    };
  }

  /** The payer a one-time token stands for; 422 when it is unknown or expired. */
  async payer(token: string, now = new Date()): Promise<Extract<Payer, { kind: 'one-time' }>> {
    const grantHash = hashOf(token);
    const grant = await this.em.findOne(OneTimeGrant, { tokenHash: grantHash });
    if (!grant || grant.expiresAt <= now) {
      throw new PaymentsException(PaymentsExceptionCode.OneTimeNotVerified, [PAYMENTS_ERROR_MESSAGES.oneTimeExpired]);
    }
    return { kind: 'one-time', grantHash, policyNumbers: grant.policyNumbers };
  }

  /** Deletes grants that expired (the reconciler's periodic run). */
  async cleanUp(now = new Date()): Promise<number> {
    return this.em.nativeDelete(OneTimeGrant, { expiresAt: { $lt: now } });
  }

  private async provedPolicyNumbers(body: OneTimePolicyRequestDto): Promise<string[]> {
    const policyNumber = body.policies?.[0]?.trim().toUpperCase();
    if (body.accountNumber && !policyNumber) {
      if (!body.policyHolder || !body.zip) throw this.notMatched();
      if (!(await this.proof.accountHolderAndZipMatch(body.accountNumber, body.policyHolder, body.zip))) throw this.notMatched();
      return this.payables.accountPolicyNumbers(body.accountNumber);
    }
    if (!policyNumber || body.accountNumber) throw this.notMatched();
    const proved = body.paymentNumber
      ? await this.proof.paymentNumberMatches(policyNumber, body.paymentNumber)
      : !!body.policyHolder && !!body.zip && (await this.proof.policyHolderAndZipMatch(policyNumber, body.policyHolder, body.zip));
    if (!proved) throw this.notMatched();
    return [policyNumber];
  }

  private notMatched(): PaymentsException {
    return new PaymentsException(PaymentsExceptionCode.OneTimeNotVerified, [PAYMENT_MESSAGES.matchingPolicyNotFound]);
  }
}
