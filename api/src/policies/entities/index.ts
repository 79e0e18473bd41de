import { Certificate, CertificateHolder } from '../certificates/entities';
import { AddPolicyAttempt } from './add-policy-attempt.entity';

export * from './add-policy-attempt.entity';

/** The policies area's tables (certificates of insurance included). */
export const POLICIES_ENTITIES = [AddPolicyAttempt, Certificate, CertificateHolder];
