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
import { createApp } from '../app.factory';
import { ClaimTimelineService } from '../claims';
import { loadConfig } from '../config/app-config';
import { ClaimEventRefused } from '../core';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { parseClaimEventArgs } from './claim-event-args';

export { eventDetails, parseClaimEventArgs } from './claim-event-args';

async function main(): Promise<void> {
  const args = parseClaimEventArgs(process.argv.slice(2));
  if (!args.ok) {
    (args.exitCode ? process.stderr : process.stdout).write(`${args.message}\n`);
    process.exitCode = args.exitCode;
    return;
  }
  const { claimNumber, kind, occurredAt, details } = args;

  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, maxConnections: 10, idleTimeoutMs: config.dbIdleInTransactionTimeoutMs });
  const { app } = await createApp(config, config.databaseUrl ?? embedded!.url);
  try {
    const event = await app.get(ClaimTimelineService).recordEvent(claimNumber, { kind, occurredAt, details });
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
