import type { LossCategory } from './claimTypes';

/**
 * The loss-type code lists (doc 3 §9: "Loss-type code lists per policy type with numeric codes
 * exist; their values are not shown here"). The spec fixes three codes: 193 (the collision with
 * another party that opens the third-party section on auto), -1 (Other) and -2 (Water damage on
 * property). The rest are this portal's codes, kept in one list so the form and the claim
 * record read the same numbers.
 */
export interface LossType {
  id: number;
  name: string;
  /** Glass only or towing: no photo estimate (doc 4 §4 "Photo estimate eligibility"). */
  noPhotoEstimate?: boolean;
}

export const THIRD_PARTY_LOSS_TYPE = 193;
export const OTHER_LOSS_TYPE = -1;
export const WATER_LOSS_TYPE = -2;

export const LOSS_TYPES: Record<Exclude<LossCategory, 'liability'>, readonly LossType[]> = {
  auto: [
    { id: THIRD_PARTY_LOSS_TYPE, name: 'Collision with another vehicle or party' },
    { id: 194, name: 'Single vehicle collision' },
    { id: 195, name: 'Hit an animal' },
    { id: 196, name: 'Theft' },
    { id: 197, name: 'Vandalism' },
    { id: 198, name: 'Fire' },
    { id: 199, name: 'Hail, wind or flood' },
    { id: 200, name: 'Glass only', noPhotoEstimate: true },
    { id: 201, name: 'Towing or roadside only', noPhotoEstimate: true },
    { id: OTHER_LOSS_TYPE, name: 'Other' },
  ],
  property: [
    { id: 301, name: 'Fire or smoke' },
    { id: 302, name: 'Wind or hail' },
    { id: 303, name: 'Lightning' },
    { id: 304, name: 'Theft or burglary' },
    { id: 305, name: 'Vandalism' },
    { id: WATER_LOSS_TYPE, name: 'Water damage' },
    { id: OTHER_LOSS_TYPE, name: 'Other' },
  ],
};

/** Sub-types asked when the loss type is Water damage (-2) on property. */
export const WATER_DAMAGE_TYPES = ['Burst or frozen pipe', 'Appliance or water heater leak', 'Sewer or drain backup', 'Roof leak', 'Flood or surface water', 'Other'] as const;

/** Sub-types asked when the loss type is Other (-1) on property (the "other list"). */
export const OTHER_DAMAGE_TYPES = ['Collapse', 'Falling object', 'Power surge', 'Vehicle hit the building', 'Weight of ice or snow', 'Other'] as const;

/** The loss types offered for a claim category; Person/Liability claims take none. */
export function lossTypesFor(category: LossCategory | null): readonly LossType[] {
  if (category === 'auto' || category === 'property') return LOSS_TYPES[category];
  return [];
}

export function lossTypeOf(category: LossCategory | null, id: number | null): LossType | null {
  if (id === null) return null;
  return lossTypesFor(category).find((t) => t.id === id) ?? null;
}

/** Water damage on property asks which kind of water damage. */
export function asksWaterDamageType(category: LossCategory | null, lossTypeId: number | null): boolean {
  return category === 'property' && lossTypeId === WATER_LOSS_TYPE;
}

/** Other on property asks which kind of damage (the other list applies to property only). */
export function asksOtherDamageType(category: LossCategory | null, lossTypeId: number | null): boolean {
  return category === 'property' && lossTypeId === OTHER_LOSS_TYPE;
}

/** The third-party section: loss type 193 on an auto claim (doc 4 §2 item 7). */
export function asksThirdParties(category: LossCategory | null, lossTypeId: number | null): boolean {
  return category === 'auto' && lossTypeId === THIRD_PARTY_LOSS_TYPE;
}

/** Claim severity options (doc 3 §9); "Minor Loss" is the default and stands for "I don't know" (doc 4 §4). */
export const MINOR_LOSS = 'Minor Loss';
export const DONT_KNOW = "I don't know";
export const SEVERITY_OPTIONS = [MINOR_LOSS, 'Moderate Loss', 'Severe Loss', 'Fatality', DONT_KNOW] as const;

/** The severity sent: "I don't know" and a hidden severity are sent as "Minor Loss". */
export function severitySent(shown: boolean, chosen: string): string {
  if (!shown || chosen === DONT_KNOW || chosen === '') return MINOR_LOSS;
  return chosen;
}
