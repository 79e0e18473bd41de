/** `%`, `_` and `\` taken literally in a LIKE pattern (the default escape character is `\`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
