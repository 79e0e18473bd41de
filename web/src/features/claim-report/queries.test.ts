/** @jest-environment jsdom */
import type { ClaimFormOptions } from '@portal/generated-client';
import { toClaimCatalog } from './queries';

const options = (names: Partial<ClaimFormOptions>): ClaimFormOptions => ({
  policies: [],
  fnolTypes: [],
  lossTypes: [],
  waterDamageTypes: ['Roof leak', 'Appliance leak'],
  otherDamageTypes: ['Collapse'],
  waterDamageTypeNames: ['Roof leak', 'Appliance leak'],
  otherDamageTypeNames: ['Collapse'],
  severities: [],
  fileRules: { maxFileBytes: 1, maxTotalBytes: 1, maxFiles: 1, acceptedTypes: [] },
  ...names,
});

describe('the claim form catalogue (issue 17)', () => {
  it('shows each damage sub-type by the name the API wrote in the page language and sends back its English value', () => {
    const catalog = toClaimCatalog(
      options({ waterDamageTypeNames: ['Gotera en el techo', 'Fuga de un electrodoméstico'], otherDamageTypeNames: ['Derrumbe'] }),
    );
    expect(catalog.waterDamageTypes).toEqual(['Roof leak', 'Appliance leak']);
    expect(catalog.subTypeNames).toEqual({ 'Roof leak': 'Gotera en el techo', 'Appliance leak': 'Fuga de un electrodoméstico', Collapse: 'Derrumbe' });
  });
});
