import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PolicyChangeSave } from './entities';

/** Which policies have a saved change: what the policies area's read model (doc 1 Make a Change gate) asks. */
@Injectable()
export class PolicyChangeSaves {
  constructor(private readonly em: EntityManager) {}

  /** One statement: the numbers among `policyNumbers` that have a saved change. */
  async numbersWithSave(policyNumbers: string[]): Promise<Set<string>> {
    if (!policyNumbers.length) return new Set();
    const rows = await this.em.find(PolicyChangeSave, { policyNumber: { $in: policyNumbers } }, { fields: ['policyNumber'], disableIdentityMap: true });
    return new Set(rows.map((r) => r.policyNumber));
  }
}
