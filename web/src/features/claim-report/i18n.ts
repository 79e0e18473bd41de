import en from '@/i18n/locales/en/claim-report.json';
import { defineNamespace, textOf } from '@/i18n';

/** The claim form's texts: `const { t } = useClaimReportText();`. */
export const useClaimReportText = defineNamespace('claim-report', en);
/** For the route's title, outside components (read at call time). */
export const claimReportText = () => textOf('claim-report');

/**
 * The English of the rules' messages. The rules (unit tested in English) return these texts as
 * the message's identity; the form shows them through `useClaimMessage`, in the page's language.
 */
export const CLAIM_MESSAGES = en.messages;
/** The English of the spec's fixed texts the form shows (doc 4 §2, §8), word for word. */
export const CLAIM_TEXTS = { ...en.page, ...en.dialogs, simpleTitle: en.simple.title, simpleFailed: en.simple.failed } as const;

type MessageKey = keyof typeof en.messages;

/** Each message's key by its English, for a given limit (the texts with `{{max}}` are written with it). */
const keysByEnglish = new Map<number | undefined, Map<string, MessageKey>>();
function keysFor(max: number | undefined): Map<string, MessageKey> {
  let keys = keysByEnglish.get(max);
  if (!keys) {
    keys = new Map((Object.keys(en.messages) as MessageKey[]).map((key) => [en.messages[key].replace('{{max}}', String(max)), key]));
    keysByEnglish.set(max, keys);
  }
  return keys;
}

/**
 * Translates a message a rule returned (its English, see CLAIM_MESSAGES) into the page's
 * language; `max` fills the texts with a limit. Anything else (a message of the API, already in
 * the user's language) is shown as it is.
 */
export function useClaimMessage(values: { max?: number } = {}) {
  const { t } = useClaimReportText();
  const byEnglish = keysFor(values.max);
  return (message: string | null | undefined): string | undefined => {
    if (!message) return undefined;
    const key = byEnglish.get(message);
    return key ? t(`messages.${key}`, values) : message;
  };
}
