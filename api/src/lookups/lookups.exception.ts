import { statusException, type StatusTable } from '../common/errors/app-exception';

/**
 * Why a lookup was refused: the code reaches the client (the reply's `code`, listed in the spec's
 * ErrorCode) and the log. A vehicle that is not found is not one: it answers valid:false.
 */
export enum LookupsExceptionCode {
  /** The zip data does not know the zip code (the screens ignore it, doc 3 §8). */
  ZipNotFound = 'LOOKUP_ZIP_NOT_FOUND',
  /** The vehicle or zip data (or a carrier's service behind the port) cannot be reached. */
  DataUnavailable = 'LOOKUP_DATA_UNAVAILABLE',
}

export const LOOKUP_MESSAGES = {
  zipNotFound: 'We could not find this zip code. Enter the city, state and county yourself.',
  vehicleDataUnavailable: 'Vehicle information is not available right now. Please try again shortly.',
  zipDataUnavailable: 'Zip code information is not available right now. Please try again shortly.',
} as const;

/** The messages depend on what was looked up: the caller gives them. */
const STATUS: StatusTable<LookupsExceptionCode> = {
  [LookupsExceptionCode.ZipNotFound]: 404,
  [LookupsExceptionCode.DataUnavailable]: 503,
};

export class LookupsException extends statusException(STATUS) {}
