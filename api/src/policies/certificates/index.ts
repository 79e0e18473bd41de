export { CertificatesModule } from './certificates.module';
export { CertificatesService, CERTIFICATE_FORM_NUMBER, type CertificateDocument } from './certificates.service';
export { CERTIFICATES_ENTITIES } from './entities';
export { CERTIFICATE_PREFIXES } from './certificate-rules';
