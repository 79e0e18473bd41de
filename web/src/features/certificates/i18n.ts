import en from '@/i18n/locales/en/certificates.json';
import { defineNamespace, textOf } from '@/i18n';

/** The certificates of insurance section's texts: `const { t } = useCertificatesText();`. */
export const useCertificatesText = defineNamespace('certificates', en);
/** For messages built outside components (the success line): read at the moment it is shown. */
export const certificatesText = () => textOf('certificates');
