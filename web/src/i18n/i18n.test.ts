/** @jest-environment jsdom */
import {
  LANGUAGE_KEY,
  applyAccountLanguage,
  chooseLanguage,
  currentLanguage,
  defineNamespace,
  i18n,
  onLanguageChosen,
  onLanguageShown,
  showLanguage,
  textOf,
} from '@/i18n';
import en from './locales/en/shell.json';
import es from './locales/es/shell.json';

defineNamespace('shell', en);
const t = textOf('shell');

afterEach(async () => {
  await showLanguage('en');
  localStorage.clear();
});

describe('the language of the page', () => {
  it('starts in English with the English catalogue', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('language.label')).toBe(en.language.label);
  });

  it('switches to Spanish when chosen: texts, <html lang>, the device remembers it and the account is told', async () => {
    const told: string[] = [];
    const stop = onLanguageChosen((language) => void told.push(language));
    await chooseLanguage('es');
    stop();
    expect(currentLanguage()).toBe('es');
    expect(t('language.label')).toBe(es.language.label);
    expect(t('language.switchTo', { language: 'English' })).toBe('Cambiar el idioma a English');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(told).toEqual(['es']);
  });

  it("follows the account's locale claim at sign-in without telling the account back", async () => {
    const told: string[] = [];
    const stop = onLanguageChosen((language) => void told.push(language));
    await applyAccountLanguage('es-US');
    expect(i18n.language).toBe('es');
    await applyAccountLanguage('en-US');
    stop();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(told).toEqual([]);
  });

  it('tells what reads texts outside React (the tab title) each time the language shown changes, once per change', async () => {
    const shown: string[] = [];
    const stop = onLanguageShown((language) => void shown.push(language));
    await applyAccountLanguage('es-US');
    await chooseLanguage('es');
    await chooseLanguage('en');
    await showLanguage('en');
    stop();
    expect(shown).toEqual(['es', 'en']);
  });

  it('falls back to English for a text Spanish lacks', async () => {
    await showLanguage('es');
    // i18next, loaded by the switch to Spanish.
    const { i18n: engine } = await import('./engine');
    expect(engine.t('language.missing' as never, { ns: 'shell', defaultValue: 'fallback' })).toBe('fallback');
    expect(engine.getFixedT('en', 'shell')('language.label')).toBe('Language');
  });

  it('waits for a namespace in the language shown (at once in English)', async () => {
    await expect(i18n.loadNamespaces('shell')).resolves.toBeUndefined();
    await showLanguage('es');
    await i18n.loadNamespaces(['shell']);
    expect(t('language.label')).toBe(es.language.label);
  });
});
