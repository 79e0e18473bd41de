import type { TFunction, i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { type EnglishOptions, type Texts, translateEnglish } from './english';
import type { Namespace, NamespaceResources } from './resources';
import { DEFAULT_LANGUAGE, type Language, isLanguage, languageOf } from './languages';

/*
 * The portal's texts (README.md beside this file says how to use them).
 *
 * - One namespace per feature folder; its English texts travel with the feature's own code
 *   (`defineNamespace` adds them when the feature's module loads), so /login carries only the
 *   English of the folders it renders.
 * - i18next itself (engine.ts, with the Spanish fetched per namespace) is loaded only when a
 *   page shows Spanish (it starts in it, switches to it, or a sign-in brings it). Until then `t` is
 *   `translateEnglish` over the bundled English (english.ts, proven to answer as i18next does), so
 *   a page in English (/login's first load included) loads no i18next at all. Nothing here
 *   imports i18next but its types; `<Trans>` is the portal's own (Trans.tsx) for the same reason.
 * - No Suspense: until a namespace's Spanish arrives its English shows, then the component
 *   renders again; `showLanguage` waits for the namespaces already in use.
 */

/** localStorage key of the language chosen on this device (signed out, or the last choice). */
export const LANGUAGE_KEY = 'portal.language';

function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage refused (privacy mode)
  }
}

function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage refused: the choice lasts for this page only
  }
}

/**
 * The language a page starts in: the one last chosen on this device (set too when a sign-in
 * brings the user's own, see `applyAccountLanguage`), else the browser's, else English.
 */
export function startLanguage(): Language {
  return storedLanguage() ?? (typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : languageOf(navigator.language));
}

/** Every namespace's English, as the features define them. */
const englishTexts = new Map<Namespace, Texts>();

/** i18next once engine.ts has loaded (it calls `attachEngine`). */
let engine: I18n | undefined;
let engineLoading: Promise<I18n> | undefined;

/** Components using a namespace's hook render again when this changes (language, texts, engine). */
let textsVersion = 0;
const renderListeners = new Set<() => void>();
function textsChanged(): void {
  textsVersion += 1;
  for (const listener of renderListeners) listener();
}
const subscribe = (listener: () => void) => {
  renderListeners.add(listener);
  return () => void renderListeners.delete(listener);
};
const version = () => textsVersion;

function addEnglish(instance: I18n, namespace: Namespace, texts: Texts): void {
  if (!instance.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) instance.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
}

/**
 * engine.ts hands over its i18next instance when it loads: it gets the English of every
 * namespace defined so far, and its language changes and fetched texts render the hooks again.
 */
export function attachEngine(instance: I18n): void {
  if (engine) throw new Error('i18next is attached once');
  engine = instance;
  for (const [namespace, texts] of englishTexts) addEnglish(instance, namespace, texts);
  instance.on('languageChanged', textsChanged);
  instance.store.on('added', textsChanged);
  textsChanged();
}

/** i18next, fetched (once) when first needed. */
function loadEngine(): Promise<I18n> {
  if (engine) return Promise.resolve(engine);
  engineLoading ??= import('./engine').then(
    () => {
      if (!engine) throw new Error('engine.ts did not attach i18next');
      return engine;
    },
    (error: unknown) => {
      engineLoading = undefined; // a failed fetch is tried again at the next switch
      throw error;
    },
  );
  return engineLoading;
}

/** The language the page shows now (English until i18next has loaded: only it shows Spanish). */
export function currentLanguage(): Language {
  return engine ? languageOf(engine.resolvedLanguage ?? engine.language) : DEFAULT_LANGUAGE;
}

type LanguageListener = (language: Language) => void | Promise<void>;
const chosenListeners = new Set<LanguageListener>();

/**
 * Called when the user picks a language (not when a page starts in one): the signed-in app
 * stores the choice on the account this way (main.tsx). Returns the unsubscribe.
 */
export function onLanguageChosen(listener: LanguageListener): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

const shownListeners = new Set<LanguageListener>();
let shownLanguage: Language = DEFAULT_LANGUAGE;

/**
 * Called each time the page's texts change language (a switch, a page starting in Spanish, a
 * sign-in bringing the account's language): what is not rendered by React, such as the tab's
 * title (the routes' `head`), is read again this way (main.tsx). Returns the unsubscribe.
 */
export function onLanguageShown(listener: LanguageListener): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/** Follows the language: <html lang> and dayjs's month and day names. */
let dayjsLanguage: Language = DEFAULT_LANGUAGE;
async function follow(language: Language): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // dayjs starts in English: an English page never loads it here (the /login entry has none).
  if (language === dayjsLanguage) return;
  const dayjs = (await import('dayjs')).default;
  if (language === 'es') await import('dayjs/locale/es');
  dayjs.locale(language);
  dayjsLanguage = language;
}

