import { withinEffectiveRange } from './effectiveDate';

/** What the page does with the save it finds on load (doc 3 §4 "Saved changes"). */
export type SaveOnLoad = 'none' | 'deleteQuietly' | 'prompt';

export function saveOnLoad(save: { hasRate: boolean } | null, policy: { hasPendingEndorsement: boolean }): SaveOnLoad {
  if (!save) return 'none';
  // A rated save whose endorsement is gone (issued or removed elsewhere) is stale.
  if (save.hasRate && !policy.hasPendingEndorsement) return 'deleteQuietly';
  return 'prompt';
}

/** Continue restores the effective date only when still allowed; otherwise the user picks it again. */
export function restoredEffectiveDate(saved: string | null, min: string, max: string): string | null {
  return saved && withinEffectiveRange(saved.slice(0, 10), min, max) ? saved.slice(0, 10) : null;
}
