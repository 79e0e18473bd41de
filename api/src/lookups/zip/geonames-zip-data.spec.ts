import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LookupDataUnavailableError } from '../vehicle-data.port';
import { GeoNamesZipData, parseGeoNames } from './geonames-zip-data';

describe(GeoNamesZipData.name, () => {
  const zips = new GeoNamesZipData();

  it('finds the state, city and county of a residential zip (46250 is Indianapolis, Marion County, IN)', async () => {
    await expect(zips.lookup('46250')).resolves.toEqual({ stateAbbrev: 'IN', city: 'Indianapolis', county: 'Marion' });
  });

  it('finds P.O. box zips, which lienholder addresses often use (46206, Indianapolis)', async () => {
    await expect(zips.lookup('46206')).resolves.toEqual({ stateAbbrev: 'IN', city: 'Indianapolis', county: 'Marion' });
  });

  it('gives a zip that spans counties the county of its main area (46077 Zionsville is in Boone County)', async () => {
    await expect(zips.lookup('46077')).resolves.toEqual({ stateAbbrev: 'IN', city: 'Zionsville', county: 'Boone' });
  });

  it('knows zips across the country, with leading zeros kept (00501 Holtsville NY, 90210 Beverly Hills CA)', async () => {
    await expect(zips.lookup('00501')).resolves.toEqual({ stateAbbrev: 'NY', city: 'Holtsville', county: 'Suffolk' });
    await expect(zips.lookup('90210')).resolves.toEqual({ stateAbbrev: 'CA', city: 'Beverly Hills', county: 'Los Angeles' });
  });

  it('answers null for a zip no place has (00000, 99999)', async () => {
    await expect(zips.lookup('00000')).resolves.toBeNull();
    await expect(zips.lookup('99999')).resolves.toBeNull();
  });

  it('answers null for a military APO zip, which has no state, city or county to fill a form with', async () => {
    await expect(zips.lookup('09001')).resolves.toBeNull();
  });

  it('keeps the line with a state when a zip has a military line too (96860, Honolulu)', async () => {
    await expect(zips.lookup('96860')).resolves.toEqual({ stateAbbrev: 'HI', city: 'Jbphh', county: 'Honolulu' });
  });

  it('loads the file once and answers every later lookup from memory', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-zip-'));
    const file = join(folder, 'US.txt');
    writeFileSync(file, 'US\t46250\tIndianapolis\tIndiana\tIN\tMarion\t097\t\t\t39.9048\t-86.0673\t4\n');
    try {
      const own = new GeoNamesZipData(file);
      const indianapolis = { stateAbbrev: 'IN', city: 'Indianapolis', county: 'Marion' };
      await expect(Promise.all([own.lookup('46250'), own.lookup('99999')])).resolves.toEqual([indianapolis, null]);
      rmSync(file); // later lookups must not read the file again
      await expect(own.lookup('46250')).resolves.toEqual(indianapolis);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reports a file it cannot read as unavailable, and tries again on the next lookup', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-zip-'));
    const file = join(folder, 'US.txt');
    try {
      const own = new GeoNamesZipData(file);
      await expect(own.lookup('46250')).rejects.toBeInstanceOf(LookupDataUnavailableError);
      writeFileSync(file, 'US\t46250\tIndianapolis\tIndiana\tIN\tMarion\t097\t\t\t39.9\t-86.0\t4\n');
      await expect(own.lookup('46250')).resolves.toMatchObject({ city: 'Indianapolis' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads only US lines of five-digit zips that have a state', async () => {
    const places = await parseGeoNames(
      ['US\t1234\tShort\tX\tXX\tC', 'CA\t12345\tToronto\tOntario\tON\tC', 'US\t09001\tAPO AA\t\t\t\t', 'US\t46250\tIndianapolis\tIndiana\tIN\tMarion', ''].join(
        '\n',
      ),
    );
    expect([...places.keys()]).toEqual(['46250']);
  });
});