/** The latest `showLanguage` call: an earlier one still waiting for i18next does not switch after it. */
let latestShow = 0;

/**
 * Shows the page in `language`: fetches i18next (if not loaded) and the Spanish of the
 * namespaces in use, then switches. English on a page without i18next needs nothing fetched.
 * Without `chosen` (a page starting, a sign-in bringing the account's language) nothing is
 * told to the listeners.
 */
export async function showLanguage(language: Language): Promise<void> {
  const call = ++latestShow;
  storeLanguage(language);
  if (engine || language !== DEFAULT_LANGUAGE) {
    const instance = await loadEngine();
    if (call !== latestShow) return;
    if (instance.language !== language) await instance.changeLanguage(language);
    // Every namespace whose code has loaded, not only those on screen: the next screen is ready too.
    await instance.loadNamespaces([...englishTexts.keys()]);
  }
  // <html lang> once the texts are in that language (not while i18next is still on its way).
  await follow(language);
  if (call !== latestShow || language === shownLanguage) return;
  shownLanguage = language;
  await Promise.all([...shownListeners].map(async (listener) => listener(language)));
}

/** The user picked `language` in a switch: show it, remember it here and tell the listeners (the account). */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  await Promise.all([...chosenListeners].map(async (listener) => listener(language)));
}

/**
 * A sign-in (or a renewed token) carries the account's locale claim: the page follows it and
 * this device remembers it, so the next page starts in it.
 */
export function applyAccountLanguage(locale: string | null | undefined): Promise<void> {
  if (!locale) return Promise.resolve();
  return showLanguage(languageOf(locale));
}

/** The namespace's `t` now: i18next's once loaded, else the bundled English. */
function fixedT<N extends Namespace>(namespace: N): TFunction<N> {
  if (engine) return engine.getFixedT(null, namespace);
  const texts = englishTexts.get(namespace);
  return ((key: string, options?: EnglishOptions) => translateEnglish(texts, key, options)) as unknown as TFunction<N>;
}

/** What a namespace's hook returns: react-i18next's `useTranslation` shape, without its i18n instance. */
export type NamespaceText<N extends Namespace> = {
  t: TFunction<N>;
  /** The language shown (`i18n.language` as in `useTranslation`). */
  i18n: { language: Language };
  ready: true;
};

/**
 * A feature's namespace: adds its English texts (bundled with the feature's code) and returns the
 * feature's translation hook, typed by those texts. Call once per namespace, in the feature's
 * `i18n.ts`:
 *
 *     import en from '@/i18n/locales/en/home.json';
 *     export const useHomeText = defineNamespace('home', en);
 */
export function defineNamespace<N extends Namespace>(namespace: N, english: NamespaceResources[N]) {
  if (!englishTexts.has(namespace)) {
    englishTexts.set(namespace, english);
    if (engine) addEnglish(engine, namespace, english);
  }
  // A feature loaded on a Spanish page (a route's chunk) fetches its Spanish at once, while the
  // route's other chunks and data load, rather than on its first render.
  if (engine && engine.language !== DEFAULT_LANGUAGE) void engine.loadNamespaces(namespace);
  // One answer per state of the texts, shared by the namespace's components: `t` keeps its
  // identity until the language or the texts change (as react-i18next's did).
  let shown: { at: number; text: NamespaceText<N> } | undefined;
  return function useNamespaceText(): NamespaceText<N> {
    const at = useSyncExternalStore(subscribe, version, version);
    if (shown?.at !== at) shown = { at, text: { t: fixedT(namespace), i18n: { language: currentLanguage() }, ready: true } };
    return shown.text;
  };
}

/**
 * What the app asks of the translation machinery besides `t`, whether i18next is loaded or not
 * (i18next's own names): the language shown, and waiting for namespaces' texts in it (a route
 * loader that must not render before the page's Spanish has arrived).
 */
export const i18n = {
  get language(): Language {
    return currentLanguage();
  },
  /** Resolves once the namespaces' texts in the language shown are here (at once in English without i18next). */
  async loadNamespaces(namespaces: Namespace | readonly Namespace[]): Promise<void> {
    if (engine) await engine.loadNamespaces(typeof namespaces === 'string' ? namespaces : [...namespaces]);
  },
};

/**
 * The namespace's `t` outside components (route titles, rules that return a message): read at
 * call time, so it answers in the language shown then.
 */
export function textOf<N extends Namespace>(namespace: N): TFunction<N> {
  return ((...args: unknown[]) => (fixedT(namespace) as unknown as (...a: unknown[]) => string)(...args)) as unknown as TFunction<N>;
}
