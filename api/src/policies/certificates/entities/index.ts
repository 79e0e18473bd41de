import { Certificate, CertificateHolder } from './certificate.entity';

export * from './certificate.entity';

/** The certificates area's tables. */
export const CERTIFICATES_ENTITIES = [Certificate, CertificateHolder];
