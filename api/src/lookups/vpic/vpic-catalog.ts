import type { DatabaseSync } from 'node:sqlite';
import type { VehicleStyleData } from '../vehicle-data.port';
import { breadth, intersectKeys, type KeyConstraint, parseKey, sameKey } from './vin-keys';

/** vPIC vehicle types a personal auto policy insures: passenger car, truck, MPV (SUVs, vans). */
const PERSONAL_AUTO_TYPES = '2, 3, 7';

/** vPIC element ids (table Element). */
const ELEMENT = { body: 5, doors: 14, drive: 15, model: 28, series: 34, trim: 38 } as const;

/** The order in which a model's patterns are refined into styles, and how each is named. */
const STYLE_ELEMENTS = [ELEMENT.trim, ELEMENT.series, ELEMENT.doors, ELEMENT.body, ELEMENT.drive] as const;

/** The vehicle record keeps at most 80 characters of style (core Vehicle.style). */
export const STYLE_NAME_MAX = 80;

const BODY_CLASS_SHORT: Readonly<Record<string, string>> = {
  'Convertible/Cabriolet': 'Convertible',
  'Hatchback/Liftback/Notchback': 'Hatchback',
  'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)': 'SUV',
  'Crossover Utility Vehicle (CUV)': 'CUV',
  'Sedan/Saloon': 'Sedan',
  'Sport Utility Truck (SUT)': 'SUT',
  'Low Speed Vehicle (LSV) / Neighborhood Electric Vehicle (NEV)': 'LSV',
};

/** A vPIC body class as a style shows it: "Sedan/Saloon" is Sedan, "Crossover Utility Vehicle (CUV)" is CUV. */
export function shortBodyClass(name: string | null | undefined): string | null {
  if (!name) return null;
  return BODY_CLASS_SHORT[name] ?? name.split('/')[0]!.trim();
}

const DRIVE_SHORT: Readonly<Record<string, string>> = {
  'FWD/Front-Wheel Drive': 'FWD',
  'RWD/Rear-Wheel Drive': 'RWD',
  'AWD/All-Wheel Drive': 'AWD',
  '4WD/4-Wheel Drive/4x4': '4WD',
  '4x2': '2WD',
  '2WD/4WD': '2WD/4WD',
};

/** The id of a style: its name in upper case without accents, every run of other characters a dash. */
export function styleId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * A style's name from the values its patterns gave, in the order trim (or series), doors,
 * body, drive: "EX-L 4D Sedan", "XLE 5D SUV", "Big Horn Pickup 4WD". A trim too long for the
 * vehicle record is cut, never the body or drive.
 */
export function styleName(parts: Partial<Record<number, string>>): string {
  const doors = parts[ELEMENT.doors];
  const rest = [
    doors && /^\d+$/.test(doors) ? `${doors}D` : undefined,
    shortBodyClass(parts[ELEMENT.body]),
    parts[ELEMENT.drive] && DRIVE_SHORT[parts[ELEMENT.drive]!],
  ]
    .filter(Boolean)
    .join(' ');
  let trim = (parts[ELEMENT.trim] ?? parts[ELEMENT.series] ?? '').replace(/\s+/g, ' ').trim();
  const room = STYLE_NAME_MAX - (rest ? rest.length + 1 : 0);
  if (trim.length > room) trim = `${trim.slice(0, Math.max(room - 1, 0)).trimEnd()}…`;
  return [trim, rest].filter(Boolean).join(' ');
}

interface AttributeRow {
  schemaId: number;
  keys: string;
  elementId: number;
  value: string;
}

interface Combination {
  key: KeyConstraint;
  parts: Partial<Record<number, string>>;
}

/**
 * Year, make, model and style lists read from the vPIC catalogue. A model's styles are the
 * combinations of its trim (or series), doors, body class and drive patterns that some VIN
 * of the model can have: each pattern narrows the model's key, and a pattern whose key cannot
 * meet it does not apply (vin-keys.ts).
 */
