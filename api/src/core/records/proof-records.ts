import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BillingAccount } from '../billing-account.entity';
import { Policy } from '../policy.entity';
import type { Policyholder } from '../policyholder.entity';

/** A named or secondary insured, with what proves a policy is theirs. */
export interface ProofHolder {
  id: number;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  taxIdLast4: string | null;
  /** The zip of the mailing (and billing) address, position 1. */
  mailingZip: string | null;
}

/** Everything of a policy number (all its terms) that policy proof compares. */
export interface PolicyProofRecords {
  policyExists: boolean;
  holders: ProofHolder[];
  /** Licence numbers of the drivers on any term, as stored. */
  licenceNumbers: string[];
}

function toHolder(h: Policyholder): ProofHolder {
  return {
    id: h.id,
    displayName: h.displayName,
    firstName: h.firstName ?? null,
    lastName: h.lastName ?? null,
    dateOfBirth: h.dateOfBirth ?? null,
    taxIdLast4: h.taxIdLast4 ?? null,
    mailingZip: h.addresses.getItems().find((a) => a.position === 1)?.zip5 ?? null,
  };
}

/** Named and secondary insureds of the terms, each once. */
function holdersOf(terms: Policy[]): ProofHolder[] {
  const byId = new Map<number, ProofHolder>();
  for (const t of terms) for (const h of [t.holder, t.secondaryHolder]) if (h && !byId.has(h.id)) byId.set(h.id, toHolder(h as Policyholder));
  return [...byId.values()];
}

/** The core records policy proof reads (registration, add policy, one-time payment), as plain data. */
@Injectable()
export class ProofRecords {
  constructor(private readonly em: EntityManager) {}

  async forPolicy(policyNumber: string): Promise<PolicyProofRecords> {
    const terms = await this.em.find(
      Policy,
      { policyNumber },
      { populate: ['holder.addresses', 'secondaryHolder.addresses', 'drivers'] as never, disableIdentityMap: true },
    );
    return {
      policyExists: terms.length > 0,
      holders: holdersOf(terms),
      licenceNumbers: terms.flatMap((t) => t.drivers.getItems().map((d) => d.licenseNumber)),
    };
  }

  /** The holders of every policy on the account bill; null when there is no such account. */
  async forAccount(accountNumber: string): Promise<ProofHolder[] | null> {
    const account = await this.em.findOne(
      BillingAccount,
      { accountNumber },
      { populate: ['policies.holder.addresses', 'policies.secondaryHolder.addresses'] as never, disableIdentityMap: true },
    );
    return account ? holdersOf(account.policies.getItems()) : null;
  }

  async paymentNumberMatches(policyNumber: string, paymentNumber: string): Promise<boolean> {
    return (await this.em.count(Policy, { policyNumber, paymentNumber })) > 0;
  }
}
