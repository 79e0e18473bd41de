import { CommonException } from '../common/errors/app-exception';
import { withVinCheckDigit } from '../core';
import { LookupsException, LookupsExceptionCode } from './lookups.exception';
import { LookupsService, VEHICLE_INVALID_MESSAGES } from './lookups.service';
import { type DecodedVehicle, LookupDataUnavailableError, type VehicleData, type VehicleDataContext, type VehicleStyleData } from './vehicle-data.port';
import type { ZipCodePlace, ZipData } from './zip-data.port';

/** A carrier's vehicle service in miniature: one make, one model, one VIN; it records what it is asked. */
class OneCarVehicleData implements VehicleData {
  readonly calls: Array<{ method: string; context: VehicleDataContext }> = [];
  failure?: Error;
  private readonly style: VehicleStyleData = { id: 'LX-4D-SEDAN', name: 'LX 4D Sedan', bodyClass: 'Sedan' };

  constructor(readonly vin: string) {}

  private record(method: string, context: VehicleDataContext): void {
    this.calls.push({ method, context });
    if (this.failure) throw this.failure;
  }

  async decodeVin(vin: string, context: VehicleDataContext): Promise<DecodedVehicle | null> {
    this.record('decodeVin', context);
    return vin === this.vin ? { year: 2019, make: 'Honda', model: 'Civic', bodyClass: 'Sedan', styles: [this.style] } : null;
  }

  async makes(year: number, context: VehicleDataContext): Promise<string[]> {
    this.record('makes', context);
    return year === 2019 ? ['Honda'] : [];
  }

  async models(year: number, make: string, context: VehicleDataContext) {
    this.record('models', context);
    return year === 2019 && make.toUpperCase() === 'HONDA' ? { make: 'Honda', models: ['Civic'] } : null;
  }

  async styles(year: number, make: string, model: string, context: VehicleDataContext) {
    this.record('styles', context);
    return year === 2019 && make.toUpperCase() === 'HONDA' && model.toUpperCase() === 'CIVIC' ? { make: 'Honda', model: 'Civic', styles: [this.style] } : null;
  }
}

class MapZipData implements ZipData {
  failure?: Error;
  constructor(private readonly places: Record<string, ZipCodePlace>) {}
  async lookup(zip: string): Promise<ZipCodePlace | null> {
    if (this.failure) throw this.failure;
    return this.places[zip] ?? null;
  }
}

const VIN = withVinCheckDigit('2HGFC2F50KH542713');
const NOW = new Date('2026-06-01T12:00:00Z');

