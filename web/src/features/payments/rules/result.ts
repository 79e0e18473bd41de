import { paymentsText } from '../i18n';

/* Doc 2 §4 "Result" and §8: the catalogue's result.* (English word for word, messages.tsv). */

/** One confirmation of a submitted payment, as the API returns it per policy or account. */
export interface ConfirmationLine {
  policyNumber?: string | null;
  accountNumber?: string | null;
  confirmationNumber?: string | null;
  success: boolean;
  /** The provider's answer is not known yet; the server settles it and never charges twice. */
  pending?: boolean;
  error?: string | null;
  /** The provider's status descriptions of a declined line. */
  statusDescriptions?: readonly string[];
}

export interface ResultSummary {
  /** 'Success!' or 'Failed!' in the page's language. */
  title: string;
  /** Red when nothing went through. */
  failed: boolean;
  /** 'One or more payments failed!' when some went through and some did not. */
  partialMessage: string | null;
  lines: string[];
  /** The provider's reasons for declined lines, colons shown as ' - ' (doc 2 §8). */
  providerLines: string[];
}

/** 'Confirmation ({account or policy number}): {confirmation number or error}'. */
export function confirmationText(line: ConfirmationLine): string {
  const t = paymentsText();
  const who = line.accountNumber || line.policyNumber || '';
  const what = line.pending ? t('result.pending') : line.success ? (line.confirmationNumber ?? '') : (line.error ?? line.confirmationNumber ?? '');
  return t('result.confirmation', { who, what });
}

/**
 * The result step (doc 2 §4): Success! when every line went through; Failed! in red when none
 * did; Success! with 'One or more payments failed!' when some did.
 */
export function summarizeResult(lines: readonly ConfirmationLine[]): ResultSummary {
  const ok = lines.filter((l) => l.success).length;
  const failed = lines.length === 0 || ok === 0;
  const t = paymentsText();
  return {
    title: failed ? t('result.failed') : t('result.success'),
    failed,
    partialMessage: !failed && ok < lines.length ? t('result.partial') : null,
    lines: lines.map(confirmationText),
    providerLines: [...new Set(providerFailureLines(lines.filter((l) => !l.success).flatMap((l) => l.statusDescriptions ?? [])))],
  };
}

/** A whole submission refused: 'Error: {message}' under a red Failed! (doc 2 §8). */
export function submitFailure(message: string): ResultSummary {
  const t = paymentsText();
  return { title: t('result.failed'), failed: true, partialMessage: null, lines: [t('result.error', { message })], providerLines: [] };
}

/** The provider's status descriptions, colons shown as ' - ' (doc 2 §8). */
export function providerFailureLines(descriptions: readonly string[]): string[] {
  return descriptions.map((d) => d.replace(/\s*:\s*/g, ' - '));
}
