import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { attachEngine } from './i18n';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/*
 * i18next: loaded by the first `showLanguage` of a language other than English (i18n.ts); a page
 * in English never loads it. It hands its instance to i18n.ts when it loads. Import it from
 * nowhere else (a static import would put it back in an entry).
 */

/** The Spanish catalogue of a namespace: one chunk per file, fetched when first used. */
const loadSpanish = (namespace: string) => import(`./locales/es/${namespace}.json`);

export const i18n = i18next.createInstance();

void i18n
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      // English is bundled (defineNamespace); only Spanish is fetched.
      language === 'es' ? loadSpanish(namespace) : Promise.resolve({}),
    ),
  )
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    // English arrives through addResourceBundle; the backend still serves Spanish.
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes; i18next must not do it twice.
    interpolation: { escapeValue: false },
  });

attachEngine(i18n);