describe(LookupsService.name, () => {
  let vehicles: OneCarVehicleData;
  let zips: MapZipData;
  let service: LookupsService;

  beforeEach(() => {
    vehicles = new OneCarVehicleData(VIN);
    zips = new MapZipData({
      '46250': { stateAbbrev: 'IN', city: 'Indianapolis', county: 'Marion' },
      '96799': { stateAbbrev: 'AS', city: 'Pago Pago', county: 'Western' },
    });
    service = new LookupsService(vehicles, zips);
  });

  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CommonException);
    return (err as CommonException).fieldErrors!;
  };

  describe('lookupVehicle by VIN', () => {
    it('answers the decoded vehicle and its styles, with the VIN upper-cased', async () => {
      const lookup = await service.lookupVehicle({ vin: VIN.toLowerCase() }, NOW);
      expect(lookup).toEqual({
        valid: true,
        vin: VIN,
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        bodyClass: 'Sedan',
        makes: [],
        models: [],
        styles: [{ id: 'LX-4D-SEDAN', name: 'LX 4D Sedan', bodyClass: 'Sedan' }],
      });
    });

    it('marks a VIN with a wrong check digit invalid without asking the vehicle data', async () => {
      const wrong = VIN.slice(0, 8) + (VIN[8] === '0' ? '1' : '0') + VIN.slice(9);
      const lookup = await service.lookupVehicle({ vin: wrong }, NOW);
      expect(lookup).toMatchObject({
        valid: false,
        invalidReason: 'VIN_INVALID',
        message: VEHICLE_INVALID_MESSAGES.VIN_INVALID,
        vin: wrong,
        year: null,
        styles: [],
      });
      expect(vehicles.calls).toEqual([]);
    });

    it('marks a VIN with the letter O (never used in VINs) invalid', async () => {
      const lookup = await service.lookupVehicle({ vin: 'O' + VIN.slice(1) }, NOW);
      expect(lookup.invalidReason).toBe('VIN_INVALID');
    });

    it('marks a valid VIN the data does not know invalid (VIN_NOT_DECODED)', async () => {
      const unknown = withVinCheckDigit('1FTFW1ET0CFA31875');
      const lookup = await service.lookupVehicle({ vin: unknown }, NOW);
      expect(lookup).toMatchObject({ valid: false, invalidReason: 'VIN_NOT_DECODED', vin: unknown });
    });

    it('ignores year, make and model when a VIN is given', async () => {
      const lookup = await service.lookupVehicle({ vin: VIN, year: 1999, make: 'Ford', model: 'Taurus' }, NOW);
      expect(lookup).toMatchObject({ valid: true, year: 2019, make: 'Honda' });
    });

    it("hands the policy term's rating version to the vehicle data", async () => {
      await service.lookupVehicle({ vin: VIN, versionId: '7' }, NOW);
      await service.lookupVehicle({ year: 2019 }, NOW);
      expect(vehicles.calls).toEqual([
        { method: 'decodeVin', context: { versionId: 7 } },
        { method: 'makes', context: {} },
      ]);
    });
  });

  describe('lookupVehicle by year, make and model', () => {
    it('lists the makes of a year', async () => {
      await expect(service.lookupVehicle({ year: 2019 }, NOW)).resolves.toMatchObject({ valid: true, year: 2019, makes: ['Honda'], models: [], styles: [] });
    });

    it('lists the models of a make, with the make as the data spells it', async () => {
      await expect(service.lookupVehicle({ year: 2019, make: 'HONDA' }, NOW)).resolves.toMatchObject({
        valid: true,
        make: 'Honda',
        models: ['Civic'],
        makes: [],
      });
    });

    it('lists the styles of a model', async () => {
      await expect(service.lookupVehicle({ year: 2019, make: 'honda', model: 'civic' }, NOW)).resolves.toMatchObject({
        valid: true,
        make: 'Honda',
        model: 'Civic',
        styles: [{ id: 'LX-4D-SEDAN', name: 'LX 4D Sedan', bodyClass: 'Sedan' }],
      });
    });

    it('says why nothing was found: no makes that year, an unknown make, an unknown model', async () => {
      await expect(service.lookupVehicle({ year: 1950 }, NOW)).resolves.toMatchObject({ valid: false, invalidReason: 'YEAR_NOT_FOUND', makes: [] });
      await expect(service.lookupVehicle({ year: 2019, make: 'Packard' }, NOW)).resolves.toMatchObject({
        valid: false,
        invalidReason: 'MAKE_NOT_FOUND',
        make: null,
      });
      await expect(service.lookupVehicle({ year: 2019, make: 'Packard', model: 'Clipper' }, NOW)).resolves.toMatchObject({
        valid: false,
        invalidReason: 'MAKE_NOT_FOUND',
      });
      await expect(service.lookupVehicle({ year: 2019, make: 'honda', model: 'Camry' }, NOW)).resolves.toMatchObject({
        valid: false,
        invalidReason: 'MODEL_NOT_FOUND',
        message: VEHICLE_INVALID_MESSAGES.MODEL_NOT_FOUND,
        make: 'Honda',
        model: null,
      });
    });

    it('refuses a query with neither VIN nor year (400, naming the year)', async () => {
      expect(await refusal(service.lookupVehicle({}, NOW))).toEqual({ year: expect.stringMatching(/^Give a VIN, or a year/) });
      expect(await refusal(service.lookupVehicle({ make: 'Honda' }, NOW))).toHaveProperty('year');
    });

    it('refuses a model without its make', async () => {
      expect(await refusal(service.lookupVehicle({ year: 2019, model: 'Civic' }, NOW))).toEqual({ make: 'Give the make of the model.' });
    });

    it('refuses a year after next year (doc 3 §9: vehicle years 1900 to next year), and takes next year', async () => {
      expect(await refusal(service.lookupVehicle({ year: 2028 }, NOW))).toEqual({ year: 'The year must be from 1900 to 2027.' });
      await expect(service.lookupVehicle({ year: 2027 }, NOW)).resolves.toMatchObject({ invalidReason: 'YEAR_NOT_FOUND' });
    });
  });

  describe('when the data cannot be reached', () => {
    it('answers 503 for a vehicle lookup, by VIN or by year', async () => {
      vehicles.failure = new LookupDataUnavailableError('Vehicle data');
      for (const query of [{ vin: VIN }, { year: 2019 }]) {
        const err = await service.lookupVehicle(query, NOW).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(LookupsException);
        expect(err).toMatchObject({
          code: LookupsExceptionCode.DataUnavailable,
          status: 503,
          userMessages: ['Vehicle information is not available right now. Please try again shortly.'],
        });
      }
    });

    it('answers 503 for a zip lookup', async () => {
      zips.failure = new LookupDataUnavailableError('Zip code data');
      await expect(service.lookupZipCode('46250')).rejects.toMatchObject({
        status: 503,
        userMessages: ['Zip code information is not available right now. Please try again shortly.'],
      });
    });

    it('lets any other failure through as the bug it is (500)', async () => {
      vehicles.failure = new TypeError('boom');
      await expect(service.lookupVehicle({ year: 2019 }, NOW)).rejects.toBeInstanceOf(TypeError);
    });
  });

  describe('lookupZipCode', () => {
    it("answers the zip's state with the policy system's state id, its city and county", async () => {
      await expect(service.lookupZipCode('46250')).resolves.toEqual({ zip: '46250', stateAbbrev: 'IN', stateId: 16, city: 'Indianapolis', county: 'Marion' });
    });

    it('gives a territory no state id (the address forms list the 50 states and DC)', async () => {
      await expect(service.lookupZipCode('96799')).resolves.toMatchObject({ stateAbbrev: 'AS', stateId: null });
    });

    it('answers 404 for a zip the data does not know', async () => {
      await expect(service.lookupZipCode('99999')).rejects.toMatchObject({ code: LookupsExceptionCode.ZipNotFound, status: 404 });
    });
  });
});
