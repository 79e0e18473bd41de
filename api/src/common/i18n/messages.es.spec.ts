import { SPANISH, SPANISH_ENTRIES } from './messages.es';

describe('the Spanish catalogue of the API', () => {
  it('has each English text once (a second entry would silently replace the first Spanish)', () => {
    const seen = new Set<string>();
    const repeated = SPANISH_ENTRIES.filter(([english]) => seen.size === seen.add(english).size).map(([english]) => english);
    expect(repeated).toEqual([]);
  });

  it("translates doc 4's claim phone message word for word, as the web's claim form says it in Spanish", () => {
    expect(SPANISH.get('Invalid phone number')).toBe('Número de teléfono no válido');
  });
});
