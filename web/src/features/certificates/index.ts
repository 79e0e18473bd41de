export { CertificatesSection } from './components/CertificatesSection';
export { hasCertificates } from './queries';