export class VpicCatalog {
  constructor(private readonly db: DatabaseSync) {}

  makes(year: number): string[] {
    const rows = this.db
      .prepare(
        `select distinct trim(mk.Name) as name
           from Wmi w
           join Wmi_VinSchema wvs on wvs.WmiId = w.Id
           join Wmi_Make wm on wm.WmiId = w.Id
           join Make mk on mk.Id = wm.MakeId
          where ? between wvs.YearFrom and coalesce(wvs.YearTo, 9999)
            and w.VehicleTypeId in (${PERSONAL_AUTO_TYPES})
            and exists (select 1 from Pattern p join Make_Model mm on mm.ModelId = cast(p.AttributeId as integer)
                         where p.VinSchemaId = wvs.VinSchemaId and p.ElementId = ${ELEMENT.model} and mm.MakeId = mk.Id)
          order by name collate nocase`,
      )
      .all(year) as Array<{ name: string }>;
    return rows.map((r) => r.name);
  }

  /** The make as the catalogue spells it, matched without regard to case. */
  findMake(make: string): { id: number; name: string } | null {
    const row = this.db.prepare('select Id as id, trim(Name) as name from Make where trim(Name) = ? collate nocase limit 1').get(make.trim()) as
      { id: number; name: string } | undefined;
    return row ?? null;
  }

  private schemaIds(year: number, makeId: number): number[] {
    const rows = this.db
      .prepare(
        `select distinct wvs.VinSchemaId as id
           from Wmi_Make wm
           join Wmi w on w.Id = wm.WmiId
           join Wmi_VinSchema wvs on wvs.WmiId = w.Id
          where wm.MakeId = ? and ? between wvs.YearFrom and coalesce(wvs.YearTo, 9999)
            and w.VehicleTypeId in (${PERSONAL_AUTO_TYPES})`,
      )
      .all(makeId, year) as Array<{ id: number }>;
    return rows.map((r) => r.id);
  }

  models(year: number, makeId: number): string[] {
    const schemas = this.schemaIds(year, makeId);
    if (!schemas.length) return [];
    const rows = this.db
      .prepare(
        `select distinct trim(m.Name) as name
           from Pattern p
           join Make_Model mm on mm.ModelId = cast(p.AttributeId as integer)
           join Model m on m.Id = mm.ModelId
          where p.ElementId = ${ELEMENT.model} and mm.MakeId = ?
            and p.VinSchemaId in (${schemas.map(() => '?').join(', ')})
          order by name collate nocase`,
      )
      .all(makeId, ...schemas) as Array<{ name: string }>;
    return rows.map((r) => r.name);
  }

