/** Statuses of a policy term. History is shown to customers as "Cancelled". */
export enum PolicyStatus {
  InForce = 'In-Force',
  Pending = 'Pending',
  Future = 'Future',
  History = 'History',
}

/** The status text customers see. */
export function policyStatusText(status: PolicyStatus): string {
  return status === PolicyStatus.History ? 'Cancelled' : status;
}
