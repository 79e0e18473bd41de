import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { CommonException } from '../common/errors/app-exception';
import { isValidVin, US_STATES } from '../core';
import { LOOKUP_MESSAGES, LookupsException, LookupsExceptionCode } from './lookups.exception';
import { type VehicleInvalidReason, VehicleLookup, type VehicleLookupQuery, type VehicleStyle } from './dto/vehicle-lookup.dto';
import type { ZipCodeLookup } from './dto/zip-code-lookup.dto';
import { LookupDataUnavailableError, VehicleData, type VehicleDataContext } from './vehicle-data.port';
import { ZipData } from './zip-data.port';

/** What the user reads when a vehicle lookup finds nothing (the screen marks the vehicle invalid). */
export const VEHICLE_INVALID_MESSAGES: Record<VehicleInvalidReason, string> = {
  VIN_INVALID: 'This VIN is not valid. Check the 17 characters and try again.',
  VIN_NOT_DECODED: 'We could not find a vehicle with this VIN. Check the 17 characters, or add the vehicle by year, make and model.',
  YEAR_NOT_FOUND: 'We have no vehicles for this year.',
  MAKE_NOT_FOUND: 'We have no vehicles of this make for this year.',
  MODEL_NOT_FOUND: 'We have no vehicles of this model for this make and year.',
};

const STATE_IDS = new Map(US_STATES.map((s) => [s.abbreviation, s.id]));

/** The latest model year a lookup may ask about (doc 3 §9: vehicle years 1900 to next year). */
export function latestModelYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

function emptyLookup(): VehicleLookup {
  return { valid: true, vin: null, year: null, make: null, model: null, bodyClass: null, makes: [], models: [], styles: [] };
}

function invalid(lookup: VehicleLookup, reason: VehicleInvalidReason): VehicleLookup {
  return { ...lookup, valid: false, invalidReason: reason, message: VEHICLE_INVALID_MESSAGES[reason] };
}

/**
 * The lookups of doc 3 §7 over the VehicleData and ZipData ports: checks what the query asks
 * for, calls the port, and answers in the spec's shapes. Public data: no ownership to check.
 */
@Injectable()
export class LookupsService implements OnModuleDestroy {
  constructor(
    @Inject(VehicleData) private readonly vehicles: VehicleData,
    @Inject(ZipData) private readonly zips: ZipData,
  ) {}

  async lookupVehicle(query: VehicleLookupQuery, now = new Date()): Promise<VehicleLookup> {
    const context: VehicleDataContext = query.versionId !== undefined ? { versionId: Number(query.versionId) } : {};
    if (query.vin !== undefined) return this.byVin(query.vin.toUpperCase(), context);
    const problems: Record<string, string> = {};
    if (query.year === undefined) problems.year = 'Give a VIN, or a year (with a make for its models, and a model for its styles).';
    else if (query.year > latestModelYear(now)) problems.year = `The year must be from 1900 to ${latestModelYear(now)}.`;
    if (query.model !== undefined && query.make === undefined) problems.make = 'Give the make of the model.';
    if (Object.keys(problems).length) throw CommonException.validation(problems);
    const year = query.year!;
    return this.unavailableAs503('vehicle', async () => {
      const base = { ...emptyLookup(), year };
      if (query.make === undefined) {
        const makes = await this.vehicles.makes(year, context);
        return makes.length ? { ...base, makes } : invalid(base, 'YEAR_NOT_FOUND');
      }
      if (query.model === undefined) {
        const found = await this.vehicles.models(year, query.make, context);
        return found ? { ...base, make: found.make, models: found.models } : invalid(base, 'MAKE_NOT_FOUND');
      }
      const found = await this.vehicles.styles(year, query.make, query.model, context);
      if (found) return { ...base, make: found.make, model: found.model, styles: found.styles.map(toStyle) };
      const make = await this.vehicles.models(year, query.make, context);
      return make ? invalid({ ...base, make: make.make }, 'MODEL_NOT_FOUND') : invalid(base, 'MAKE_NOT_FOUND');
    });
  }

  private async byVin(vin: string, context: VehicleDataContext): Promise<VehicleLookup> {
    const base = { ...emptyLookup(), vin };
    // 17 letters and digits were checked by the DTO; I, O, Q and the check digit here (core/vin.ts).
    if (!isValidVin(vin)) return invalid(base, 'VIN_INVALID');
    const decoded = await this.unavailableAs503('vehicle', () => this.vehicles.decodeVin(vin, context));
    if (!decoded) return invalid(base, 'VIN_NOT_DECODED');
    return { ...base, year: decoded.year, make: decoded.make, model: decoded.model, bodyClass: decoded.bodyClass, styles: decoded.styles.map(toStyle) };
  }

  async lookupZipCode(zip: string): Promise<ZipCodeLookup> {
    const place = await this.unavailableAs503('zip', () => this.zips.lookup(zip));
    if (!place) throw new LookupsException(LookupsExceptionCode.ZipNotFound, [LOOKUP_MESSAGES.zipNotFound]);
    return { zip, stateAbbrev: place.stateAbbrev, stateId: STATE_IDS.get(place.stateAbbrev) ?? null, city: place.city, county: place.county };
  }

  /** A port whose data cannot be reached answers 503 (try again), never a 500. */
  private async unavailableAs503<T>(what: 'vehicle' | 'zip', call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof LookupDataUnavailableError)) throw err;
      const message = what === 'vehicle' ? LOOKUP_MESSAGES.vehicleDataUnavailable : LOOKUP_MESSAGES.zipDataUnavailable;
      throw new LookupsException(LookupsExceptionCode.DataUnavailable, [message], `${err.message}: ${String((err.cause as Error | undefined)?.message ?? '')}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const closable = this.vehicles as Partial<{ close(): Promise<void> }>;
    await closable.close?.();
  }
}

function toStyle(s: { id: string; name: string; bodyClass: string | null }): VehicleStyle {
  return { id: s.id, name: s.name, bodyClass: s.bodyClass };
}
