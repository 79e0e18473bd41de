import { parseArgs } from 'node:util';
import { ClaimEventKind, type ClaimEventDetails, type ClaimPaymentMethod } from '../core/claim-event.entity';

const KINDS = Object.values(ClaimEventKind) as string[];
const METHODS: readonly ClaimPaymentMethod[] = ['check', 'directDeposit'];

export const CLAIM_EVENT_USAGE = `Usage: claim-event <claimNumber> <${KINDS.join('|')}> [--name --phone --email --scheduled-for --amount-cents --payment-date --method --item --note --at]`;

/** What the command line asks for: an event to record, or the usage / a refusal with its exit code (0 for --help). */
export type ClaimEventArgs =
  { ok: true; claimNumber: string; kind: ClaimEventKind; occurredAt: Date; details: ClaimEventDetails } | { ok: false; exitCode: number; message: string };

type Values = Record<string, string | string[] | boolean | undefined>;

/** The event's details from the options; only those given. */
export function eventDetails(values: Values): ClaimEventDetails {
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

const refused = (message: string): ClaimEventArgs => ({ ok: false, exitCode: 2, message: `${message}\n${CLAIM_EVENT_USAGE}` });
const isDateTime = (v: string) => !Number.isNaN(Date.parse(v));

/**
 * Reads the CLI's arguments (after `node claim-event.js`). Malformed input is refused here with a
 * message naming the option and exit code 2, before any database is opened: an unknown option or
 * kind, a missing claim number, cents that are not a whole number, a method other than check or
 * directDeposit, dates that do not parse. Whether the claims system takes the event (a payment
 * needs a positive amount, a closed claim takes no inspection...) is still its own decision.
 */
export function parseClaimEventArgs(argv: string[], now = new Date()): ClaimEventArgs {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
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
  } catch (err) {
    return refused((err as { message?: string } | null)?.message ?? String(err)); // parseArgs' own words (not instanceof Error across jest's realms)
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, exitCode: 0, message: CLAIM_EVENT_USAGE };
  const [claimNumber, kind, ...extra] = positionals;
  if (!claimNumber || !kind) return refused('Give the claim number and the event kind.');
  if (!KINDS.includes(kind)) return refused(`Unknown event kind "${kind}".`);
  if (extra.length) return refused(`Unexpected argument "${extra[0]}".`);
  const cents = values['amount-cents'] as string | undefined;
  if (cents !== undefined && !/^\d+$/.test(cents)) return refused(`--amount-cents must be a whole number of cents, not "${cents}".`);
  const method = values.method as string | undefined;
  if (method !== undefined && !METHODS.includes(method as ClaimPaymentMethod)) return refused(`--method must be ${METHODS.join(' or ')}, not "${method}".`);
  const paymentDate = values['payment-date'] as string | undefined;
  if (paymentDate !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(paymentDate) && isDateTime(paymentDate)))
    return refused(`--payment-date must be a date YYYY-MM-DD, not "${paymentDate}".`);
  for (const option of ['scheduled-for', 'at'] as const) {
    const v = values[option] as string | undefined;
    if (v !== undefined && !isDateTime(v)) return refused(`--${option} must be an ISO date-time, not "${v}".`);
  }
  const occurredAt = values.at ? new Date(values.at as string) : now;
  return { ok: true, claimNumber, kind: kind as ClaimEventKind, occurredAt, details: eventDetails(values) };
}
