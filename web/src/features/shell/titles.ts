import en from '@/i18n/locales/en/titles.json';
import { defineNamespace, i18n, textOf } from '@/i18n';
import { pageHead } from './pageHead';

/**
 * The browser tab titles of the routes whose feature is not loaded with the route file (issue 17):
 * one small namespace in the entry chunk, so a route file does not pull a feature's catalogue.
 */
export const useTitlesText = defineNamespace('titles', en);

type TitleKey = keyof typeof en;

/**
 * A route's `head` from the catalogue: waits for the titles' Spanish when the page is Spanish (a
 * page starting in Spanish, a first navigation after the switch), then names the screen. main.tsx
 * reads the heads again when the language changes.
 */
export async function titledHead(key: Exclude<TitleKey, 'makeAChange'>) {
  await i18n.loadNamespaces('titles');
  return pageHead(textOf('titles')(key));
}

/** The policy change pages' title (doc 3 §2): the policy number, then "Make a Change". */
export async function makeAChangeHead(policyNumber: string) {
  await i18n.loadNamespaces('titles');
  return pageHead(textOf('titles')('makeAChange', { policyNumber }));
}
