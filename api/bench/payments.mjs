#!/usr/bin/env node
/**
 * POST /api/payment against GET /api/profile in the same run (issue 11), on the 100k-policyholder
 * scale book. Not a timed test: it prints req/s, p50 and p99 side by side; figures go in
 * api/README.md ("Payments benchmark").
 *
 * 1. BENCH_DATABASE_URL (else DATABASE_URL), a real PostgreSQL; loads the demo and scale books
 *    with the API's seed command unless they are loaded already (as `npm run bench` does).
 * 2. Starts the built portal (api/dist) with scripts/bench/portal-server.mjs (production mode,
 *    rate limits raised), signs in --payers scale members, and gives each one's first policy
 *    room to pay: the bench sets that term's balance due to 0 and its pay-in-full amount to
 *    $1,000,000.00, so every request is a valid $10.00 custom payment (this changes those
 *    members' terms in the bench database, nothing else). Each payer's card is entered once in
 *    the sandbox's card-entry frame endpoint (a token, as the wizard has it) unless --method bank.
 * 3. Alternates, over --rounds rounds, POST /api/payment (a new Idempotency-Key per request, a
 *    random payer; every request charges the sandbox, posts a billing item and queues a
 *    receipt) and GET /api/profile (same payers), --connections connections for --seconds each.
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/portal_bench node api/bench/payments.mjs --rounds 3 --seconds 8
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callJson, ensureBooks, median, requireDatabaseUrl, startServer } from '../../scripts/bench/lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    payers: { type: 'string', default: '50' },
    method: { type: 'string', default: 'card' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4651' },
  },
});
const require = createRequire(join(repo, 'api', 'package.json'));
const autocannon = require(join(repo, 'node_modules', 'autocannon'));
const pg = require('pg');
const databaseUrl = requireDatabaseUrl();
const appDist = join(repo, 'api', 'dist');
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'Harbor-Scale-42';

const ensureBook = () => ensureBooks(databaseUrl, { appDist, scaleEmail: 'member100000@scale.example.com' });
const startPortal = (secret) => startServer({ port, secret, appDist, databaseUrl });
const call = (method, path, options) => callJson(base, method, path, options);

/** Signs the payers in and gives each a payable policy and (card) a frame token. */
async function preparePayers(count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const settings = (await call('GET', '/api/payment/settings')).body.result;
  const payers = [];
  for (let n = 1; payers.length < count && n <= count * 3; n++) {
    const login = await call('POST', '/api/account/login', { body: { username: `member${n}@scale.example.com`, password: PASSWORD, rememberMe: false } });
    if (login.status !== 200) continue;
    const token = login.body.result.token;
    const policies = (await call('POST', '/api/policy', { token, body: {} })).body.result ?? [];
    const policy = policies.find((p) => p.statusText === 'In-Force' && !p.billing.isPartOfAccountBill);
    if (!policy) continue;
    await client.query(`update policy set outstanding_balance = 0, outstanding_balance_due_date = null, pay_in_full_amount = 1000000 where id = $1`, [
      Number(policy.policyId),
    ]);
    let source = {
      type: 'check',
      emailAddress: `member${n}@scale.example.com`,
      accountType: 1,
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountNumberConfirmation: '000123456789',
      firstName: 'Bench',
      lastName: 'Payer',
    };
    if (args.method === 'card') {
      const session = (await call('GET', `/api/payment/auth?policyNumber=${policy.policyNumber}&emailAddress=member${n}%40scale.example.com`)).body.result;
      const card = await call('POST', '/sandbox-provider/tokens', {
        body: {
          authorization: session.authToken,
          apiKey: settings.fiservApiKey,
          sessionToken: session.sessionToken,
          cardNumber: '4111111111111111',
          expirationMonth: 12,
          expirationYear: new Date().getUTCFullYear() + 1,
          nameOnCard: 'Bench Payer',
          securityCode: '123',
          zipCode: '46204',
        },
      });
      if (card.status !== 201) throw new Error(`frame tokens: ${card.status} ${JSON.stringify(card.body)}`);
      source = {
        type: 'credit',
        emailAddress: `member${n}@scale.example.com`,
        fiserv: { fundingAccountToken: card.body.fundingAccountToken, sessionToken: session.sessionToken },
      };
    }
    const body = JSON.stringify({ policies: [{ policyNumber: policy.policyNumber, amount: 10, paymentOption: 'Custom Payment' }], sources: [source] });
    const check = await call('POST', '/api/payment', { token, body: JSON.parse(body), headers: { 'idempotency-key': randomUUID() } });
    if (check.status !== 200 || check.body.result.status !== 'Success')
      throw new Error(`a first payment failed: ${check.status} ${JSON.stringify(check.body)}`);
    payers.push({ token, body });
  }
  await client.end();
  if (!payers.length) throw new Error('no scale member with an In-Force policy signed in');
  return payers;
}

function run(title, requests) {
  return new Promise((done, fail) => {
    autocannon({ url: base, connections: Number(args.connections), duration: Number(args.seconds), requests }, (err, result) =>
      err
        ? fail(err)
        : done({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }),
    );
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

await ensureBook();
const portal = await startPortal(randomBytes(48).toString('base64url'));
try {
  const payers = await preparePayers(Number(args.payers));
  console.log(`${payers.length} payers ready (${args.method}); ${args.rounds} round(s) of ${args.seconds} s, ${args.connections} connections`);
  const pay = [
    {
      method: 'POST',
      path: '/api/payment',
      setupRequest: (req) => {
        const p = pick(payers);
        return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}`, 'idempotency-key': randomUUID() }, body: p.body };
      },
    },
  ];
  const profile = [{ method: 'GET', path: '/api/profile', setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${pick(payers).token}` } }) }];
  const results = { payment: [], profile: [] };
  for (let round = 1; round <= Number(args.rounds); round++) {
    const order = round % 2 ? ['payment', 'profile'] : ['profile', 'payment'];
    for (const name of order) results[name].push(await run(name, name === 'payment' ? pay : profile));
  }
  console.log('\ncall                 req/s    p50 ms   p99 ms   non-2xx');
  for (const [name, label] of [
    ['payment', 'POST /api/payment'],
    ['profile', 'GET /api/profile'],
  ]) {
    const r = results[name];
    const row = [
      label.padEnd(18),
      median(r.map((x) => x.rps))
        .toFixed(0)
        .padStart(8),
      String(median(r.map((x) => x.p50))).padStart(9),
      String(median(r.map((x) => x.p99))).padStart(8),
      String(r.reduce((s, x) => s + x.non2xx + x.errors, 0)).padStart(9),
    ];
    console.log(row.join(' '));
  }
} finally {
  await portal.stop();
}
