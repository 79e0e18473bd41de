import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Policyholder } from '../policyholder.entity';

export interface PersonName {
  displayName: string;
  firstName: string | null;
  lastName: string | null;
}

/** Policyholders (people and businesses) of the core records, as plain data. */
@Injectable()
export class PersonRecords {
  constructor(private readonly em: EntityManager) {}

  /** The holder's names, or null when the holder is gone. */
  async name(holderId: number): Promise<PersonName | null> {
    const h = await this.em.findOne(Policyholder, holderId, { fields: ['displayName', 'firstName', 'lastName'], disableIdentityMap: true });
    return h ? { displayName: h.displayName, firstName: h.firstName ?? null, lastName: h.lastName ?? null } : null;
  }
}
