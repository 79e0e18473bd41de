/**
 * The street-address lines every address form asks for (a claim's third party, a policy change's
 * garaging or creditor address), as typed: text, the state as its list id (lib/states). Each form
 * adds its own house-number field and, where asked, the county.
 */
export interface StreetAddressValues {
  streetName: string;
  apartmentNumber: string;
  poBox: string;
  city: string;
  stateId: string;
  zip: string;
}
