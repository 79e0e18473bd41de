/**
 * The claim form's reference data (doc 4 §4, §9): claim (FNOL) types, loss types per claim type,
 * the water and other damage sub-types, severities, which claim types a policy prefix and a
 * CPP package part offer, and the accepted attachment types. The spec names the codes 193
 * (collision with another vehicle: the third-party section), -1 (Other) and -2 (Water damage)
 * and leaves the other codes out; the others here are the portal's own.
 */

export const FNOL_TYPES = ['Auto', 'Property', 'Liability'] as const;
export type FnolTypeName = (typeof FNOL_TYPES)[number];

export enum FnolTypeId {
  Auto = 1,
  Property = 2,
  Liability = 3,
}

export function fnolTypeName(id: FnolTypeId): FnolTypeName {
  return FNOL_TYPES[id - 1];
}

/** What each claim type asks (doc 4 §5: severity and medical attention "when shown"; loss type "unless liability-only"). */
export interface FnolTypeInfo {
  fnolTypeId: FnolTypeId;
  fnolType: FnolTypeName;
  asksSeverity: boolean;
  asksMedicalAttention: boolean;
  requiresLossType: boolean;
}

export const FNOL_TYPE_INFO: readonly FnolTypeInfo[] = [
  { fnolTypeId: FnolTypeId.Auto, fnolType: 'Auto', asksSeverity: true, asksMedicalAttention: true, requiresLossType: true },
  { fnolTypeId: FnolTypeId.Property, fnolType: 'Property', asksSeverity: false, asksMedicalAttention: false, requiresLossType: true },
  { fnolTypeId: FnolTypeId.Liability, fnolType: 'Liability', asksSeverity: true, asksMedicalAttention: true, requiresLossType: false },
];

export const SEVERITIES = ['Minor Loss', 'Moderate Loss', 'Severe Loss', 'Fatality', "I don't know"] as const;
export const DEFAULT_SEVERITY = 'Minor Loss';

export const THIRD_PARTY_LOSS_TYPE = 193;
export const OTHER_LOSS_TYPE = -1;
export const WATER_LOSS_TYPE = -2;

export interface LossTypeInfo {
  lossTypeId: number;
  name: string;
  fnolTypeId: FnolTypeId;
  /** Glass-only and towing losses are never photo-estimated (doc 4 §4). */
  photoEstimateExcluded: boolean;
  /** Which sub-type list the loss type asks for, if any. */
  subTypes: 'water' | 'other' | null;
}

const auto = (lossTypeId: number, name: string, photoEstimateExcluded = false): LossTypeInfo => ({
  lossTypeId,
  name,
  fnolTypeId: FnolTypeId.Auto,
  photoEstimateExcluded,
  subTypes: null,
});
const property = (lossTypeId: number, name: string, subTypes: LossTypeInfo['subTypes'] = null): LossTypeInfo => ({
  lossTypeId,
  name,
  fnolTypeId: FnolTypeId.Property,
  photoEstimateExcluded: true,
  subTypes,
});

export const LOSS_TYPES: readonly LossTypeInfo[] = [
  auto(THIRD_PARTY_LOSS_TYPE, 'Collision with another vehicle'),
  auto(190, 'Single vehicle collision'),
  auto(191, 'Hit while parked'),
  auto(192, 'Collision with an animal'),
  auto(194, 'Theft'),
  auto(195, 'Vandalism'),
  auto(196, 'Hail or weather'),
  auto(197, 'Glass only', true),
  auto(198, 'Towing and roadside only', true),
  { ...auto(OTHER_LOSS_TYPE, 'Other'), photoEstimateExcluded: false },
  property(210, 'Fire or smoke'),
  property(211, 'Wind or hail'),
  property(212, 'Theft or burglary'),
  property(213, 'Lightning'),
  property(214, 'Vandalism'),
  property(WATER_LOSS_TYPE, 'Water damage', 'water'),
  property(OTHER_LOSS_TYPE, 'Other', 'other'),
];

export const WATER_DAMAGE_TYPES = [
  'Burst or frozen pipe',
  'Appliance leak',
  'Roof leak',
  'Sewer or drain backup',
  'Flood or surface water',
  'Other water damage',
] as const;
export const OTHER_DAMAGE_TYPES = ['Falling object', 'Vehicle impact', 'Collapse', 'Power surge', 'Animal damage', 'Something else'] as const;

export function lossTypeOf(fnolTypeId: number, lossTypeId: number): LossTypeInfo | undefined {
  return LOSS_TYPES.find((l) => l.fnolTypeId === fnolTypeId && l.lossTypeId === lossTypeId);
}

