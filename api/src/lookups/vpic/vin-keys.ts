/**
 * vPIC pattern keys. A vPIC VIN schema describes a make's VINs with patterns: a key (which
 * characters at which VIN positions) and the value of one element (model, trim, body class...)
 * that the VINs matching the key have. A key is written from VIN position 4: a literal
 * character, `*` (any) or a class `[A-D3]` (ranges allowed) per position; a `|` ends the part
 * for positions 4-8 and what follows is read from position 10 (position 9, the check digit, is
 * never part of a key). Two patterns can describe the same vehicle only when some VIN matches
 * both keys, that is when at every position their allowed characters meet.
 */

/** Allowed characters per VIN position (1-based); a position that is absent allows any. */
export type KeyConstraint = ReadonlyMap<number, ReadonlySet<string>>;

function parseClass(body: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    if (i + 2 < body.length && body[i + 1] === '-') {
      for (let c = body.charCodeAt(i); c <= body.charCodeAt(i + 2); c++) out.add(String.fromCharCode(c));
      i += 2;
    } else {
      out.add(body[i]!);
    }
  }
  return out;
}

function parsePart(part: string, firstPosition: number, into: Map<number, Set<string>>): void {
  let position = firstPosition;
  for (let i = 0; i < part.length; position++) {
    const c = part[i]!;
    if (c === '[') {
      const end = part.indexOf(']', i);
      if (end < 0) throw new Error(`Unclosed class in vPIC key part "${part}"`);
      into.set(position, parseClass(part.slice(i + 1, end).toUpperCase()));
      i = end + 1;
    } else {
      if (c !== '*') into.set(position, new Set([c.toUpperCase()]));
      i++;
    }
  }
}

/** Reads a vPIC key (`FC2F[5-7]`, `*****|*U`) into the characters it allows per VIN position. */
export function parseKey(key: string): KeyConstraint {
  const out = new Map<number, Set<string>>();
  const bar = key.indexOf('|');
  if (bar < 0) {
    parsePart(key, 4, out);
  } else {
    parsePart(key.slice(0, bar), 4, out);
    parsePart(key.slice(bar + 1), 10, out);
  }
  return out;
}

/** The VINs both constraints allow, or null when no VIN matches both. */
export function intersectKeys(a: KeyConstraint, b: KeyConstraint): KeyConstraint | null {
  const out = new Map<number, ReadonlySet<string>>(a);
  for (const [position, allowed] of b) {
    const mine = out.get(position);
    if (!mine) {
      out.set(position, allowed);
      continue;
    }
    const both = new Set([...mine].filter((c) => allowed.has(c)));
    if (both.size === 0) return null;
    out.set(position, both);
  }
  return out;
}

/** True when the VIN (upper case) has an allowed character at every constrained position. */
export function keyMatchesVin(key: KeyConstraint, vin: string): boolean {
  for (const [position, allowed] of key) {
    const c = vin[position - 1];
    if (c === undefined || !allowed.has(c)) return false;
  }
  return true;
}

/** The constraint that only this VIN's own characters satisfy (positions 4-8 and 10-17). */
export function vinConstraint(vin: string): KeyConstraint {
  const out = new Map<number, ReadonlySet<string>>();
  for (let position = 4; position <= 17; position++) if (position !== 9) out.set(position, new Set([vin[position - 1]!]));
  return out;
}

/** True when both constraints allow exactly the same VINs. */
export function sameKey(a: KeyConstraint, b: KeyConstraint): boolean {
  if (a.size !== b.size) return false;
  for (const [position, allowed] of a) {
    const other = b.get(position);
    if (!other || other.size !== allowed.size) return false;
    for (const c of allowed) if (!other.has(c)) return false;
  }
  return true;
}

/** How many characters a VIN position may hold (letters and digits but I, O and Q). */
const VIN_CHARACTERS = 33;

/** How many VINs a constraint allows, relatively: the smaller, the more specific the pattern. */
export function breadth(key: KeyConstraint): number {
  let n = 1;
  for (let position = 4; position <= 17; position++) n *= key.get(position)?.size ?? VIN_CHARACTERS;
  return n;
}
