/** A `{name}` placeholder in a catalogue key. */
export const TEMPLATE_PLACEHOLDER = /\{\w+\}/;

interface Template {
  pattern: RegExp;
  names: string[];
  spanish: string;
}

/**
 * The lookup of a catalogue's templated keys (issue 17), shared by the messages (translate.ts)
 * and the closed-list values (data-text.ts): a key such as 'Scheduled for {date}.' matches the
 * English the API built with its values, and the values take the same places in the Spanish.
 * `slots` narrows what a named slot may hold (any text otherwise); `dotAll` lets a slot span
 * lines. The keys are compiled once, on the first lookup.
 */
export function templateLookup(
  catalogue: ReadonlyMap<string, string>,
  slots: Readonly<Record<string, string>> = {},
  dotAll = false,
): (english: string) => string | undefined {
  let compiled: Template[] | undefined;
  const templates = (): Template[] =>
    (compiled ??= [...catalogue]
      .filter(([english]) => TEMPLATE_PLACEHOLDER.test(english))
      .map(([english, spanish]) => {
        const names: string[] = [];
        const source = english
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(name);
            return `(${slots[name] ?? '.+?'})`;
          })
          .join('');
        return { pattern: new RegExp(`^${source}$`, dotAll ? 's' : ''), names, spanish };
      }));
  return (english) => {
    for (const { pattern, names, spanish } of templates()) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
      return spanish.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
    }
    return undefined;
  };
}
