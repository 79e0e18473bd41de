import { Injectable } from '@nestjs/common';
import { PolicyRecords, type PolicyTermView } from '../core';
import { pickTerms, toPolicy, type Policy } from '../policies';
import type { OneTimePolicyDto } from './dto/payment-replies.dto';
import { dollarsToCents, type Payable } from './payment-rules';

/** A payable policy: what the rules check (cents) and where its payment posts. */
export interface PayablePolicy extends Payable {
  /** The term a payment of the policy posts to, or every current term of the account bill (primary first). */
  terms: Array<{ policyId: number; outstandingCents: number; payInFullCents: number }>;
  accountBilled: boolean;
  reply: OneTimePolicyDto;
}

const cents = (dollars: number) => dollarsToCents(dollars) ?? Math.round(dollars * 100);

/**
 * Reads what paying needs from the core records: per policy number its current term's balances
 * (the account bill's for the primary policy of one), with the same mapping the policy list
 * uses (so the wizard and the API agree on every amount and due flag).
 */
@Injectable()
export class PayablePolicies {
  constructor(private readonly records: PolicyRecords) {}

  /** The payable policies among the numbers (unknown numbers are left out). */
  async load(policyNumbers: string[], now = new Date()): Promise<Map<string, PayablePolicy>> {
    const wanted = [...new Set(policyNumbers.map((n) => n.trim().toUpperCase()))];
    const result = new Map<string, PayablePolicy>();
    if (!wanted.length) return result;
    const terms = await this.records.terms(wanted, { balancesOnly: true });
    const current = this.currentTerms(terms);
    for (const number of wanted) {
      const term = current.get(number);
      if (!term) continue;
      result.set(number, await this.payable(term, now));
    }
    return result;
  }

  /**
   * The policies as the policy list shows them (current term, status, billing flags, term dates),
   * for the recurring and scheduled rules. Unknown numbers are left out.
   */
  async views(policyNumbers: string[], now = new Date()): Promise<Map<string, Policy>> {
    const wanted = [...new Set(policyNumbers.map((n) => n.trim().toUpperCase()))];
    const result = new Map<string, Policy>();
    if (!wanted.length) return result;
    for (const [number, term] of this.currentTerms(await this.records.terms(wanted, { balancesOnly: true }))) {
      result.set(number, toPolicy(term, undefined, null, now));
    }
    return result;
  }

  /** Every policy number on an account bill. */
  accountPolicyNumbers(accountNumber: string): Promise<string[]> {
    return this.records.accountPolicyNumbers(accountNumber);
  }

  private currentTerms(terms: PolicyTermView[]): Map<string, PolicyTermView> {
    const byNumber = new Map<string, PolicyTermView[]>();
    for (const t of terms) byNumber.set(t.policyNumber, [...(byNumber.get(t.policyNumber) ?? []), t]);
    const current = new Map<string, PolicyTermView>();
    for (const [number, list] of byNumber) {
      const picked = pickTerms(list);
      if (picked) current.set(number, picked.current);
    }
    return current;
  }

  private async payable(term: PolicyTermView, now: Date): Promise<PayablePolicy> {
    const policy = toPolicy(term, undefined, null, now);
    const b = policy.billing;
    const accountBilled = b.isPartOfAccountBill && b.isPrimaryAccountPolicy && !!b.accountNumber;
    let terms = [{ policyId: term.id, outstandingCents: cents(term.outstandingBalance), payInFullCents: cents(term.payInFullAmount) }];
    if (accountBilled) {
      const numbers = await this.records.accountPolicyNumbers(b.accountNumber!);
      const accountTerms = [...this.currentTerms(await this.records.terms(numbers, { balancesOnly: true })).values()].filter(
        (t) => t.billingAccount?.accountNumber === b.accountNumber,
      );
      accountTerms.sort((x, y) => Number(y.id === term.id) - Number(x.id === term.id) || x.policyNumber.localeCompare(y.policyNumber));
      terms = accountTerms.map((t) => ({ policyId: t.id, outstandingCents: cents(t.outstandingBalance), payInFullCents: cents(t.payInFullAmount) }));
    }
    return {
      policyNumber: term.policyNumber,
      number: accountBilled ? b.accountNumber! : term.policyNumber,
      outstandingCents: cents(accountBilled ? b.accountOutstandingBalance : b.outstandingBalance),
      payInFullCents: cents(accountBilled ? b.accountPayInFull : b.payInFullAmount),
      terms,
      accountBilled,
      reply: {
        policyNumber: term.policyNumber,
        displayName: `${policy.typeName} ${term.policyNumber}`,
        type: policy.typeName,
        status: policy.statusText,
        outstandingBalance: b.outstandingBalance,
        payInFullAmount: b.payInFullAmount,
        accountOutstandingBalance: b.accountOutstandingBalance,
        accountPayInFull: b.accountPayInFull,
        isPartOfAccountBill: b.isPartOfAccountBill,
        isPrimaryAccountPolicy: b.isPrimaryAccountPolicy,
        accountNumber: b.accountNumber,
        isPastDue: policy.isPastDue,
        isSoonDue: policy.isSoonDue,
        outstandingBalanceDueDate: b.outstandingBalanceDueDate,
      },
    };
  }
}
