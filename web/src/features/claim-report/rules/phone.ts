import en from '@/i18n/locales/en/claim-report.json';

/** Phones on the claim form: the mask (111) 111-1111 and the 10-digit rule (doc 3 §9, doc 4 §5). */
export const PHONE_DIGITS = 10;
export const INVALID_PHONE = en.messages.invalidPhone;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Formats what was typed or pasted as (111) 111-1111, keeping at most 10 digits. */
export function maskClaimPhone(typed: string): string {
  const d = phoneDigits(typed).slice(0, PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A filled phone must have exactly 10 digits; an empty one is fine (required-ness is decided elsewhere). */
export function phoneError(value: string): string | null {
  const d = phoneDigits(value);
  return d.length === 0 || d.length === PHONE_DIGITS ? null : INVALID_PHONE;
}
