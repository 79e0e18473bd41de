import { showLanguage } from '@/i18n';
import { policyIconKind, policyStatusLabel, policyTitle } from './policyDisplay';

describe('policy display', () => {
  it('shows a car for personal auto, a home for home lines, a barn for farm lines', () => {
    expect(policyIconKind('PPA1000101')).toBe('car');
    for (const n of ['HOM2000101', 'PIM6000301', 'PUP3000101', 'DFR5000301']) expect(policyIconKind(n)).toBe('home');
    expect(policyIconKind('FAR4000101')).toBe('barn');
    expect(policyIconKind('FUP4100101')).toBe('barn');
  });

  it('shows no icon for ACC and a generic one for other lines', () => {
    expect(policyIconKind('ACC1000001')).toBe('none');
    expect(policyIconKind('CPP1000001')).toBe('generic');
  });

  it('names a policy by its nickname, else its type', () => {
    expect(policyTitle({ nickname: 'Family car', typeName: 'Personal Auto' })).toBe('Family car');
    expect(policyTitle({ nickname: '  ', typeName: 'Personal Auto' })).toBe('Personal Auto');
    expect(policyTitle({ nickname: null, typeName: 'Homeowners' })).toBe('Homeowners');
  });
});

describe('policyStatusLabel (doc 1 §3 statuses, in the language shown)', () => {
  afterEach(() => showLanguage('en'));

  it("keeps the spec's English names in English and gives each its Spanish on a Spanish page", async () => {
    expect(['In-Force', 'Pending', 'Future', 'Cancelled'].map((s) => policyStatusLabel(s as 'In-Force'))).toEqual([
      'In-Force',
      'Pending',
      'Future',
      'Cancelled',
    ]);
    await showLanguage('es');
    expect(policyStatusLabel('In-Force')).toBe('Vigente');
    expect(policyStatusLabel('Cancelled')).toBe('Cancelada');
  });
});
