import { constraintOf, ruleFor } from '@/forms/constraints';
import type { AddressValues } from './rules/forms';

/**
 * The field rules the change forms take from the spec (generated-client's constraints): the
 * VIN's and zip's formats and every text field's maximum length. The rules stated in words
 * (which fields a choice makes required) are in rules/forms.ts.
 */
export const vinFormat = ruleFor('RateVehicleRequest', 'vin', 'VIN');
export const zipFormat = ruleFor('CreditorForm', 'creditorAddressZip', 'Zip code');

const max = (schema: 'RateVehicleRequest' | 'CreditorForm', field: string) => (constraintOf(schema, field as never) as { maxLength?: number }).maxLength;

export const VIN_LENGTH = constraintOf('RateVehicleRequest', 'vin').maxLength ?? 17;

export const garagingMaxLengths: Partial<Record<keyof AddressValues, number>> = {
  houseNumber: max('RateVehicleRequest', 'garagingAddressHouseNumber'),
  streetName: max('RateVehicleRequest', 'garagingAddressStreetName'),
  apartmentNumber: max('RateVehicleRequest', 'garagingAddressApartmentNumber'),
  poBox: max('RateVehicleRequest', 'garagingAddressPOBox'),
  city: max('RateVehicleRequest', 'garagingAddressCity'),
  county: max('RateVehicleRequest', 'garagingAddressCounty'),
};

export const creditorMaxLengths = {
  businessName: max('CreditorForm', 'creditorBusinessName'),
  firstName: max('CreditorForm', 'creditorFirstName'),
  lastName: max('CreditorForm', 'creditorLastName'),
  address: {
    houseNumber: max('CreditorForm', 'creditorAddressHouseNumber'),
    streetName: max('CreditorForm', 'creditorAddressStreetName'),
    apartmentNumber: max('CreditorForm', 'creditorAddressApartmentNumber'),
    poBox: max('CreditorForm', 'creditorAddressPOBox'),
    city: max('CreditorForm', 'creditorAddressCity'),
    county: max('CreditorForm', 'creditorAddressCounty'),
  } as Partial<Record<keyof AddressValues, number>>,
};
