/**
 * The vehicle data port: VIN decoding and the year / make / model / style lists of the add- and
 * replace-vehicle wizards (doc 3 §3). The built-in adapter (`vpic/vpic-vehicle-data.ts`) answers
 * from an offline copy of NHTSA's vPIC catalogue; a carrier plugs in its own service (its rating
 * vehicle tables, a symbol service) by providing another implementation under the `VehicleData`
 * token (see README.md). Callers have already checked the VIN's shape and check digit.
 */

/** A style of a model in a model year: trim, doors, body and drive. */
export interface VehicleStyleData {
  /** Identifies the style within its year, make and model (at most 100 of A-Z a-z 0-9 . _ : -). */
  id: string;
  /** As shown and stored on the vehicle, at most 80 characters. */
  name: string;
  /** Short body class (Sedan, Coupe, Hatchback, SUV, CUV, Minivan, Van, Pickup, ...), or null. */
  bodyClass: string | null;
}

export interface DecodedVehicle {
  year: number;
  make: string;
  model: string;
  bodyClass: string | null;
  /** The styles this VIN can be: usually one; all the model's styles when the VIN does not say. */
  styles: VehicleStyleData[];
}

/** What the caller knows about the policy the vehicle is for. */
export interface VehicleDataContext {
  /** Rating version of the policy term (the policy's versionId): picks an edition of the tables. */
  versionId?: number;
}

export interface VehicleData {
  /** The vehicle a valid 17-character VIN (upper case) stands for, or null when none is known. */
  decodeVin(vin: string, context: VehicleDataContext): Promise<DecodedVehicle | null>;
  /** Makes of passenger cars, light trucks and SUVs of a model year, sorted; empty when none. */
  makes(year: number, context: VehicleDataContext): Promise<string[]>;
  /** The models of a make (any case) in a model year, or null when the make has none that year. */
  models(year: number, make: string, context: VehicleDataContext): Promise<{ make: string; models: string[] } | null>;
  /** The styles of a model, or null when the make (any case) has no such model that year. */
  styles(year: number, make: string, model: string, context: VehicleDataContext): Promise<{ make: string; model: string; styles: VehicleStyleData[] } | null>;
}

/** Nest injection token of the vehicle data port: `@Inject(VehicleData) vehicles: VehicleData`. */
export const VehicleData = Symbol('VehicleData');

/**
 * Thrown by an adapter whose data or service cannot be reached (the data could not be prepared,
 * the carrier's service is down). The API answers 503; anything else thrown is a bug (500).
 */
export class LookupDataUnavailableError extends Error {
  constructor(
    readonly source: string,
    options?: { cause?: unknown },
  ) {
    super(`${source} is not available`, options);
    this.name = 'LookupDataUnavailableError';
  }
}
