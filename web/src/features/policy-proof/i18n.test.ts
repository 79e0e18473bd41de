import { showLanguage } from '@/i18n';
import { POLICY_NUMBER_MESSAGE, proofRules } from './proofRules';

/* The proof rules are built once (at a form module's load) and still answer in the language shown when a value is checked. */

afterEach(async () => {
  await showLanguage('en');
});

it('proof rules built in English answer in Spanish after the page switches, and in English again after', async () => {
  const rules = proofRules('AddPolicyRequest');
  expect(rules.policyNumber('PPA100010A')).toBe(POLICY_NUMBER_MESSAGE);
  await showLanguage('es');
  expect(rules.policyNumber('PPA100010A')).toBe('Ingrese el número de póliza como tres letras y siete dígitos, por ejemplo PPA1000101.');
  expect(rules.detail('zip', { driversLicenseNumber: '', dateOfBirth: '', zip: '' })).toBe('Ingrese: código postal de facturación.');
  await showLanguage('en');
  expect(rules.detail('zip', { driversLicenseNumber: '', dateOfBirth: '', zip: '' })).toBe('Enter billing zip code.');
});
