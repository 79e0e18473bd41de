import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BillingAccount, Policy, Policyholder, policyPrefix } from '../core';
import { holderNameMatches, licenseNumberMatches, normalizeZip, parseUsDate } from './proof-rules';

/** The details a person gives to prove a policy is theirs (registration part 2, add policy). */
export interface PolicyDetails {
  policyNumber: string;
  policyHolder: string;
  driversLicenseNumber?: string;
  dateOfBirth?: string;
  zip?: string;
}

/** The outcome of a match: whether the policy exists, whether the name matched, and the holder all details matched. */
export interface PolicyProof {
  policyExists: boolean;
  named: boolean;
  /** The policyholder whose name, mailing zip and licence or date of birth matched. */
  match: { holderId: number } | undefined;
}

/** The mailing (and billing) address is position 1. */
function mailingZip(holder: Policyholder): string | undefined {
  return holder.addresses.getItems().find((a) => a.position === 1)?.zip5;
}

/** Named and secondary insureds of every term of the policy, each once. */
function holdersOf(terms: Policy[]): Policyholder[] {
  const byId = new Map<number, Policyholder>();
  for (const t of terms) {
    for (const h of [t.holder, t.secondaryHolder]) if (h) byId.set(h.id, h as Policyholder);
  }
  return [...byId.values()];
}

/**
 * Matches the details that prove a policy is yours against the core records (doc 1 §5), with
 * no counting and no side effects: registration, add policy and one-time payment each count
 * failures their own way on top of it.
 */
@Injectable()
export class PolicyProofService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The full match: whether a named or secondary insured has the typed name (`named`), and the
   * one whose mailing zip, and licence (PPA, a driver on the policy) or date of birth (HOM,
   * PUP) also match (`match`).
   */
  async matchPolicyDetails(details: PolicyDetails): Promise<PolicyProof> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const terms = await this.loadTerms(policyNumber);
    const named = holdersOf(terms).filter((h) => holderNameMatches(details.policyHolder, h));
    const prefix = policyPrefix(policyNumber);
    const licenceOk = (): boolean =>
      !!details.driversLicenseNumber &&
      terms.some((t) => t.drivers.getItems().some((d) => licenseNumberMatches(details.driversLicenseNumber!, d.licenseNumber)));
    const match = named.find((h) => {
      if (mailingZip(h) !== normalizeZip(details.zip ?? '')) return false;
      if (prefix === 'PPA' && !licenceOk()) return false;
      if ((prefix === 'HOM' || prefix === 'PUP') && (!h.dateOfBirth || !details.dateOfBirth || parseUsDate(details.dateOfBirth) !== h.dateOfBirth)) return false;
      return true;
    });
    return { policyExists: terms.length > 0, named: named.length > 0, match: match ? { holderId: match.id } : undefined };
  }

  /** Part 1 of registration: a named or secondary insured of the policy has this name. */
  async holderNameMatches(policyNumber: string, policyHolder: string): Promise<boolean> {
    const holders = holdersOf(await this.loadTerms(policyNumber.trim().toUpperCase()));
    return holders.some((h) => holderNameMatches(policyHolder, h));
  }

  /** Staff verification: a policyholder of the policy has these last 4 of the SSN/FEIN. */
  async taxIdLast4Matches(policyNumber: string, last4: string): Promise<boolean> {
    const holders = holdersOf(await this.loadTerms(policyNumber.trim().toUpperCase()));
    return holders.some((h) => !!h.taxIdLast4 && h.taxIdLast4 === last4);
  }

  /** One-time payment: the payment number printed on the policy's bills. */
  async paymentNumberMatches(policyNumber: string, paymentNumber: string): Promise<boolean> {
    return (await this.em.count(Policy, { policyNumber: policyNumber.trim().toUpperCase(), paymentNumber })) > 0;
  }

  /** One-time payment: a policyholder on the policy has this name and mailing zip. */
  async policyHolderAndZipMatch(policyNumber: string, policyHolder: string, zip: string): Promise<boolean> {
    const holders = holdersOf(await this.loadTerms(policyNumber.trim().toUpperCase()));
    return holders.some((h) => holderNameMatches(policyHolder, h) && mailingZip(h) === normalizeZip(zip));
  }

  /** One-time payment: a policyholder of a policy on the account bill has this name and mailing zip. */
  async accountHolderAndZipMatch(accountNumber: string, policyHolder: string, zip: string): Promise<boolean> {
    const account = await this.em.findOne(
      BillingAccount,
      { accountNumber },
      { populate: ['policies.holder.addresses', 'policies.secondaryHolder.addresses'] as never },
    );
    if (!account) return false;
    const holders = holdersOf(account.policies.getItems());
    return holders.some((h) => holderNameMatches(policyHolder, h) && mailingZip(h) === normalizeZip(zip));
  }

  private loadTerms(policyNumber: string): Promise<Policy[]> {
    return this.em.fork().find(Policy, { policyNumber }, { populate: ['holder.addresses', 'secondaryHolder.addresses', 'drivers'] as never });
  }
}