  /**
   * The styles of a model (any case) in a year, or null when the make has no such model that
   * year. With `only`, just the styles a VIN matching it can have.
   */
  styles(year: number, makeId: number, model: string, only?: KeyConstraint): { model: string; styles: VehicleStyleData[] } | null {
    const schemas = this.schemaIds(year, makeId);
    if (!schemas.length) return null;
    const modelRows = this.db
      .prepare(
        `select p.VinSchemaId as schemaId, p.Keys as keys, trim(m.Name) as name
           from Pattern p
           join Make_Model mm on mm.ModelId = cast(p.AttributeId as integer)
           join Model m on m.Id = mm.ModelId
          where p.ElementId = ${ELEMENT.model} and mm.MakeId = ? and trim(m.Name) = ? collate nocase
            and p.VinSchemaId in (${schemas.map(() => '?').join(', ')})`,
      )
      .all(makeId, model.trim(), ...schemas) as Array<{ schemaId: number; keys: string; name: string }>;
    if (!modelRows.length) return null;
    const modelSchemas = [...new Set(modelRows.map((r) => r.schemaId))];
    const attributes = this.db
      .prepare(
        `select p.VinSchemaId as schemaId, p.Keys as keys, p.ElementId as elementId,
                trim(coalesce(bs.Name, dt.Name, p.AttributeId)) as value
           from Pattern p
           left join BodyStyle bs on p.ElementId = ${ELEMENT.body} and bs.Id = cast(p.AttributeId as integer)
           left join DriveType dt on p.ElementId = ${ELEMENT.drive} and dt.Id = cast(p.AttributeId as integer)
          where p.ElementId in (${STYLE_ELEMENTS.join(', ')})
            and p.VinSchemaId in (${modelSchemas.map(() => '?').join(', ')})`,
      )
      .all(...modelSchemas) as unknown as AttributeRow[];
    const bySchema = new Map<number, Array<AttributeRow & { key: KeyConstraint }>>();
    for (const a of attributes) {
      if (!a.value) continue;
      const list = bySchema.get(a.schemaId) ?? [];
      list.push({ ...a, key: parseKey(a.keys) });
      bySchema.set(a.schemaId, list);
    }
    const styles = new Map<string, VehicleStyleData>();
    for (const row of modelRows) {
      const start = only ? intersectKeys(parseKey(row.keys), only) : parseKey(row.keys);
      if (!start) continue;
      for (const combination of this.combinations(start, bySchema.get(row.schemaId) ?? [])) {
        const name = styleName(combination.parts);
        const id = styleId(name);
        if (id && !styles.has(id)) styles.set(id, { id, name, bodyClass: shortBodyClass(combination.parts[ELEMENT.body]) });
      }
    }
    const canonical = modelRows[0]!.name;
    if (!styles.size && !only) {
      // vPIC names the model but none of its trims or bodies: the model itself is the one style.
      const name = canonical.slice(0, STYLE_NAME_MAX);
      return { model: canonical, styles: [{ id: styleId(name) || 'MODEL', name, bodyClass: null }] };
    }
    return { model: canonical, styles: [...styles.values()].sort((a, b) => a.name.localeCompare(b.name)) };
  }

  /** Splits a model's key by each style element in turn; an element with no pattern that meets the key leaves it whole. */
  private combinations(start: KeyConstraint, attributes: Array<AttributeRow & { key: KeyConstraint }>): Combination[] {
    let combinations: Combination[] = [{ key: start, parts: {} }];
    for (const element of STYLE_ELEMENTS) {
      const patterns = attributes.filter((a) => a.elementId === element);
      if (!patterns.length) continue;
      const next: Combination[] = [];
      for (const c of combinations) {
        // Trim and series name the same thing: a series only where no trim was found.
        if (element === ELEMENT.series && c.parts[ELEMENT.trim]) {
          next.push(c);
          continue;
        }
        const meeting = patterns
          .map((p) => ({ p, key: intersectKeys(c.key, p.key) }))
          .filter((m): m is { p: (typeof patterns)[number]; key: KeyConstraint } => m.key !== null);
        if (!meeting.length) {
          next.push(c);
          continue;
        }
        // A pattern that covers the whole combination names it; when several do, the most
        // specific wins (as in vPIC's own decoding). Patterns that cover part of it split that
        // part off with their value.
        const covering = meeting.filter((m) => sameKey(m.key, c.key)).sort((a, b) => breadth(a.p.key) - breadth(b.p.key));
        if (covering.length) next.push({ key: c.key, parts: { ...c.parts, [element]: covering[0]!.p.value } });
        for (const m of meeting) if (!sameKey(m.key, c.key)) next.push({ key: m.key, parts: { ...c.parts, [element]: m.p.value } });
      }
      combinations = dedupe(next);
    }
    return combinations;
  }
}

/** Combinations with the same parts and the same key are one. */
function dedupe(combinations: Combination[]): Combination[] {
  const seen = new Map<string, Combination>();
  for (const c of combinations) {
    const id = JSON.stringify([c.parts, [...c.key].map(([p, s]) => [p, [...s].sort().join('')])]);
    if (!seen.has(id)) seen.set(id, c);
  }
  return [...seen.values()];
}
