import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityMetadata, MikroORM } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { BillingItemType, coreBulkTables, DocumentKind, PAYMENT_PLANS, PolicyStatus, withVinCheckDigit } from '../core';
import { hashPassword, User, UserPolicy } from '../users';
import { addDays, addMonths, isoDate } from './dates';
import { createPrng } from './prng';

export interface ScaleSeedResult {
  policyholders: number;
  policies: number;
  ms: number;
}

/** Password of every synthetic account (one argon2id hash, computed once per run). */
export const SCALE_PASSWORD = 'Harbor-Scale-42';

/** Policyholders written per transaction. */
const CHUNK = 5000;

/** Policy numbers of the synthetic book start here (the demo book stays below). */
const NUMBER_BASE = 5_000_000;

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Steven',
  'Kimberly',
  'Andrew',
  'Emily',
  'Joshua',
  'Donna',
  'Kevin',
  'Michelle',
  'Brian',
  'Carol',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
];
const STREETS = ['Main St', 'Oak St', 'Maple Ave', 'Washington St', 'Jefferson St', 'Lincoln Ave', 'Park Ave', 'Walnut St', 'Elm St', 'Cherry St'];
/** Indiana towns: city, zip, county. */
const TOWNS: ReadonlyArray<[string, string, string]> = [
  ['Indianapolis', '46220', 'Marion'],
  ['Indianapolis', '46227', 'Marion'],
  ['Carmel', '46032', 'Hamilton'],
  ['Fishers', '46038', 'Hamilton'],
  ['Noblesville', '46060', 'Hamilton'],
  ['Greenwood', '46142', 'Johnson'],
  ['Franklin', '46131', 'Johnson'],
  ['Bloomington', '47401', 'Monroe'],
  ['Lafayette', '47901', 'Tippecanoe'],
  ['West Lafayette', '47906', 'Tippecanoe'],
  ['Fort Wayne', '46815', 'Allen'],
  ['Fort Wayne', '46804', 'Allen'],
  ['Muncie', '47304', 'Delaware'],
  ['Columbus', '47201', 'Bartholomew'],
  ['Evansville', '47715', 'Vanderburgh'],
  ['Kokomo', '46901', 'Howard'],
  ['Terre Haute', '47803', 'Vigo'],
  ['South Bend', '46617', 'St. Joseph'],
  ['Elkhart', '46514', 'Elkhart'],
  ['Richmond', '47374', 'Wayne'],
  ['Anderson', '46011', 'Madison'],
  ['Vincennes', '47591', 'Knox'],
  ['Frankfort', '46041', 'Clinton'],
  ['Shelbyville', '46176', 'Shelby'],
];
/** VIN patterns (positions 1-8, 10-11) with year, make, model, style. */
const VEHICLES: ReadonlyArray<[string, string, number, string, string, string]> = [
  ['2T3P1RFV', 'MC', 2021, 'Toyota', 'RAV4', 'XLE 4D SUV AWD'],
  ['5FNRL6H7', 'KB', 2019, 'Honda', 'Odyssey', 'EX-L 4D Van'],
  ['1FTFW1ET', 'CF', 2012, 'Ford', 'F-150', 'XLT SuperCrew 4WD'],
  ['4S4BSAFC', 'H3', 2017, 'Subaru', 'Outback', '2.5i Premium 4D Wagon AWD'],
  ['19XFB2F5', 'FE', 2015, 'Honda', 'Civic', 'LX 4D Sedan'],
  ['2GNALCEK', 'G6', 2016, 'Chevrolet', 'Equinox', 'LT 4D SUV FWD'],
  ['5NMJB3AE', 'PH', 2023, 'Hyundai', 'Tucson', 'SEL 4D SUV AWD'],
  ['4T1G11AK', 'RU', 2024, 'Toyota', 'Camry', 'SE 4D Sedan'],
  ['1C4RJFBG', 'KC', 2019, 'Jeep', 'Grand Cherokee', 'Limited 4D SUV 4WD'],
  ['2T1BURHE', 'JC', 2018, 'Toyota', 'Corolla', 'LE 4D Sedan'],
];
/** The descriptions a scale-book policy's documents and billing items use (the Spanish replies cover each: seed/data-texts-spanish.spec.ts). */
export const SCALE_TEXTS = {
  declarations: 'Declarations - New Business',
  autoForm: 'Personal Auto Policy',
  homeForm: 'Homeowners 3 - Special Form',
  privacyNotice: 'Privacy Notice',
  installmentBilled: (installments: number) => `Installment 1 of ${installments} billed`,
  autoPayment: 'Automatic payment - thank you',
} as const;

