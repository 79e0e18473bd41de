import type { ChangeDriver, ChangePolicy } from '../model';

/** The seven changes of doc 3 §2, by section (vehicle, driver, creditor) and action. */
export type ChangeType = 'vehicle' | 'driver' | 'creditor';
export type ChangeActionName = 'add' | 'replace' | 'delete' | 'edit';
export interface ChangeAction {
  type: ChangeType;
  action: ChangeActionName;
}

export const NO_DRIVERS_TO_DELETE = 'There are no drivers eligible to be deleted. Please contact your agent.';

/** Relationship types 5 and 8 (the named insured and spouse kinds) are never deletable (doc 3 §5). */
export const UNDELETABLE_RELATIONSHIPS: readonly number[] = [5, 8];

export function deletableDrivers(drivers: readonly ChangeDriver[]): ChangeDriver[] {
  return drivers.filter((d) => !UNDELETABLE_RELATIONSHIPS.includes(d.relationshipTypeId));
}

export interface ChangeMenu {
  vehicle: { add: boolean; replace: boolean; delete: boolean };
  driver: { add: boolean; delete: boolean; deleteMessage: string | null };
  /** null: the section is not shown (no vehicle and no creditor). */
  creditor: { add: boolean; edit: boolean } | null;
}

/** Which menu entries are enabled (doc 3 §2 "Change menu"). */
export function changeMenu(policy: Pick<ChangePolicy, 'vehicles' | 'drivers'>): ChangeMenu {
  const hasVehicle = policy.vehicles.length > 0;
  const hasCreditor = policy.vehicles.some((v) => v.creditors.length > 0);
  const driversToDelete = deletableDrivers(policy.drivers).length;
  return {
    vehicle: { add: true, replace: hasVehicle, delete: policy.vehicles.length > 1 },
    driver: { add: true, delete: driversToDelete > 0, deleteMessage: driversToDelete > 0 ? null : NO_DRIVERS_TO_DELETE },
    creditor: hasVehicle || hasCreditor ? { add: hasVehicle, edit: hasCreditor } : null,
  };
}

/** The action header in the title (doc 3 §2), e.g. "Add Vehicle". */
export function actionHeader(change: ChangeAction | null): string {
  if (!change) return 'Make a Change';
  const noun = change.type === 'vehicle' ? 'Vehicle' : change.type === 'driver' ? 'Driver' : 'Lienholder or Loss Payee';
  const verb = change.action.charAt(0).toUpperCase() + change.action.slice(1);
  return `${verb} ${noun}`;
}

/** The page title: the policy number plus the action header, or "Make a Change" (doc 3 §2). */
export function changeTitle(policyNumber: string, change: ChangeAction | null): string {
  return `${policyNumber} ${actionHeader(change)}`;
}

/** Vehicle add, vehicle replace, driver add and creditor add show the insurance-fraud warning first (doc 3 §2). */
export function needsFraudWarning(change: ChangeAction): boolean {
  return (
    (change.type === 'vehicle' && (change.action === 'add' || change.action === 'replace')) ||
    (change.type === 'driver' && change.action === 'add') ||
    (change.type === 'creditor' && change.action === 'add')
  );
}
