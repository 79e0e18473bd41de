/**
 * Adds an event to a claim's timeline, standing in for the claims system in the demo (issue 16):
 * the event is recorded in the core records and the customer is emailed through the outbox,
 * as the claims system's feed will do. Usage (from api/, after a build; stop an API that uses
 * the same embedded database first, or point DATABASE_URL at the shared PostgreSQL):
 *   node dist/cli/claim-event.js <claimNumber> <kind> [options]
 * kinds: reported, adjusterAssigned, inspectionScheduled, estimateWritten, paymentIssued,
 *        documentsRequested, documentsReceived, closed, reopened
 * options: --name --phone (10 digits) --email (adjusterAssigned); --scheduled-for ISO date-time;
 *          --amount-cents N; --payment-date YYYY-MM-DD; --method check|directDeposit;
 *          --item LABEL (repeat; documentsRequested); --note TEXT; --at ISO date-time (default now)
 * e.g. node dist/cli/claim-event.js 1004977 documentsRequested --item "Towing receipt" --note "From the tow yard"
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createApp } from '../app.factory';
import { ClaimTimelineService } from '../claims';
import { loadConfig } from '../config/app-config';
import { ClaimEventKind, ClaimEventRefused, type ClaimEventDetails, type ClaimPaymentMethod } from '../core';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

const KINDS = Object.values(ClaimEventKind) as string[];

/** The event's details from the options; only those given. */
export function eventDetails(values: Record<string, string | string[] | boolean | undefined>): ClaimEventDetails {
  const d: ClaimEventDetails = {};
  const one = (k: string) => values[k] as string | undefined;
  if (one('name')) d.adjuster = { name: one('name')!, phone: one('phone') ?? null, email: one('email') ?? null };
  if (one('scheduled-for')) d.scheduledFor = new Date(one('scheduled-for')!).toISOString();
  if (one('amount-cents') !== undefined) d.amountCents = Number(one('amount-cents'));
  if (one('payment-date')) d.paymentDate = one('payment-date');
  if (one('method')) d.paymentMethod = one('method') as ClaimPaymentMethod;
  const items = values.item as string[] | undefined;
  if (items?.length) d.items = items;
  if (one('note')) d.note = one('note');
  return d;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      phone: { type: 'string' },
      email: { type: 'string' },
      'scheduled-for': { type: 'string' },
      'amount-cents': { type: 'string' },
      'payment-date': { type: 'string' },
      method: { type: 'string' },
      item: { type: 'string', multiple: true },
      note: { type: 'string' },
      at: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [claimNumber, kind] = positionals;
  if (values.help || !claimNumber || !kind || !KINDS.includes(kind)) {
    process.stdout.write(
      `Usage: claim-event <claimNumber> <${KINDS.join('|')}> [--name --phone --email --scheduled-for --amount-cents --payment-date --method --item --note --at]\n`,
    );
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const occurredAt = values.at ? new Date(values.at) : new Date();
  if (Number.isNaN(occurredAt.getTime())) throw new Error('--at must be an ISO date-time');

  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections: 10, idleTimeoutMs: config.dbIdleInTransactionTimeoutMs });
  const { app } = await createApp(config, config.databaseUrl ?? embedded!.url);
  try {
    const event = await app.get(ClaimTimelineService).recordEvent(claimNumber, { kind: kind as ClaimEventKind, occurredAt, details: eventDetails(values) });
    process.stdout.write(`Claim ${claimNumber.toUpperCase()}: ${event.kind} recorded (${event.id}); the customer's email is in the outbox.\n`);
  } catch (err) {
    if (err instanceof ClaimEventRefused) {
      process.stderr.write(`Refused: ${err.message}\n`);
      process.exitCode = 1;
      return;
    }
    throw err;
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
