/**
 * Set up for every unit test file. Files that render components declare
 * `@jest-environment jsdom` in their first comment; for them this adds Testing Library's
 * matchers and the browser APIs Mantine expects that jsdom lacks.
 */
import '@testing-library/jest-dom';
// The catalogue in English, as every page starts (without i18next: i18n/README.md): tests
// assert the English texts.
import { i18n } from '@/i18n/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';

if (i18n.language !== DEFAULT_LANGUAGE) throw new Error('Unit tests run in English: i18n must start in English');

if (typeof window !== 'undefined') {
  // Rendering and typing in jsdom is slow on a shared machine: allow more than the default 5 s.
  jest.setTimeout(30_000);
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  window.scrollTo = () => undefined;
}
