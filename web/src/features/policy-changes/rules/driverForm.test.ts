import { asksStudent, dateOfBirthBounds, driverErrors, EMPTY_DRIVER, RELATIONSHIPS } from './driverForm';

describe('add-driver form (doc 3 §5)', () => {
  const today = '2026-11-26';
  const complete = {
    ...EMPTY_DRIVER,
    firstName: 'ALEX',
    lastName: 'RAMAN',
    dateOfBirth: '1990-01-01',
    gender: '1' as const,
    maritalStatus: 'single',
    driversLicenseNumber: 'R123456789',
    licenseStatus: 'valid',
    relationship: '4',
    licensedForThreeOrMoreYears: 'yes' as const,
    isDriversLicenseValid: 'yes' as const,
  };

  it('needs every listed field but suffix and middle initial', () => {
    expect(driverErrors(complete, today)).toEqual({});
    expect(Object.keys(driverErrors(EMPTY_DRIVER, today)).sort()).toEqual(
      [
        'dateOfBirth',
        'driversLicenseNumber',
        'firstName',
        'gender',
        'isDriversLicenseValid',
        'lastName',
        'licenseStatus',
        'licensedForThreeOrMoreYears',
        'maritalStatus',
        'relationship',
      ].sort(),
    );
  });

  it('takes a date of birth between 80 years ago plus one day and 16 years ago', () => {
    expect(dateOfBirthBounds(today)).toEqual({ min: '1946-11-27', max: '2010-11-26' });
    expect(driverErrors({ ...complete, dateOfBirth: '1946-11-26' }, today).dateOfBirth).toBe('The driver must be between 16 and 80 years old.');
    expect(driverErrors({ ...complete, dateOfBirth: '2010-11-27' }, today).dateOfBirth).toBe('The driver must be between 16 and 80 years old.');
    expect(driverErrors({ ...complete, dateOfBirth: '2010-11-26' }, today).dateOfBirth).toBeUndefined();
  });

  it('asks the full-time-student question for ages 16 to 25 only, then the B average and the student status', () => {
    expect(asksStudent('2005-06-01', today)).toBe(true);
    expect(asksStudent('2000-06-01', today)).toBe(false);
    const young = { ...complete, dateOfBirth: '2005-06-01' };
    expect(driverErrors(young, today)).toHaveProperty('isFullTimeStudent');
    expect(driverErrors({ ...young, isFullTimeStudent: 'yes' }, today)).toHaveProperty('isBLevelStudent');
    expect(driverErrors({ ...young, isFullTimeStudent: 'yes', isBLevelStudent: 'yes' }, today)).toHaveProperty('studentStatus');
    expect(driverErrors({ ...young, isFullTimeStudent: 'no' }, today)).toEqual({});
  });

  it('never offers relationship 5 (the named insured) for a new driver', () => {
    expect(RELATIONSHIPS.map((r) => r.value)).not.toContain('5');
  });
});
