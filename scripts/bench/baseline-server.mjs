/**
 * The benchmark's baseline (issue 10): the same five calls as the portal, hand-written on plain
 * Fastify + pg, with no framework, ORM, validation pipe, interceptors or request logging. It
 * checks the same JWT (HS256, issuer, audience, expiry, then the session row), runs plain SQL
 * (one statement per table, `= any($1)`) and maps rows to the reply with the portal's own pure
 * rules (api/dist/policies/policy-rules.js and friends), so its JSON is byte-identical to the
 * portal's for the same user; scripts/bench/api.mjs asserts that before timing anything.
 *
 * Started by api.mjs as a child process (IPC: 'reset' / 'report' / 'stop', like the portal's
 * wrapper). Not a second implementation of the portal: it exists only to measure against.
 */
import { createSecretKey, randomBytes, createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serveProbe } from './server-probe.mjs';

const appDist = process.env.BENCH_APP_DIST;
const require = createRequire(join(appDist, 'main.js'));
const Fastify = require('fastify');
const pg = require('pg');
const jwt = require('jsonwebtoken');
const argon2 = require('argon2');
const PDFDocument = require('pdfkit');
const rules = require(join(appDist, 'policies/policy-rules.js'));
const { policyPrefix } = require(join(appDist, 'core/policy-number.js'));
const { POLICY_LINES } = require(join(appDist, 'core/policy-lines.js'));
const { policyStatusText } = require(join(appDist, 'core/policy-status.js'));
const { CUSTOMER_SERVICE } = require(join(appDist, 'system/contact.js'));
const { sanitizeAdvertisementHtml } = require(join(appDist, 'system/advertisement-html.js'));
const { easternClock } = require(join(appDist, 'system/eastern-time.js'));
const { policiesClaim } = require(join(appDist, 'auth/token.service.js'));
const { UNDELETABLE_RELATIONSHIP_TYPES } = require(join(appDist, 'core/coverage-options.js'));
const { US_STATES } = require(join(appDist, 'core/us-states.js'));

// Dates as the ORM gives them: 'YYYY-MM-DD' strings.
pg.types.setTypeParser(1082, (v) => v);

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET));
const ISSUER = 'harbor-mutual-portal';
const accessTtl = 300;
const refreshTtl = 28800;

const q = async (sql, params) => (await pool.query(sql, params)).rows;
const envelope = (result) => JSON.stringify({ success: true, result, errors: [] });
const unauthorized = (reply) => reply.code(401).type('application/json').send('{"success":false,"result":null,"errors":[{"code":"AUTH_TOKEN_INVALID"}]}');

/** The caller of a valid access token of an open session, or null. */
async function caller(request) {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  let claims;
  try {
    claims = jwt.verify(header.slice(7), key, { algorithms: ['HS256'], issuer: ISSUER, audience: 'portal' });
  } catch {
    return null;
  }
  const rows = await q('select revoked_at, user_id from session_family where id = $1', [claims.sid]);
  return rows.length === 1 && rows[0].revoked_at === null && rows[0].user_id === claims.sub ? claims.sub : null;
}

const toDocument = (d) => {
  const document = { printDate: d.print_date, printUrl: d.print_url, formNumber: d.form_number ?? null, description: d.description };
  return d.kind === 'declaration' && d.version_effective_date ? { ...document, versionEffectiveDate: d.version_effective_date } : document;
};
/** Newest first; declarations printed on one day latest first, forms printed together in the order issued. */
const byPrintOrder = (a, b) => b.print_date.localeCompare(a.print_date) || (a.kind === 'declaration' ? b.id - a.id : a.id - b.id);
const STATUS_RANK = { 'In-Force': 0, Pending: 1, Future: 2, History: 3 };
const group = (rows, key) => {
  const map = new Map();
  for (const r of rows) map.set(r[key], [...(map.get(r[key]) ?? []), r]);
  return map;
};

