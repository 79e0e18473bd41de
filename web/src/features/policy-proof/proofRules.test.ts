import { DATE_MESSAGE, LICENCE_MESSAGE, POLICYHOLDER_MESSAGE, POLICY_NUMBER_MESSAGE, ZIP_MESSAGE, proofErrors, proofFieldsFor, proofRules } from './proofRules';

const valid = { policyNumber: 'PPA1000101', policyHolder: 'Emily Carter', driversLicenseNumber: '4821079316', dateOfBirth: '04/17/1984', zip: '46202' };

describe('policy proof rules (doc 1 §5)', () => {
  it('asks a PPA policy for a licence, HOM and PUP for a date of birth, every type for the zip, whatever the case typed', () => {
    expect(proofFieldsFor('ppa1000101')).toEqual(['driversLicenseNumber', 'zip']);
    expect(proofFieldsFor('Hom2000101')).toEqual(['dateOfBirth', 'zip']);
    expect(proofFieldsFor('pup3000101')).toEqual(['dateOfBirth', 'zip']);
    expect(proofFieldsFor('FAR4000101')).toEqual(['zip']);
    expect(proofFieldsFor('')).toEqual(['zip']);
  });

  it('reads the type from the first three letters only', () => {
    expect(proofFieldsFor('XPPA000101')).toEqual(['zip']);
    expect(proofFieldsFor('PP')).toEqual(['zip']);
  });

  it.each(['PolicyVerificationRequest', 'StaffVerificationRequest', 'AddPolicyRequest'] as const)(
    '%s: explains each format it refuses in a sentence that shows the expected form',
    (schema) => {
      const rules = proofRules(schema);
      expect(rules.policyNumber('PPA100010A')).toBe(POLICY_NUMBER_MESSAGE);
      expect(rules.policyHolder('Emily <b>')).toBe(POLICYHOLDER_MESSAGE);
      expect(rules.detail('driversLicenseNumber', { ...valid, driversLicenseNumber: '4821-0793' })).toBe(LICENCE_MESSAGE);
      expect(rules.detail('zip', { ...valid, zip: '4620A' })).toBe(ZIP_MESSAGE);
      expect(rules.detail('dateOfBirth', { ...valid, dateOfBirth: '13/17/1984' })).toBe(DATE_MESSAGE);
      expect(proofErrors(rules, valid)).toEqual({});
    },
  );

  it('the sentences say what to type', () => {
    expect([POLICYHOLDER_MESSAGE, POLICY_NUMBER_MESSAGE, LICENCE_MESSAGE, ZIP_MESSAGE, DATE_MESSAGE]).toEqual([
      'Enter the policyholder name (without < or >).',
      'Enter the policy number as three letters and seven digits, such as PPA1000101.',
      "Enter the driver's license number with letters and digits only, no dashes.",
      'Enter the 5-digit billing zip code.',
      'Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.',
    ]);
  });

  it('requires each detail it asks for, though the spec makes them optional', () => {
    const rules = proofRules('AddPolicyRequest');
    const none = { ...valid, driversLicenseNumber: '', dateOfBirth: '', zip: '' };
    expect(rules.detail('driversLicenseNumber', none)).toBe("Enter driver's license number.");
    expect(rules.detail('dateOfBirth', none)).toBe('Enter date of birth.');
    expect(rules.detail('zip', none)).toBe('Enter billing zip code.');
  });

  it('needs a date of birth that is a real past date after 1900, well-formed or not', () => {
    const dob = (dateOfBirth: string) => proofRules('PolicyVerificationRequest').detail('dateOfBirth', { ...valid, dateOfBirth });
    expect(dob('04/17/1984')).toBeNull();
    expect(dob('04/17/84')).toBe(DATE_MESSAGE);
    expect(dob('02/30/1984')).toBe(DATE_MESSAGE);
    expect(dob('12/31/1899')).toBe('Enter a date of birth after 1900.');
    expect(dob('01/01/2999')).toBe('The date of birth cannot be in the future.');
  });

  it('checks the number and holder always, and only the details named', () => {
    const rules = proofRules('StaffVerificationRequest');
    const values = { ...valid, policyNumber: '', policyHolder: '', zip: '' };
    expect(proofErrors(rules, values, [])).toEqual({ policyNumber: 'Enter policy number.', policyHolder: 'Enter policyholder name.' });
    expect(proofErrors(rules, values, ['zip'])).toEqual({
      policyNumber: 'Enter policy number.',
      policyHolder: 'Enter policyholder name.',
      zip: 'Enter billing zip code.',
    });
    // Without a list: the details the policy number's type asks for.
    expect(proofErrors(rules, { ...valid, driversLicenseNumber: '' })).toEqual({ driversLicenseNumber: "Enter driver's license number." });
    expect(proofErrors(rules, { ...valid, policyNumber: 'HOM2000101', driversLicenseNumber: '', dateOfBirth: '' })).toEqual({
      dateOfBirth: 'Enter date of birth.',
    });
  });
});
