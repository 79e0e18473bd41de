import { Injectable } from '@nestjs/common';
import { policyPrefix, ProofRecords, type ProofHolder } from '../core';
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

const zipMatches = (holder: ProofHolder, zip: string | undefined) => holder.mailingZip === normalizeZip(zip ?? '');

/**
 * Matches the details that prove a policy is yours against the core records (doc 1 §5), with
 * no counting and no side effects: registration, add policy and one-time payment each count
 * failures their own way on top of it.
 */
@Injectable()
export class PolicyProofService {
  constructor(private readonly records: ProofRecords) {}

  /**
   * The full match: whether a named or secondary insured has the typed name (`named`), and the
   * one whose mailing zip, and licence (PPA, a driver on the policy) or date of birth (HOM,
   * PUP) also match (`match`).
   */
  async matchPolicyDetails(details: PolicyDetails): Promise<PolicyProof> {
    const policyNumber = details.policyNumber.trim().toUpperCase();
    const { policyExists, holders, licenceNumbers } = await this.records.forPolicy(policyNumber);
    const named = holders.filter((h) => holderNameMatches(details.policyHolder, h));
    const prefix = policyPrefix(policyNumber);
    const licenceOk = (): boolean => !!details.driversLicenseNumber && licenceNumbers.some((n) => licenseNumberMatches(details.driversLicenseNumber!, n));
    const match = named.find((h) => {
      if (!zipMatches(h, details.zip)) return false;
      if (prefix === 'PPA' && !licenceOk()) return false;
      if ((prefix === 'HOM' || prefix === 'PUP') && (!h.dateOfBirth || !details.dateOfBirth || parseUsDate(details.dateOfBirth) !== h.dateOfBirth))
        return false;
      return true;
    });
    return { policyExists, named: named.length > 0, match: match ? { holderId: match.id } : undefined };
  }

  /** Part 1 of registration: a named or secondary insured of the policy has this name. */
  async holderNameMatches(policyNumber: string, policyHolder: string): Promise<boolean> {
    const { holders } = await this.records.forPolicy(policyNumber.trim().toUpperCase());
    return holders.some((h) => holderNameMatches(policyHolder, h));
  }

  /** Staff verification: a policyholder of the policy has these last 4 of the SSN/FEIN. */
  async taxIdLast4Matches(policyNumber: string, last4: string): Promise<boolean> {
    const { holders } = await this.records.forPolicy(policyNumber.trim().toUpperCase());
    return holders.some((h) => !!h.taxIdLast4 && h.taxIdLast4 === last4);
  }

  /** One-time payment: the payment number printed on the policy's bills. */
  paymentNumberMatches(policyNumber: string, paymentNumber: string): Promise<boolean> {
    return this.records.paymentNumberMatches(policyNumber.trim().toUpperCase(), paymentNumber);
  }

  /** One-time payment: a policyholder on the policy has this name and mailing zip. */
  async policyHolderAndZipMatch(policyNumber: string, policyHolder: string, zip: string): Promise<boolean> {
    const { holders } = await this.records.forPolicy(policyNumber.trim().toUpperCase());
    return holders.some((h) => holderNameMatches(policyHolder, h) && zipMatches(h, zip));
  }

  /** One-time payment: a policyholder of a policy on the account bill has this name and mailing zip. */
  async accountHolderAndZipMatch(accountNumber: string, policyHolder: string, zip: string): Promise<boolean> {
    const holders = (await this.records.forAccount(accountNumber)) ?? [];
    return holders.some((h) => holderNameMatches(policyHolder, h) && zipMatches(h, zip));
  }
}
