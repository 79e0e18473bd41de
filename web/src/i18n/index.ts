export { LANGUAGES, LANGUAGE_NAMES, LOCALE_OF, type Language, isLanguage, languageOf } from './languages';
export {
  LANGUAGE_KEY,
  applyAccountLanguage,
  chooseLanguage,
  currentLanguage,
  defineNamespace,
  i18n,
  onLanguageChosen,
  onLanguageShown,
  showLanguage,
  startLanguage,
  textOf,
  type NamespaceText,
} from './i18n';
export { Trans } from './Trans';
export type { Namespace, NamespaceResources } from './resources';
