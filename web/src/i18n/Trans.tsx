import type { ParseKeys, TFunction } from 'i18next';
import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';
import type { Namespace } from './resources';

/*
 * A translated sentence with elements inside (a link, bold text): the text's `<name>words</name>`
 * becomes `components.name` with those words as its children. The portal's own, so it works on a
 * page without i18next (the /login entry in English) as on one with it; it takes the namespace's
 * `t` (from its hook), which decides the language. Used as react-i18next's was:
 *
 *     "consent": "I accept the <terms>terms of use</terms>."
 *     <Trans t={t} i18nKey="consent" components={{ terms: <AppLink to="/terms" /> }} />
 */

type Components = Readonly<Record<string, ReactElement>>;

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

function withElements(text: string, components: Components): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = match[3] ?? '', inner] = match;
    if (match.index > last) out.push(text.slice(last, match.index));
    const element = components[name];
    const children = inner === undefined ? [] : withElements(inner, components);
    // An element the caller did not give: its words alone.
    out.push(element ? cloneElement(element, { key: out.length }, ...children) : <Fragment key={out.length}>{children}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Trans<N extends Namespace>({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction<N>;
  i18nKey: ParseKeys<N>;
  values?: Readonly<Record<string, unknown>>;
  components?: Components;
}) {
  const text = (t as unknown as (key: string, options?: object) => string)(i18nKey as string, values);
  return <>{withElements(text, components)}</>;
}