async function listPolicies(userId, only, now = new Date()) {
  const links = await q('select policy_number, nickname from user_policy where user_id = $1 order by added_on asc', [userId]);
  const linked = new Map(links.map((l) => [l.policy_number, l]));
  const wanted = only?.length ? [...new Set(only.map((n) => n.trim().toUpperCase()))] : [...linked.keys()];
  if (wanted.some((n) => !linked.has(n)) || !wanted.length) return [];
  const terms = await q('select * from policy where policy_number = any($1)', [wanted]);
  const ids = terms.map((t) => t.id);
  const [holders, addresses, agencies, accounts, vehicles, drivers, documents, cards, claims, parts, billingItems] = await Promise.all([
    q('select * from policyholder where id = any($1)', [[...new Set(terms.map((t) => t.holder_id))]]),
    q('select * from policyholder_address where policyholder_id = any($1) order by position asc', [[...new Set(terms.map((t) => t.holder_id))]]),
    q('select * from agency where id = any($1)', [[...new Set(terms.map((t) => t.agency_id))]]),
    q('select * from billing_account where id = any($1)', [terms.map((t) => t.billing_account_id).filter((x) => x != null)]),
    q('select * from vehicle where policy_id = any($1) order by vehicle_num asc', [ids]),
    q('select * from driver where policy_id = any($1) order by driver_num asc', [ids]),
    // A declarations page's versionEffectiveDate: the term's effective date when it prints the first image, else the issued change's.
    q(
      `select doc.*, case when doc.kind <> 'declaration' then null when doc.image_num is null then p.effective_date else e.effective_date end as version_effective_date
       from policy_document doc join policy p on p.id = doc.policy_id
       left join policy_endorsement e on e.policy_id = doc.policy_id and e.image_num = doc.image_num and e.status = 'issued'
       where doc.policy_id = any($1)`,
      [ids],
    ),
    q('select * from id_card where policy_id = any($1)', [ids]),
    q(
      `select cl.*, ev.kind as latest_kind, ev.occurred_at as latest_at from claim cl
       left join lateral (select kind, occurred_at from claim_event where claim_id = cl.id order by occurred_at desc, id desc limit 1) ev on true
       where cl.policy_id = any($1) order by cl.loss_date desc, cl.id asc`,
      [ids],
    ),
    q('select * from package_part where policy_id = any($1) order by number asc', [ids]),
    // A policy number's billing history over all its terms, newest first (the portal keeps 1,000 a number).
    q(
      'select p.policy_number, b.* from billing_item b join policy p on p.id = b.policy_id where p.policy_number = any($1) order by b.item_date desc, b.id desc',
      [wanted],
    ),
  ]);
  const billingItemsOf = group(billingItems, 'policy_number');
  const [creditorRows, saves] = await Promise.all([
    q('select * from creditor where vehicle_id = any($1) order by creditor_num asc', [vehicles.map((v) => v.id)]),
    q('select policy_number from policy_change_save where policy_number = any($1)', [wanted]),
  ]);
  const creditorsOf = group(creditorRows, 'vehicle_id');
  const saved = new Set(saves.map((r) => r.policy_number));
  const vehicleIds = vehicles.map((v) => v.id);
  const coverages = group(await q('select * from vehicle_coverage where vehicle_id = any($1) order by position asc', [vehicleIds]), 'vehicle_id');
  const holderById = new Map(holders.map((h) => [h.id, h]));
  const addressesOf = group(addresses, 'policyholder_id');
  const agencyById = new Map(agencies.map((a) => [a.id, a]));
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const [vehiclesOf, driversOf, documentsOf, cardsOf, claimsOf, partsOf] = [vehicles, drivers, documents, cards, claims, parts].map((rows) =>
    group(rows, 'policy_id'),
  );
  const byNumber = group(terms, 'policy_number');
  const result = [];
  for (const number of wanted) {
    const list = byNumber.get(number) ?? [];
    const termIds = new Set(list.map((t) => t.id));
    const candidates = list.filter((t) => !(t.renewal_of_id && termIds.has(t.renewal_of_id)));
    const current = [...(candidates.length ? candidates : list)].sort(
      (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.effective_date.localeCompare(a.effective_date),
    )[0];
    if (!current) continue;
    const renewal = list.find((t) => t.renewal_of_id === current.id);
    result.push(toPolicy(current, renewal, linked.get(number)?.nickname ?? null, now));
  }
  return result;

  function toPolicy(p, renewal, nickname, now) {
    const account = p.billing_account_id != null ? accountById.get(p.billing_account_id) : null;
    const isPrimaryAccountPolicy = !!account && account.primary_policy_id === p.id;
    const { balance, dueDate } = rules.dueBalance({
      isPrimaryAccountPolicy,
      policyBalance: Number(p.outstanding_balance),
      policyDueDate: p.outstanding_balance_due_date ?? null,
      accountBalance: Number(account?.outstanding_balance ?? 0),
      accountDueDate: account?.outstanding_balance_due_date ?? null,
    });
    const prefix = policyPrefix(p.policy_number);
    const holder = holderById.get(p.holder_id);
    const mailing = (addressesOf.get(p.holder_id) ?? [])[0];
    const docs = (documentsOf.get(p.id) ?? []).slice().sort(byPrintOrder);
    const auto = prefix === 'PPA';
    const hasEndorsementSave = saved.has(p.policy_number);
    const agency = agencyById.get(p.agency_id);
    const cardsHere = cardsOf.get(p.id) ?? [];
    const partsHere = partsOf.get(p.id) ?? [];
    return {
      policyNumber: p.policy_number,
      policyId: String(p.id),
      policyImageNum: p.policy_image_num,
      nickname,
      type: prefix,
      typeName: POLICY_LINES[prefix] ?? p.type,
      status: p.status,
      statusText: policyStatusText(p.status),
      isRenewal: !!p.renewal_of_id,
      term: { effectiveDate: p.effective_date, endDate: p.end_date },
      companyName: p.company_name,
      policyHolder: {
        displayName: holder.display_name,
        address1: mailing ? (mailing.line1 ?? (mailing.po_box ? `P.O. Box ${mailing.po_box}` : '')) : '',
        address2: mailing ? (mailing.line1 ? (mailing.line2 ?? null) : null) : null,
        city: mailing?.city ?? '',
        state: mailing?.state ?? '',
        postalCode: mailing?.zip5 ?? '',
      },
      paymentPlan: p.payment_plan,
      autoPay: p.auto_pay,
      termPremium: Number(p.term_premium),
      nextDueDate: p.next_due_date ?? null,
      nextDueAmount: Number(p.next_due_amount),
      outstandingBalance: Number(p.outstanding_balance),
      payInFullAmount: Number(p.pay_in_full_amount),
      billing: {
        isPartOfAccountBill: !!account,
        isPrimaryAccountPolicy,
        accountNumber: account?.account_number ?? null,
        accountOutstandingBalance: Number(account?.outstanding_balance ?? 0),
        accountPayInFull: Number(account?.pay_in_full_amount ?? 0),
        outstandingBalance: Number(p.outstanding_balance),
        payInFullAmount: Number(p.pay_in_full_amount),
        outstandingBalanceDueDate: dueDate,
        lastPayment: {
          paymentAmount: Number(p.last_payment_amount ?? 0),
          accountPaymentAmount: Number(account?.last_payment_amount ?? 0),
          itemDate: p.last_payment_date ?? account?.last_payment_date ?? null,
        },
        hasRecurringPaymentSetup: p.auto_pay,
        isPolicyInNoticeOfCancellation: p.is_policy_in_notice_of_cancellation,
        billingItems: (billingItemsOf.get(p.policy_number) ?? []).slice(0, 1000).map((b) => ({
          itemDate: b.item_date,
          description: b.description,
          itemType: b.item_type,
          paymentAmount: Number(b.payment_amount),
          billedAmount: Number(b.billed_amount),
          balance: Number(b.balance),
        })),
      },
      isPastDue: rules.isPastDue(balance, dueDate, now),
      isSoonDue: rules.isSoonDue(balance, dueDate, now),
      makeChange: rules.makeChange({
        policyNumber: p.policy_number,
        status: p.status,
        hasPendingEndorsement: p.has_pending_endorsement,
        isPendingEndorsementMP: p.is_pending_endorsement_mp,
        hasEndorsementSave,
      }),
      hasPendingEndorsement: p.has_pending_endorsement,
      isPendingEndorsementMP: p.is_pending_endorsement_mp,
      hasEndorsementSave,
      agency: {
        agencyCode: agency.agency_code,
        displayName: agency.display_name,
        producer: { displayName: agency.producer_name, phones: agency.producer_phones },
        addressLine1: [agency.address_line1, agency.address_line2].filter(Boolean).join(', '),
        addressLine2: `${agency.city}, ${agency.state} ${agency.zip}`,
        phones: agency.phones,
        emails: agency.emails,
      },
      vehicles: (vehiclesOf.get(p.id) ?? []).map((v) => ({
        vehicleNum: v.vehicle_num,
        displayName: `${v.year} ${v.make} ${v.model}`,
        vin: rules.maskAllButLast4(v.vin),
        coverages: (coverages.get(v.id) ?? []).map((c) => ({ description: c.description, coverageLimitDescription: c.coverage_limit_description })),
        deleteFutureEffectiveDate: v.delete_future_effective_date ?? null,
        ...(auto
          ? {
              year: v.year,
              make: v.make,
              model: v.model,
              style: v.style ?? null,
              annualMileage: v.annual_mileage ?? null,
              loanOrLease: v.loan_or_lease,
              hasThirdPartyLoanLeaseCoverage: v.has_third_party_loan_lease_coverage,
              comprehensive: v.comprehensive,
              collision: v.collision,
              rentalReimbursement: v.rental_reimbursement,
              towingAndLabor: v.towing_and_labor,
              creditors: (creditorsOf.get(v.id) ?? []).map((c) => ({
                creditorNum: c.creditor_num,
                creditorType: c.creditor_type,
                displayName: c.business_name ?? [c.first_name, c.last_name].filter(Boolean).join(' '),
                businessName: c.business_name ?? null,
                firstName: c.first_name ?? null,
                lastName: c.last_name ?? null,
                address: {
                  houseNumber: c.house_number ?? null,
                  aptNum: c.apt_num ?? null,
                  streetName: c.street_name ?? null,
                  poBox: c.po_box ?? null,
                  city: c.city,
                  stateId: c.state_id,
                  zip: c.zip,
                  county: c.county ?? null,
                },
              })),
            }
          : {}),
      })),
      drivers: (driversOf.get(p.id) ?? []).map((d) => ({
        driverNum: d.driver_num,
        displayName: [d.first_name, d.middle_initial ? `${d.middle_initial}.` : null, d.last_name, d.suffix].filter(Boolean).join(' '),
        dln: rules.maskAllButLast4(d.license_number),
        birthYear: rules.birthYear(d.birth_date),
        deleteFutureEffectiveDate: d.delete_future_effective_date ?? null,
        ...(auto
          ? {
              firstName: d.first_name,
              lastName: d.last_name,
              relationshipTypeId: d.relationship_type_id,
              isDeletable: !UNDELETABLE_RELATIONSHIP_TYPES.includes(d.relationship_type_id),
            }
          : {}),
      })),
      declarations: docs.filter((d) => d.kind === 'declaration').map(toDocument),
      documents: docs.filter((d) => d.kind === 'form').map(toDocument),
      cards: cardsHere.map((c) => ({ year: c.year, make: c.make, model: c.model, printDate: c.print_date, printUrl: c.print_url })),
      hasIdCards: rules.hasIdCards({
        policyNumber: p.policy_number,
        status: p.status,
        cardYears: cardsHere.map((c) => c.year),
        packagePartNames: partsHere.map((x) => x.name),
      }),
      claims: (claimsOf.get(p.id) ?? []).map((c) => ({
        number: c.claim_number,
        type: c.type,
        lossDate: c.loss_date,
        status: c.status,
        policy: p.policy_number,
        isPending: rules.isPendingClaim(c.claim_number),
        representative: { name: c.representative_name ?? null, email: c.representative_email ?? null, phone: c.representative_phone ?? null },
        latestEvent: c.latest_kind ? { kind: c.latest_kind, occurredAt: new Date(c.latest_at).toISOString() } : null,
      })),
      packageParts: partsHere.map((x) => ({ name: x.name })),
      futurePolicy: renewal
        ? {
            policyNumber: renewal.policy_number,
            status: renewal.status === 'History' ? 'Future' : renewal.status,
            term: { effectiveDate: renewal.effective_date, endDate: renewal.end_date },
            declarations: (documentsOf.get(renewal.id) ?? [])
              .filter((d) => d.kind === 'declaration')
              .sort(byPrintOrder)
              .map(toDocument),
          }
        : null,
      ...(auto
        ? {
            versionId: p.version_id,
            minimumEffectiveDate: p.minimum_effective_date ?? null,
            maximumEffectiveDate: p.maximum_effective_date ?? null,
            hasAutoEnhancement: p.has_auto_enhancement,
            hasAutoPlusEnhancement: p.has_auto_plus_enhancement,
            pendingEndorsementPolicyImageNum: p.pending_endorsement_policy_image_num ?? null,
            pendingEndorsementTransactionDate: p.pending_endorsement_transaction_date ?? null,
            addresses: (addressesOf.get(p.holder_id) ?? []).map((a) => ({
              line1: a.line1 ?? (a.po_box ? `P.O. Box ${a.po_box}` : ''),
              line2: a.line2,
              poBox: a.po_box,
              city: a.city,
              stateId: US_STATES.find((st) => st.abbreviation === a.state)?.id ?? 16,
              zip: a.zip5,
              county: a.county,
            })),
          }
        : {}),
    };
  }
}

async function profile(userId) {
  const [[u], links] = await Promise.all([
    q('select * from user_account where id = $1', [userId]),
    q('select policy_number from user_policy where user_id = $1 order by added_on asc', [userId]),
  ]);
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    name: u.display_name,
    phoneNumber: u.phone_number ?? null,
    policies: links.map((p) => ({ policyNumber: p.policy_number })),
    isAdmin: u.is_admin,
    emailConfirmed: u.email_confirmed,
    isDelivery: u.is_delivery,
    isDeliveryViaEmail: u.is_delivery_via_email,
    isDeliveryViaText: u.is_delivery_via_text,
    isClaimDeliveryViaEmail: u.is_claim_delivery_via_email,
    isClaimDeliveryViaText: u.is_claim_delivery_via_text,
    additionalEDeliveryEmailRecipients: [...u.additional_e_delivery_email_recipients],
    additionalEDeliverySMSRecipients: [...u.additional_e_delivery_sms_recipients],
    isDeliveryTester: u.is_delivery_tester,
    dontShowAdvertisement: u.dont_show_advertisement,
    dontShowEDelivery: u.dont_show_e_delivery,
  };
}

