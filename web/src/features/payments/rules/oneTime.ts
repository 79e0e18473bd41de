import type { OneTimePolicy } from '@portal/generated-client';
import type { PolicyForPayment } from './paymentOptions';

/** A policy found for a one-time payment, in the shape the wizard reads. */
export function oneTimePolicyForPayment(p: OneTimePolicy): PolicyForPayment {
  return {
    policyNumber: p.policyNumber,
    policyId: p.policyNumber,
    nickname: p.displayName,
    typeName: p.type,
    status: p.status === 'Cancelled' ? 'History' : p.status,
    outstandingBalance: p.outstandingBalance,
    payInFullAmount: p.payInFullAmount,
    isPastDue: p.isPastDue,
    isSoonDue: p.isSoonDue,
    billing: {
      isPartOfAccountBill: p.isPartOfAccountBill,
      isPrimaryAccountPolicy: p.isPrimaryAccountPolicy,
      accountNumber: p.accountNumber,
      accountOutstandingBalance: p.accountOutstandingBalance,
      accountPayInFull: p.accountPayInFull,
      outstandingBalance: p.outstandingBalance,
      payInFullAmount: p.payInFullAmount,
    },
  };
}