/** Claim types a policy prefix offers (doc 4 §4 "Loss types by prefix"); CPP's come from its package parts. */
const BY_PREFIX: Record<string, readonly FnolTypeId[]> = {
  PPA: [FnolTypeId.Auto],
  CAP: [FnolTypeId.Auto],
  BOP: [FnolTypeId.Liability, FnolTypeId.Property],
  CRM: [FnolTypeId.Liability, FnolTypeId.Property],
  DFR: [FnolTypeId.Liability, FnolTypeId.Property],
  FAR: [FnolTypeId.Liability, FnolTypeId.Property],
  HOM: [FnolTypeId.Liability, FnolTypeId.Property],
  CGL: [FnolTypeId.Liability],
  CUP: [FnolTypeId.Liability],
  PUP: [FnolTypeId.Liability],
  FUP: [FnolTypeId.Liability],
  CIM: [FnolTypeId.Property],
  CPR: [FnolTypeId.Property],
  PIM: [FnolTypeId.Property],
  GAR: [FnolTypeId.Liability, FnolTypeId.Auto],
  CPP: [FnolTypeId.Auto, FnolTypeId.Property, FnolTypeId.Liability],
};

export function fnolTypesOfPrefix(prefix: string): readonly FnolTypeId[] {
  return BY_PREFIX[prefix] ?? [];
}

/** Claim types a CPP package part offers (doc 4 §4 "CPP package parts"), by the part's name. */
export function fnolTypesOfPackagePart(name: string): readonly FnolTypeId[] {
  const n = name.toLowerCase();
  if (n.includes('garage')) return [FnolTypeId.Auto, FnolTypeId.Liability];
  if (n.includes('crime')) return [FnolTypeId.Liability, FnolTypeId.Property];
  if (n.includes('liability')) return [FnolTypeId.Liability];
  if (n.includes('property') || n.includes('inland marine')) return [FnolTypeId.Property];
  return [];
}

/** Prefixes the Report Claim form refuses (doc 4 §4, §9); the simple form refuses only WCP. */
export const CLAIM_EXCLUDED_PREFIXES = ['WCP', 'CUP', 'FUP', 'PUP'] as const;
export const SIMPLE_CLAIM_EXCLUDED_PREFIXES = ['WCP'] as const;

/** Attachment limits (doc 4 §5, §9). */
export const MAX_FILE_BYTES = 10_485_760;
export const MAX_TOTAL_BYTES = 20_000_000;
export const MAX_FILES = 20;

/**
 * Accepted attachment types (doc 4 §5): images (jpeg, png, gif, bmp, tiff), excel and xlsx, pdf,
 * csv, plain text, rtf, audio (mpeg, wav), video (mp4, avi, quicktime, wmv, mpeg), docx, doc and
 * outlook messages. Keyed by the type file-type detects from the content (magic bytes), valued by
 * the type the portal records. Two cases need more than magic bytes:
 * - doc and xls are OLE compound files (detected as application/x-cfb): the name's extension
 *   tells which, and any other compound file is refused;
 * - csv and plain text have no magic bytes: a file with no detected type is accepted as text only
 *   when its whole content is valid UTF-8 without NUL bytes and it is named .csv or .txt.
 */
export const ACCEPTED_DETECTED_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/bmp': 'image/bmp',
  'image/tiff': 'image/tiff',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf': 'application/pdf',
  'application/rtf': 'application/rtf',
  'audio/mpeg': 'audio/mpeg',
  'audio/wav': 'audio/wav',
  'video/mp4': 'video/mp4',
  'video/vnd.avi': 'video/x-msvideo',
  'video/quicktime': 'video/quicktime',
  'video/x-ms-asf': 'video/x-ms-wmv',
  'video/mpeg': 'video/mpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-outlook': 'application/vnd.ms-outlook',
};

const COMPOUND_BY_EXTENSION: Readonly<Record<string, string>> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };
const TEXT_BY_EXTENSION: Readonly<Record<string, string>> = { csv: 'text/csv', txt: 'text/plain' };

/** Every type the portal records for an attachment (the form's accept list). */
export const ACCEPTED_MIME_TYPES: readonly string[] = [
  ...new Set([...Object.values(ACCEPTED_DETECTED_TYPES), ...Object.values(COMPOUND_BY_EXTENSION), ...Object.values(TEXT_BY_EXTENSION)]),
];

/**
 * The type to record for a file, from what its content is; null when it is not accepted.
 * `detected` is file-type's answer (undefined: no magic bytes matched); `isText` says the whole
 * content is UTF-8 without NUL bytes.
 */
export function acceptedTypeOf(detected: string | undefined, fileName: string, isText: boolean): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (detected === undefined) return isText ? (TEXT_BY_EXTENSION[extension] ?? null) : null;
  if (detected === 'application/x-cfb') return COMPOUND_BY_EXTENSION[extension] ?? null;
  return ACCEPTED_DETECTED_TYPES[detected] ?? null;
}

/** Messages of doc 4 §5, §8, word for word. */
export const CLAIM_MESSAGES = {
  fillOut: 'Please fill out this field',
  onePhone: 'Please enter at least one phone number',
  selectValue: 'Please select a value',
  addOtherDriver: 'Please add the other driver',
  invalidPhone: 'Invalid phone number',
  duplicate: 'Duplicated file',
  fileTooLarge: 'File size exceeds the 10MB maximum.',
  filesTooLarge:
    "The selected files exceed the maximum combined size limit of 20MB. Please remove attachments until falling below the limit. You will be provided with your adjuster's contact information after your claim is successfully submitted. Additional files can then be sent directly to your adjuster.",
  success: 'You have successfully submitted your claim! We will be in touch soon.',
} as const;