async function home(userId, now = new Date()) {
  const [u] = await q('select is_delivery, dont_show_advertisement, dont_show_e_delivery from user_account where id = $1', [userId]);
  const [ads, toggles] = await Promise.all([
    u.dont_show_advertisement
      ? []
      : q('select id, header, size, body_html from advertisement where active_on <= $1 order by active_on desc, id desc limit 1', [easternClock(now).date]),
    q('select electronic_alerts_enabled from system_toggles where id = 1'),
  ]);
  const advertisement = ads[0] ? { id: ads[0].id, header: ads[0].header, size: ads[0].size, bodyHtml: sanitizeAdvertisementHtml(ads[0].body_html) } : null;
  return {
    advertisement,
    showPaperlessPrompt: !advertisement && !u.is_delivery && !u.dont_show_e_delivery,
    electronicAlertsEnabled: toggles[0]?.electronic_alerts_enabled ?? true,
    customerServicePhone: CUSTOMER_SERVICE.phone,
    customerServiceFax: CUSTOMER_SERVICE.fax,
    mailingAddress: CUSTOMER_SERVICE.mailingAddress,
    streetAddress: CUSTOMER_SERVICE.streetAddress,
  };
}

const usDate = (iso) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
const money = (n) =>
  `$${Number(n)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The declarations page, drawn as the portal draws it (the benchmark fetches a declarations page). */
async function document(userId, printUrl) {
  const [doc] = await q(
    `select d.* from policy_document d join policy p on p.id = d.policy_id join user_policy l on l.policy_number = p.policy_number and l.user_id = $1
     where d.print_url = $2 and d.kind = 'declaration' limit 1`,
    [userId, printUrl],
  );
  if (!doc) return null;
  const [[p]] = await Promise.all([q('select * from policy where id = $1', [doc.policy_id])]);
  const [[holder], addresses, [ag], vehicles, drivers] = await Promise.all([
    q('select * from policyholder where id = $1', [p.holder_id]),
    q('select * from policyholder_address where policyholder_id = $1 order by position asc', [p.holder_id]),
    q('select * from agency where id = $1', [p.agency_id]),
    q('select * from vehicle where policy_id = $1 order by vehicle_num asc', [p.id]),
    q('select * from driver where policy_id = $1 order by driver_num asc', [p.id]),
  ]);
  const ids = vehicles.map((v) => v.id);
  const [coverages, creditors] = await Promise.all([
    q('select * from vehicle_coverage where vehicle_id = any($1) order by position asc', [ids]).then((r) => group(r, 'vehicle_id')),
    q('select * from creditor where vehicle_id = any($1) order by creditor_num asc', [ids]).then((r) => group(r, 'vehicle_id')),
  ]);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: false,
    info: { Title: p.policy_number, Subject: doc.description, Author: p.company_name },
  });
  pdf.font('Helvetica-Bold').fontSize(16).text(p.company_name);
  pdf.font('Helvetica').fontSize(10).text(doc.description).moveDown();
  pdf.text(`Policy number: ${p.policy_number}`);
  pdf.text(`Policy period: ${usDate(p.effective_date)} to ${usDate(p.end_date)}`);
  pdf.text(`Printed: ${usDate(doc.print_date)}`).moveDown();
  const a = addresses[0];
  pdf.font('Helvetica-Bold').text('Named insured');
  pdf.font('Helvetica').text(holder.display_name);
  if (a) {
    if (a.line1) pdf.text(a.line1);
    if (a.line2) pdf.text(a.line2);
    if (!a.line1 && a.po_box) pdf.text(`P.O. Box ${a.po_box}`);
    pdf.text(`${a.city}, ${a.state} ${a.zip5}`);
  }
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Agency');
  pdf.font('Helvetica').text(`${ag.display_name} (${ag.agency_code})`).text(ag.address_line1).text(`${ag.city}, ${ag.state} ${ag.zip}`).moveDown();
  pdf
    .font('Helvetica-Bold')
    .text(`Term premium: ${money(p.term_premium)}`)
    .font('Helvetica')
    .text(`Payment plan: ${p.payment_plan}`)
    .moveDown();
  for (const v of vehicles) {
    pdf.font('Helvetica-Bold').text(`Vehicle ${v.vehicle_num}: ${v.year} ${v.make} ${v.model}  VIN ${rules.maskAllButLast4(v.vin)}`);
    pdf.font('Helvetica');
    for (const c of coverages.get(v.id) ?? []) pdf.text(`  ${c.description}: ${c.coverage_limit_description}`);
    for (const cr of creditors.get(v.id) ?? [])
      pdf.text(`  Creditor: ${cr.business_name ?? [cr.first_name, cr.last_name].filter(Boolean).join(' ')}, ${cr.city} ${cr.zip}`);
    pdf.moveDown(0.5);
  }
  if (drivers.length) {
    pdf.font('Helvetica-Bold').text('Drivers').font('Helvetica');
    for (const d of drivers)
      pdf.text(
        `  ${d.driver_num}. ${d.first_name} ${d.last_name}  licence ${rules.maskAllButLast4(d.license_number)} (${d.license_state})  born ${rules.birthYear(d.birth_date)}`,
      );
  }
  return { fileName: `${p.policy_number}-declarations.pdf`, pdf };
}

const sha256Hex = (v) => createHash('sha256').update(v).digest('hex');

/** Sign-in: the same lookup, argon2 verification, sign-in time, session rows and two signed tokens. */
async function login(body, ip) {
  const name = String(body?.username ?? '')
    .trim()
    .toLowerCase();
  const found = await q('select * from user_account where email = $1 or lower(username) = $1 limit 2', [name]);
  const user = found.find((u) => u.email === name) ?? found[0];
  if (!user || !(await argon2.verify(user.password_hash, String(body?.password ?? ''))) || !user.email_confirmed) return null;
  const now = new Date();
  await q('update user_account set last_login = $1 where id = $2', [now, user.id]);
  const familyId = randomUUID();
  const jti = randomBytes(32).toString('base64url');
  const iat = Math.floor(now.getTime() / 1000);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('insert into session_family (id, user_id, created_at, last_used_at, ip) values ($1, $2, $3, $3, $4)', [familyId, user.id, now, ip]);
    await client.query('insert into refresh_token (family_id, jti_hash, created_at, expires_at) values ($1, $2, $3, $4)', [
      familyId,
      sha256Hex(jti),
      now,
      new Date((iat + refreshTtl) * 1000),
    ]);
    await client.query('commit');
  } finally {
    client.release();
  }
  const numbers = (await q('select policy_number from user_policy where user_id = $1 order by added_on asc, policy_number asc', [user.id])).map(
    (r) => r.policy_number,
  );
  const access = {
    sub: user.id,
    sid: familyId,
    iat,
    exp: iat + accessTtl,
    policies: policiesClaim(numbers, user.is_admin),
    given_name: user.first_name,
    family_name: user.last_name,
    full_name: user.display_name,
    locale: user.locale,
    email_address: user.email,
  };
  return {
    token: jwt.sign(access, key, { algorithm: 'HS256', issuer: ISSUER, audience: 'portal' }),
    refreshToken: jwt.sign({ sub: user.id, sid: familyId, jti, iat, exp: iat + refreshTtl }, key, {
      algorithm: 'HS256',
      issuer: ISSUER,
      audience: 'portal-refresh',
    }),
    expiresAt: new Date((iat + accessTtl) * 1000).toISOString(),
    refreshExpiresAt: new Date((iat + refreshTtl) * 1000).toISOString(),
    tokenDate: now.toISOString(),
    rememberMe: null,
    username: user.username,
  };
}

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/account/login', async (request, reply) => {
  const session = await login(request.body, request.ip);
  if (!session) return reply.code(401).type('application/json').send('{"success":false,"result":null,"errors":[{"code":"AUTH_LOGIN_FAILED"}]}');
  return reply.type('application/json').send(envelope(session));
});
app.post('/api/policy', async (request, reply) => {
  const userId = await caller(request);
  if (!userId) return unauthorized(reply);
  return reply.type('application/json; charset=utf-8').send(envelope(await listPolicies(userId, request.body?.policies)));
});
app.get('/api/profile', async (request, reply) => {
  const userId = await caller(request);
  if (!userId) return unauthorized(reply);
  return reply.type('application/json; charset=utf-8').send(envelope(await profile(userId)));
});
app.get('/api/profile/home', async (request, reply) => {
  const userId = await caller(request);
  if (!userId) return unauthorized(reply);
  return reply.type('application/json; charset=utf-8').send(envelope(await home(userId)));
});
app.get('/api/document', async (request, reply) => {
  const userId = await caller(request);
  if (!userId) return unauthorized(reply);
  const rendered = await document(userId, String(request.query.q ?? ''));
  if (!rendered) return reply.code(404).send();
  reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${rendered.fileName}"`);
  rendered.pdf.end();
  return reply.send(rendered.pdf);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
serveProbe(async () => {
  await app.close();
  await pool.end();
});
