/**
 * Payment plans of the policy system. Cancelling a recurring payment moves the policy to
 * plan 15 (Monthly Direct Bill, doc 2 §4).
 */
export interface PaymentPlan {
  id: number;
  name: string;
  /** Installments per 12 months. */
  installmentsPerYear: number;
  /** Paid automatically (EFT or card on file). */
  recurring: boolean;
}

export const PAYMENT_PLANS = {
  annual: { id: 10, name: 'Annual', installmentsPerYear: 1, recurring: false },
  semiAnnual: { id: 11, name: 'Semi-Annual', installmentsPerYear: 2, recurring: false },
  quarterly: { id: 12, name: 'Quarterly', installmentsPerYear: 4, recurring: false },
  monthlyCard: { id: 13, name: 'Monthly Recurring Card', installmentsPerYear: 12, recurring: true },
  monthlyEft: { id: 14, name: 'Monthly EFT', installmentsPerYear: 12, recurring: true },
  monthlyDirect: { id: 15, name: 'Monthly Direct Bill', installmentsPerYear: 12, recurring: false },
} as const satisfies Record<string, PaymentPlan>;

export type PaymentPlanKey = keyof typeof PAYMENT_PLANS;
