import { SPANISH } from '../common/i18n/messages.es';
import { DOCUMENT_TEXTS, label } from './document-texts';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the labels of the policy PDFs (issue 17)', () => {
  it('has a Spanish label, with the same {slots}, for every label of the declarations and forms', () => {
    const missing = Object.entries(DOCUMENT_TEXTS)
      .filter(([, english]) => !SPANISH.has(english) || slots(SPANISH.get(english)!).join() !== slots(english).join())
      .map(([key, english]) => `${key}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('fills the values into the label of the caller language', () => {
    expect(label('es-US', DOCUMENT_TEXTS.policyPeriod, { start: '06/30/2026', end: '12/30/2026' })).toBe('Período de la póliza: del 06/30/2026 al 12/30/2026');
    expect(label('en-US', DOCUMENT_TEXTS.policyPeriod, { start: '06/30/2026', end: '12/30/2026' })).toBe('Policy period: 06/30/2026 to 12/30/2026');
  });
});
