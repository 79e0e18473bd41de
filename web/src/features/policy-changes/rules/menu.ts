import { POLICY_CHANGES_EN, policyChangesText } from '../i18n';
import type { ChangeDriver, ChangePolicy } from '../model';

/** The seven changes of doc 3 §2, by section (vehicle, driver, creditor) and action. */
export type ChangeType = 'vehicle' | 'driver' | 'creditor';
export type ChangeActionName = 'add' | 'replace' | 'delete' | 'edit';
export interface ChangeAction {
  type: ChangeType;
  action: ChangeActionName;
}

export const NO_DRIVERS_TO_DELETE = POLICY_CHANGES_EN.menu.noDriversToDelete;

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
  const t = policyChangesText();
  if (!change) return t('title.makeAChange');
  return t(actionKey(change));
}

/** The catalogue key of a change's name (the menu's entries and the title's action header). */
export function actionKey(change: ChangeAction): `actions.${ActionName}` {
  return `actions.${`${change.type}_${change.action}` as ActionName}`;
}

export type ActionName = keyof typeof POLICY_CHANGES_EN.actions;

/** The page title: the policy number plus the action header, or "Make a Change" (doc 3 §2). */
export function changeTitle(policyNumber: string, change: ChangeAction | null): string {
  return policyChangesText()('title.withPolicy', { policyNumber, action: actionHeader(change) });
}

/** Vehicle add, vehicle replace, driver add and creditor add show the insurance-fraud warning first (doc 3 §2). */
export function needsFraudWarning(change: ChangeAction): boolean {
  return (
    (change.type === 'vehicle' && (change.action === 'add' || change.action === 'replace')) ||
    (change.type === 'driver' && change.action === 'add') ||
    (change.type === 'creditor' && change.action === 'add')
  );
}