/** The coverages of every scale-book vehicle: [type, description, limit, premium]. */
export const SCALE_COVERAGES: ReadonlyArray<[string, string, string, number]> = [
  ['BI', 'Bodily Injury Liability', '$100,000/$300,000', 212],
  ['PD', 'Property Damage Liability', '$100,000', 148],
  ['COMP', 'Comprehensive', '$500 Deductible', 96],
  ['COLL', 'Collision', '$500 Deductible', 244],
];

type Column = unknown[];

/** The pg client behind the ORM's pool. */
interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Column-wise bulk insert: one `INSERT ... SELECT * FROM unnest($1::t[], ...)` per call, with
 * table and column names and types read from the ORM metadata.
 */
/** Milliseconds spent inserting into each table during this process (for the benchmark log). */
const insertMs = new Map<string, number>();

async function insertColumns(client: PgClient, meta: EntityMetadata, columns: Record<string, Column>, constants: Record<string, string> = {}): Promise<void> {
  const started = Date.now();
  try {
    await insertColumnsNow(client, meta, columns, constants);
  } finally {
    insertMs.set(meta.tableName, (insertMs.get(meta.tableName) ?? 0) + Date.now() - started);
  }
}

async function insertColumnsNow(client: PgClient, meta: EntityMetadata, columns: Record<string, Column>, constants: Record<string, string>): Promise<void> {
  const names = Object.keys(columns);
  const rows = columns[names[0]!]!.length;
  if (rows === 0) return;
  const fieldOf = (prop: string) => {
    const p = meta.properties[prop];
    if (!p) throw new Error(`${meta.className} has no property ${prop}`);
    return p;
  };
  const targetColumns = [...names, ...Object.keys(constants)].map((n) => `"${fieldOf(n).fieldNames[0]}"`);
  const selects = [...names.map((_, i) => `c${i}`), ...Object.values(constants)];
  const unnests = names.map((n, i) => `$${i + 1}::${fieldOf(n).columnTypes[0]}[]`);
  const sql =
    `insert into "${meta.tableName}" (${targetColumns.join(', ')}) ` +
    `select ${selects.join(', ')} from unnest(${unnests.join(', ')}) as t(${names.map((_, i) => `c${i}`).join(', ')})`;
  await client.query(
    sql,
    names.map((n) => columns[n]),
  );
}

/** Reserves `count` consecutive ids from the table's sequence; returns the first. */
async function reserveIds(client: PgClient, meta: EntityMetadata, count: number): Promise<number> {
  const { rows } = await client.query(`select setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) as last`, [
    meta.tableName,
    count,
  ]);
  return Number(rows[0]!.last) - count + 1;
}

function cols<K extends string>(...keys: K[]): Record<K, Column> {
  return Object.fromEntries(keys.map((k) => [k, []])) as unknown as Record<K, Column>;
}

/**
 * Adds a synthetic book of `policyholders` people (each with a portal account, a personal
 * auto policy and every other one a homeowners policy, vehicles, drivers, documents, ID
 * cards, ledger items and some claims) for load tests. Writes in transactions of CHUNK
 * policyholders with column-wise multi-row inserts. Runs again append more people.
 */
