/** @jest-environment jsdom */
import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';

/*
 * A page in English (the /login entry's first load, as every other) runs without i18next, and
 * loads it (with the Spanish) only when the page is, or switches to, Spanish. Each test takes a
 * fresh module registry (so i18next is not yet loaded) and records whether i18next's module is
 * required.
 */

type Core = typeof import('./i18n');
type ShellEnglish = typeof import('./locales/en/shell.json');

let loaded: string[];
let core: Core;
let english: ShellEnglish;
let react: typeof React;
let root: ReactDomClient.Root | undefined;
const label = () => document.querySelector('[data-testid="label"]');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  jest.resetModules();
  loaded = [];
  jest.doMock('i18next', () => {
    loaded.push('i18next');
    return jest.requireActual('i18next');
  });
  core = jest.requireActual('./i18n');
  english = jest.requireActual('./locales/en/shell.json');
  // React and React DOM of the fresh registry, so the hook and the renderer share one React.
  react = jest.requireActual('react');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  react.act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  jest.dontMock('i18next');
});

function renderLabel() {
  const useShellText = core.defineNamespace('shell', english);
  function Label() {
    const { t, i18n } = useShellText();
    return react.createElement('p', { 'data-testid': 'label', lang: i18n.language }, t('language.switchTo', { language: 'English' }));
  }
  const { createRoot } = jest.requireActual<typeof ReactDomClient>('react-dom/client');
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  react.act(() => root?.render(react.createElement(Label)));
}

describe('a page without i18next (the /login entry)', () => {
  it('shows English from the bundled texts and loads no i18next, also when it starts in English', async () => {
    renderLabel();
    expect(label()?.textContent).toBe('Change the language to English');
    await react.act(() => core.showLanguage(core.startLanguage()));
    expect(core.textOf('shell')('language.label')).toBe('Language');
    expect(core.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(loaded).toEqual([]);
  });

  it('loads i18next and the Spanish when the user switches, and the component shows it', async () => {
    renderLabel();
    await react.act(() => core.chooseLanguage('es'));
    expect(loaded).toEqual(['i18next']);
    expect(label()?.textContent).toBe('Cambiar el idioma a English');
    expect(label()?.getAttribute('lang')).toBe('es');
    expect(core.textOf('shell')('language.label')).toBe('Idioma');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(core.LANGUAGE_KEY)).toBe('es');
    // Back in English with i18next kept.
    await react.act(() => core.chooseLanguage('en'));
    expect(label()?.textContent).toBe('Change the language to English');
    expect(loaded).toEqual(['i18next']);
  });

  it('starts in Spanish when this device chose it last', async () => {
    localStorage.setItem(core.LANGUAGE_KEY, 'es');
    renderLabel();
    await react.act(() => core.showLanguage(core.startLanguage()));
    expect(loaded).toEqual(['i18next']);
    expect(label()?.textContent).toBe('Cambiar el idioma a English');
  });

  it("follows the account's Spanish at sign-in", async () => {
    renderLabel();
    await react.act(() => core.applyAccountLanguage('es-US'));
    expect(core.currentLanguage()).toBe('es');
    expect(label()?.textContent).toBe('Cambiar el idioma a English');
    expect(localStorage.getItem(core.LANGUAGE_KEY)).toBe('es');
  });

  it('a switch back to English while i18next is still loading stays in English', async () => {
    renderLabel();
    const spanish = core.showLanguage('es');
    const back = core.showLanguage('en');
    await react.act(() => Promise.all([spanish, back]));
    expect(core.currentLanguage()).toBe('en');
    expect(label()?.textContent).toBe('Change the language to English');
  });
});
