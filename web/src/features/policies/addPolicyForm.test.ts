import { EMPTY_ADD_POLICY, addPolicyDetails, addPolicyErrors, addPolicyRequest } from './addPolicyForm';

describe('add policy rules', () => {
  const base = { ...EMPTY_ADD_POLICY, policyHolder: 'Emily Carter', zip: '43215' };

  it('needs a licence number for a PPA policy', () => {
    const errors = addPolicyErrors({ ...base, policyNumber: 'PPA1000101' });
    expect(errors).toEqual({ driversLicenseNumber: "Enter driver's license number." });
  });

  it('needs a date of birth in MM/DD/YYYY for HOM and PUP policies', () => {
    expect(addPolicyErrors({ ...base, policyNumber: 'HOM2000101' })).toEqual({ dateOfBirth: 'Enter date of birth.' });
    expect(addPolicyErrors({ ...base, policyNumber: 'PUP3000101', dateOfBirth: '1984-04-17' })).toEqual({
      dateOfBirth: 'Enter the date of birth as MM/DD/YYYY, such as 04/17/1984.',
    });
    expect(addPolicyErrors({ ...base, policyNumber: 'PUP3000101', dateOfBirth: '04/17/1984' })).toEqual({});
  });

  it('needs a 5-digit zip and the policyholder for every type', () => {
    expect(addPolicyErrors({ ...EMPTY_ADD_POLICY, policyNumber: 'FAR4000101', zip: '432' })).toEqual({
      policyHolder: 'Enter policyholder name.',
      zip: 'Billing zip code must be at least 5 characters.',
    });
  });

  it('sends only the details the policy type asks for', () => {
    expect(addPolicyRequest({ ...base, policyNumber: 'hom2000101', dateOfBirth: '04/17/1984', driversLicenseNumber: 'X1' })).toEqual({
      policyNumber: 'HOM2000101',
      policyHolder: 'Emily Carter',
      dateOfBirth: '04/17/1984',
      zip: '43215',
    });
  });

  it('sends a PPA policy its licence and no date of birth, and other types neither, with the holder trimmed', () => {
    const typed = { ...base, policyHolder: '  Emily Carter ', driversLicenseNumber: 'X1', dateOfBirth: '04/17/1984' };
    expect(addPolicyRequest({ ...typed, policyNumber: 'PPA1000101' })).toEqual({
      policyNumber: 'PPA1000101',
      policyHolder: 'Emily Carter',
      driversLicenseNumber: 'X1',
      zip: '43215',
    });
    expect(addPolicyRequest({ ...typed, policyNumber: 'FAR4000101' })).toEqual({ policyNumber: 'FAR4000101', policyHolder: 'Emily Carter', zip: '43215' });
  });

  it('asks for the extra detail of the type besides the zip', () => {
    expect(addPolicyDetails('PPA1000101')).toEqual(['driversLicenseNumber']);
    expect(addPolicyDetails('HOM2000101')).toEqual(['dateOfBirth']);
    expect(addPolicyDetails('FAR4000101')).toEqual([]);
  });

  it('opens with every field empty', () => {
    expect(EMPTY_ADD_POLICY).toEqual({ policyNumber: '', policyHolder: '', driversLicenseNumber: '', dateOfBirth: '', zip: '' });
  });
});
