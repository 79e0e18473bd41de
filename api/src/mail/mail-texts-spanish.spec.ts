import { SPANISH } from '../common/i18n/messages.es';
import { CLAIM_LINE_ANSWERS, CLAIM_LINE_LABELS, MAIL_TEXTS } from './mail-templates';

/** Words written the same in both languages: no entry needed. */
const SAME_IN_SPANISH = new Set(['No']);

/**
 * Every English text of the customers' emails, by where it comes from (the claim-event lines,
 * the change details and the PDF labels are checked beside their areas' code).
 */
const texts = (): Array<[string, string]> => [
  ...Object.entries(MAIL_TEXTS).map(([key, english]): [string, string] => [`MAIL_TEXTS.${key}`, english]),
  ...CLAIM_LINE_LABELS.map((english): [string, string] => ['CLAIM_LINE_LABELS', english]),
  ...CLAIM_LINE_ANSWERS.filter((english) => !SAME_IN_SPANISH.has(english)).map((english): [string, string] => ['CLAIM_LINE_ANSWERS', english]),
];

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Spanish of the emails (issue 17)', () => {
  it('has a Spanish text for every English text of the emails', () => {
    const missing = texts()
      .filter(([, english]) => !SPANISH.has(english))
      .map(([where, english]) => `${where}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('keeps every {slot} of the English in its Spanish, and adds none', () => {
    const mismatched = texts()
      .filter(([, english]) => SPANISH.has(english) && slots(SPANISH.get(english)!).join() !== slots(english).join())
      .map(([where, english]) => `${where}: ${english} -> ${SPANISH.get(english)}`);
    expect(mismatched).toEqual([]);
  });

  it('writes the spec fixed claim sentence in Spanish once, and keeps the English word for word', () => {
    expect(MAIL_TEXTS.claimReceivedBody.startsWith('You have successfully submitted your claim! We will be in touch soon.')).toBe(true);
    expect(SPANISH.get(MAIL_TEXTS.claimReceivedBody)).toMatch(/^¡Presentó su reclamo con éxito! Nos comunicaremos con usted pronto\./);
  });
});
