import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage, languageOf } from '@/i18n';
import { useShellText } from '../i18n';
import classes from './Shell.module.css';

/**
 * The header's language switch: one button naming the other language in that language
 * ("Español" on an English page, "English" on a Spanish one), marked with its `lang` so a
 * screen reader says it right. Signed in, the choice is stored on the account too (main.tsx).
 */
export function LanguageSwitch({ className = classes.navLink }: { className?: string }) {
  const { t, i18n } = useShellText();
  const other = LANGUAGES.find((language) => language !== languageOf(i18n.language)) ?? 'en';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      data-testid="language-switch"
      onClick={() => void chooseLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