export async function seedScale(orm: MikroORM, policyholders: number, log: (msg: string) => void = () => {}): Promise<ScaleSeedResult> {
  const started = Date.now();
  const metadata = orm.getMetadata();
  const meta = {
    ...coreBulkTables(metadata),
    user: metadata.get(User),
    userPolicy: metadata.get(UserPolicy),
  };
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const client = await pool.connect();
  let policiesWritten = 0;
  try {
    const today = isoDate(new Date());
    const { rows: existing } = await client.query(
      `select count(*)::int as n from "${meta.holder.tableName}" where "${meta.holder.properties.clientId!.fieldNames[0]}" like 'S%'`,
    );
    const offset = Number(existing[0]!.n);
    const agencyIds = await ensureAgencies(client, meta.agency);
    log(`Adding ${policyholders} synthetic policyholders (after ${offset} existing) in chunks of ${CHUNK}`);

    for (let from = 0; from < policyholders; from += CHUNK) {
      const size = Math.min(CHUNK, policyholders - from);
      const chunkStarted = Date.now();
      const random = createPrng(offset + from + 1);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      const tokens = randomBytes(24 * size * 12);
      let tokenAt = 0;
      const token = () => tokens.toString('base64url', tokenAt * 24, ++tokenAt * 24);

      await client.query('begin');
      const holderBase = await reserveIds(client, meta.holder, size);
      const holders = cols('id', 'clientId', 'displayName', 'firstName', 'lastName', 'dateOfBirth', 'taxIdLast4', 'email', 'cellPhone');
      const addresses = cols('policyholder', 'position', 'line1', 'city', 'state', 'zip5', 'county');
      const users = cols('id', 'email', 'username', 'displayName', 'firstName', 'lastName', 'phoneNumber');
      const policies = cols(
        'id',
        'policyNumber',
        'type',
        'status',
        'effectiveDate',
        'endDate',
        'companyName',
        'holder',
        'agency',
        'paymentPlan',
        'paymentPlanId',
        'autoPay',
        'termPremium',
        'nextDueDate',
        'nextDueAmount',
        'outstandingBalance',
        'outstandingBalanceDueDate',
        'payInFullAmount',
        'lastPaymentAmount',
        'lastPaymentDate',
        'minimumEffectiveDate',
        'maximumEffectiveDate',
      );
      const userPolicies = cols('user', 'policyNumber', 'nickname');
      const vehicleSpecs: { policyIndex: number; num: number; spec: (typeof VEHICLES)[number]; serial: number }[] = [];
      const drivers = cols(
        'policy',
        'driverNum',
        'firstName',
        'lastName',
        'birthDate',
        'gender',
        'maritalStatus',
        'licenseNumber',
        'licenseState',
        'relationshipTypeId',
      );
      const docs = cols('policy', 'kind', 'description', 'formNumber', 'printDate', 'printUrl');
      const items = cols('policy', 'itemDate', 'description', 'itemType', 'paymentAmount', 'billedAmount', 'balance');
      const claims = cols('claimNumber', 'policy', 'type', 'lossDate', 'status', 'description');

      const policyBase = await reserveIds(client, meta.policy, Math.ceil(size * 1.5) + 1);
      let policyCount = 0;
      const addPolicy = (g: number, holderId: number, userId: string, prefix: 'PPA' | 'HOM', first: string, last: string) => {
        const id = policyBase + policyCount++;
        const number = `${prefix}${NUMBER_BASE + g}`;
        const months = prefix === 'PPA' ? 6 : 12;
        const history = g % 25 === 0;
        const effective = addDays(today, -(g % 170) - (history ? 400 : 0));
        const end = addMonths(effective, months);
        const premium = (prefix === 'PPA' ? 640 : 980) + (g % 50) * 17;
        const installments = months;
        const installment = Math.round((premium / installments) * 100) / 100;
        const owing = !history && g % 7 === 0;
        const dueDate = owing ? addDays(today, (g % 21) - 10) : addDays(effective, 30 * (1 + Math.floor((g % 170) / 30)));
        const paid = Math.round(installment * Math.min(installments - 1, 1 + Math.floor((g % 170) / 30)) * 100) / 100;
        const plan = prefix === 'PPA' ? PAYMENT_PLANS.monthlyCard : PAYMENT_PLANS.monthlyEft;
        policies.id.push(id);
        policies.policyNumber.push(number);
        policies.type.push(prefix === 'PPA' ? 'Personal Auto' : 'Homeowners');
        policies.status.push(history ? PolicyStatus.History : PolicyStatus.InForce);
        policies.effectiveDate.push(effective);
        policies.endDate.push(end);
        policies.companyName.push(prefix === 'PPA' ? 'Harbor Mutual Insurance Company' : 'Harbor Mutual Fire Insurance Company');
        policies.holder.push(holderId);
        policies.agency.push(agencyIds[g % agencyIds.length]);
        policies.paymentPlan.push(plan.name);
        policies.paymentPlanId.push(plan.id);
        policies.autoPay.push(!history);
        policies.termPremium.push(premium);
        policies.nextDueDate.push(history ? null : dueDate);
        policies.nextDueAmount.push(history ? 0 : installment);
        policies.outstandingBalance.push(owing ? installment : 0);
        policies.outstandingBalanceDueDate.push(owing ? dueDate : null);
        policies.payInFullAmount.push(history ? 0 : Math.round((premium - paid) * 100) / 100);
        policies.lastPaymentAmount.push(installment);
        policies.lastPaymentDate.push(addDays(effective, -3));
        const changeable = prefix === 'PPA' && !history;
        policies.minimumEffectiveDate.push(changeable ? today : null);
        policies.maximumEffectiveDate.push(changeable ? (addDays(today, 30) < end ? addDays(today, 30) : addDays(end, -1)) : null);
        userPolicies.user.push(userId);
        userPolicies.policyNumber.push(number);
        userPolicies.nickname.push(null);

        docs.policy.push(id, id, id);
        docs.kind.push(DocumentKind.Declaration, DocumentKind.Form, DocumentKind.Form);
        docs.description.push(SCALE_TEXTS.declarations, prefix === 'PPA' ? SCALE_TEXTS.autoForm : SCALE_TEXTS.homeForm, SCALE_TEXTS.privacyNotice);
        docs.formNumber.push(`${prefix} DEC`, prefix === 'PPA' ? 'HMA 1000 01 23' : 'HMH 3000 05 22', 'HMA 1090 01 23');
        const printDate = addDays(effective, -21);
        docs.printDate.push(printDate, printDate, printDate);
        docs.printUrl.push(token(), token(), token());

        items.policy.push(id, id);
        items.itemDate.push(addDays(effective, -20), addDays(effective, -3));
        items.description.push(SCALE_TEXTS.installmentBilled(installments), SCALE_TEXTS.autoPayment);
        items.itemType.push(BillingItemType.Billed, BillingItemType.Payment);
        items.paymentAmount.push(0, installment);
        items.billedAmount.push(installment, 0);
        items.balance.push(installment, 0);

        if (prefix === 'PPA') {
          const vehicleCount = g % 3 === 0 ? 2 : 1;
          for (let v = 1; v <= vehicleCount; v++) {
            vehicleSpecs.push({ policyIndex: id, num: v, spec: pick(VEHICLES), serial: (g * 2 + v) % 1_000_000 });
          }
          const driverCount = g % 2 === 0 ? 2 : 1;
          for (let d = 1; d <= driverCount; d++) {
            drivers.policy.push(id);
            drivers.driverNum.push(d);
            drivers.firstName.push(d === 1 ? first : pick(FIRST_NAMES));
            drivers.lastName.push(last);
            drivers.birthDate.push(
              `${1950 + Math.floor(random() * 55)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
            );
            drivers.gender.push(1 + Math.floor(random() * 2));
            drivers.maritalStatus.push(d === 1 ? 'single' : 'married');
            drivers.licenseNumber.push(String(1_000_000_000 + ((g * 7919 + d * 104_729) % 8_999_999_999)));
            drivers.licenseState.push('IN');
            drivers.relationshipTypeId.push(d === 1 ? 5 : 8);
          }
          if (g % 10 === 0) {
            claims.claimNumber.push(`S${String(g).padStart(9, '0')}`);
            claims.policy.push(id);
            claims.type.push('Auto');
            claims.lossDate.push(addDays(today, -(g % 300)));
            claims.status.push(g % 20 === 0 ? 'Closed' : 'Open');
            claims.description.push('Synthetic claim for load testing.');
          }
        }
      };

      for (let i = 0; i < size; i++) {
        const g = offset + from + i;
        const holderId = holderBase + i;
        const first = pick(FIRST_NAMES);
        const last = pick(LAST_NAMES);
        const [city, zip, county] = pick(TOWNS);
        const email = `member${g}@scale.example.com`;
        const phone = `317555${String(g % 10000).padStart(4, '0')}`;
        holders.id.push(holderId);
        holders.clientId.push(`S${String(g).padStart(9, '0')}`);
        holders.displayName.push(`${first} ${last}`);
        holders.firstName.push(first);
        holders.lastName.push(last);
        holders.dateOfBirth.push(`${1940 + (g % 65)}-${String(1 + (g % 12)).padStart(2, '0')}-${String(1 + (g % 28)).padStart(2, '0')}`);
        holders.taxIdLast4.push(String(g % 10000).padStart(4, '0'));
        holders.email.push(email);
        holders.cellPhone.push(phone);
        addresses.policyholder.push(holderId);
        addresses.position.push(1);
        addresses.line1.push(`${100 + Math.floor(random() * 9800)} ${pick(STREETS)}`);
        addresses.city.push(city);
        addresses.state.push('IN');
        addresses.zip5.push(zip);
        addresses.county.push(county);
        const userId = randomUUID();
        users.id.push(userId);
        users.email.push(email);
        users.username.push(email);
        users.displayName.push(`${first} ${last}`);
        users.firstName.push(first);
        users.lastName.push(last);
        users.phoneNumber.push(phone);
        addPolicy(g, holderId, userId, 'PPA', first, last);
        if (g % 2 === 0) addPolicy(g, holderId, userId, 'HOM', first, last);
      }

      await insertColumns(client, meta.holder, holders);
      await insertColumns(client, meta.address, addresses);
      await insertColumns(client, meta.policy, policies);

      const vehicleBase = await reserveIds(client, meta.vehicle, vehicleSpecs.length);
      const vehicles = cols(
        'id',
        'policy',
        'vehicleNum',
        'vin',
        'year',
        'make',
        'model',
        'style',
        'comprehensive',
        'collision',
        'comprehensiveDeductible',
        'collisionDeductible',
      );
      const coverages = cols('vehicle', 'position', 'coverageType', 'description', 'coverageLimitDescription', 'premium');
      const cards = cols('policy', 'vehicle', 'year', 'make', 'model', 'printDate', 'printUrl');
      vehicleSpecs.forEach((v, i) => {
        const id = vehicleBase + i;
        const [wmiVds, yearPlant, year, make, model, style] = v.spec;
        vehicles.id.push(id);
        vehicles.policy.push(v.policyIndex);
        vehicles.vehicleNum.push(v.num);
        vehicles.vin.push(withVinCheckDigit(`${wmiVds}0${yearPlant}${String(v.serial).padStart(6, '0')}`));
        vehicles.year.push(year);
        vehicles.make.push(make);
        vehicles.model.push(model);
        vehicles.style.push(style);
        vehicles.comprehensive.push(5);
        vehicles.collision.push(2);
        vehicles.comprehensiveDeductible.push(500);
        vehicles.collisionDeductible.push(500);
        SCALE_COVERAGES.forEach(([type, description, limit, premium], c) => {
          coverages.vehicle.push(id);
          coverages.position.push(c + 1);
          coverages.coverageType.push(type);
          coverages.description.push(description);
          coverages.coverageLimitDescription.push(limit);
          coverages.premium.push(premium);
        });
        cards.policy.push(v.policyIndex);
        cards.vehicle.push(id);
        cards.year.push(year);
        cards.make.push(make);
        cards.model.push(model);
        cards.printDate.push(today);
        cards.printUrl.push(token());
      });
      await insertColumns(client, meta.vehicle, vehicles);
      await insertColumns(client, meta.coverage, coverages);
      await insertColumns(client, meta.driver, drivers);
      await insertColumns(client, meta.document, docs);
      await insertColumns(client, meta.card, cards);
      await insertColumns(client, meta.item, items);
      await insertColumns(client, meta.claim, claims);
      await insertColumns(client, meta.user, users, {
        passwordHash: quoteLiteral(passwordHash),
        emailConfirmed: 'true',
        additionalEDeliveryEmailRecipients: `'[]'::jsonb`,
        additionalEDeliverySMSRecipients: `'[]'::jsonb`,
      });
      await insertColumns(client, meta.userPolicy, userPolicies);
      await client.query('commit');
      policiesWritten += policyCount;
      log(`  ${from + size}/${policyholders} policyholders, ${policiesWritten} policies (chunk ${Date.now() - chunkStarted} ms)`);
    }
    const analyzeStarted = Date.now();
    // The accounts and their policy links also vacuumed: a database in service has its visibility
    // map set by autovacuum, and the member search counts a short criterion's matches with an
    // index-only scan (without it, each match is a heap visit until autovacuum comes by).
    await client.query('vacuum (analyze) user_account, user_policy');
    await client.query('analyze');
    log(
      `  analyze ${Date.now() - analyzeStarted} ms; insert time by table: ${[...insertMs]
        .sort((a, b) => b[1] - a[1])
        .map(([t, ms]) => `${t} ${ms}`)
        .join(', ')} ms`,
    );
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { policyholders, policies: policiesWritten, ms: Date.now() - started };
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Agencies for the synthetic book: the existing ones, or twenty new ones on an empty database. */
async function ensureAgencies(client: PgClient, meta: EntityMetadata): Promise<number[]> {
  const id = meta.properties.id!.fieldNames[0];
  const read = async () => (await client.query(`select "${id}" as id from "${meta.tableName}" order by 1`)).rows.map((r) => Number(r.id));
  const ids = await read();
  if (ids.length > 0) return ids;
  const agencies = cols('agencyCode', 'displayName', 'producerName', 'addressLine1', 'city', 'state', 'zip');
  for (let i = 1; i <= 20; i++) {
    const [city, zip] = TOWNS[i % TOWNS.length]!;
    agencies.agencyCode.push(`S${String(i).padStart(4, '0')}`);
    agencies.displayName.push(`${city} Insurance Agency ${i}`);
    agencies.producerName.push(`${FIRST_NAMES[i]} ${LAST_NAMES[i]}`);
    agencies.addressLine1.push(`${100 + i} Main St`);
    agencies.city.push(city);
    agencies.state.push('IN');
    agencies.zip.push(zip);
  }
  await insertColumns(client, meta, agencies, {
    producerPhones: `'["3175550100"]'::jsonb`,
    phones: `'["3175550100"]'::jsonb`,
    emails: `'["agency@scale.example.com"]'::jsonb`,
  });
  return read();
}
