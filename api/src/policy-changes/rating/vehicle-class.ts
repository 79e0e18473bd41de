import type { VehicleClass } from './types';

/**
 * The rating class of a body as NHTSA vPIC names it (the "BodyClass" a VIN decodes to, e.g.
 * "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)"). Open-top bodies rate as sports
 * cars; sedans, coupes, hatchbacks, wagons and anything unrecognised rate as a car, the base
 * class (factor 1.00), so a vehicle is never refused for an unusual body name.
 */
export function vehicleClassFromBodyClass(bodyClass: string | null | undefined): VehicleClass {
  const body = (bodyClass ?? '').toLowerCase();
  if (body.includes('pickup')) return 'pickup';
  if (body.includes('sport utility') || body.includes('crossover') || body.includes('suv')) return 'suv';
  if (body.includes('van')) return 'van';
  if (body.includes('convertible') || body.includes('cabriolet') || body.includes('roadster')) return 'sports';
  return 'car';
}

/**
 * The rating class of the core records' body type codes (Vehicle.bodyTypeId as the demo book
 * uses them: 2 sedan, 4 SUV, 5 wagon, 6 van, 9 pickup). Unknown codes rate as a car.
 */
export const VEHICLE_CLASS_BY_BODY_TYPE_ID: Readonly<Record<number, VehicleClass>> = {
  2: 'car',
  4: 'suv',
  5: 'car',
  6: 'van',
  9: 'pickup',
};

export function vehicleClassFromBodyTypeId(bodyTypeId: number | null | undefined): VehicleClass {
  return (bodyTypeId != null ? VEHICLE_CLASS_BY_BODY_TYPE_ID[bodyTypeId] : undefined) ?? 'car';
}
