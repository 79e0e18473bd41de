import { PolicyStatus } from '../../core';
import { certificateRefusal } from './certificate-rules';
import { CertificatesExceptionCode } from './certificates.exception';

describe('certificateRefusal', () => {
  it.each(['CGL7300201', 'BOP7000101', 'CPP7800301', 'GAR7700301', 'FAR4000101', 'CAP7400201', 'CUP7600201', 'WCP7500201'])(
    'lets an In-Force commercial, garage or farm policy (%s) issue a certificate',
    (policyNumber) => {
      expect(certificateRefusal(policyNumber, PolicyStatus.InForce)).toBeNull();
    },
  );

  it.each(['PPA1000101', 'HOM2000101', 'PUP3000101', 'CIM7100101', 'CRM7200101', 'CPR7900301', 'ACC8000401'])(
    'refuses personal lines and lines without liability limits (%s) as not eligible',
    (policyNumber) => {
      expect(certificateRefusal(policyNumber, PolicyStatus.InForce)).toBe(CertificatesExceptionCode.NotEligible);
    },
  );

  it.each([PolicyStatus.Pending, PolicyStatus.Future, PolicyStatus.History])('refuses an eligible policy that is %s as not In-Force', (status) => {
    expect(certificateRefusal('CGL7300201', status)).toBe(CertificatesExceptionCode.NotInForce);
  });

  it('reads the prefix whatever its case', () => {
    expect(certificateRefusal('cgl7300201', PolicyStatus.InForce)).toBeNull();
  });
});
