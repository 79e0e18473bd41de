import { Property } from '@mikro-orm/decorators/legacy';

/**
 * The last line of a US postal address as the portal stores it: city, two-letter state and
 * five-digit ZIP (an agency's office, an issued certificate's holder). Entities extend it and
 * declare their own street lines (their lengths differ), so a change to how a city or ZIP is kept
 * is made once. The column names are the properties' (city, state, zip): extending it changes no
 * table.
 */
export abstract class CityStateZipColumns {
  @Property({ type: 'string', length: 60 })
  city!: string;

  /** State abbreviation. */
  @Property({ type: 'string', length: 2 })
  state!: string;

  @Property({ type: 'string', length: 5 })
  zip!: string;
}

/**
 * The same last line where the state is kept as the policy system's state id 1-51 (see
 * US_STATES): a creditor on a vehicle, a saved certificate holder.
 */
export abstract class CityStateIdZipColumns {
  @Property({ type: 'string', length: 60 })
  city!: string;

  /** State id 1-51 (see US_STATES). */
  @Property({ type: 'smallint' })
  stateId!: number;

  @Property({ type: 'string', length: 5 })
  zip!: string;
}
