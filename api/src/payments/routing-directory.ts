import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RoutingBank } from './entities/routing-bank.entity';
import { passesAbaChecksum } from './payment-rules';

/** One bank of a FedACH directory file. */
export interface DirectoryEntry {
  routingNumber: string;
  bankName: string;
  city: string | null;
  state: string | null;
}

/**
 * Parses the Federal Reserve's FedACH participant directory in its fixed-width text format
 * (FedACHdir.txt, 155 characters a line): routing number 1-9, office code 10, servicing FRB
 * 11-19, record type 20, change date 21-26, new routing number 27-35, customer name 36-71,
 * address 72-107, city 108-127, state 128-129, zip 130-138, phone 139-148, status 149,
 * view code 150. Lines whose routing number fails the ABA checksum are skipped and counted.
 */
export function parseFedAchDirectory(text: string): { entries: DirectoryEntry[]; skipped: number } {
  const entries = new Map<string, DirectoryEntry>();
  let skipped = 0;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const routingNumber = raw.slice(0, 9);
    const bankName = raw.slice(35, 71).trim().replace(/\s+/g, ' ');
    if (!passesAbaChecksum(routingNumber) || !bankName) {
      skipped++;
      continue;
    }
    entries.set(routingNumber, {
      routingNumber,
      bankName: bankName.slice(0, 120),
      city: raw.slice(107, 127).trim().slice(0, 60) || null,
      state: raw.slice(127, 129).trim() || null,
    });
  }
  return { entries: [...entries.values()], skipped };
}

/** The routing directory table: bank names by routing number (GET /api/payment/bankname). */
@Injectable()
export class RoutingDirectory {
  constructor(private readonly em: EntityManager) {}

  async bankName(routingNumber: string): Promise<string | undefined> {
    const row = await this.em.findOne(RoutingBank, { routingNumber });
    return row?.bankName;
  }

  /** Loads directory entries over the table (insert or update, in batches, one transaction); the CLI constructs it with its own EntityManager. */
  async load(entries: DirectoryEntry[], em: EntityManager = this.em): Promise<number> {
    await em.transactional(async (tx) => {
      for (let i = 0; i < entries.length; i += 500) {
        const batch = entries.slice(i, i + 500);
        const values = batch.map(() => '(?, ?, ?, ?, now())').join(', ');
        await tx.getConnection().execute(
          `insert into routing_bank (routing_number, bank_name, city, state, updated_at) values ${values} on conflict (routing_number) do update set bank_name = excluded.bank_name, city = excluded.city, state = excluded.state, updated_at = now()`,
          batch.flatMap((e) => [e.routingNumber, e.bankName, e.city, e.state]),
          'run',
          tx.getTransactionContext(),
        );
      }
    });
    return entries.length;
  }
}
