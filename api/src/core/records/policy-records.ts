import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PolicyStatus } from '../policy-status';
import type { PolicyImageView } from '../endorsements/endorsement-views';
import type {
  AddressView,
  AgencyView,
  BillingAccountView,
  BillingItemView,
  DocumentView,
  IdCardView,
  PolicyTermView,
  PrintableView,
  PrintedPolicyView,
} from './policy-views';

/*
 * Read models (api/README.md, "Read models"): each view is one SQL statement that returns the
 * view's shape, nested lists aggregated as JSON by PostgreSQL, mapped once below. Correlated
 * subqueries use the foreign-key indexes (policy_id, vehicle_id, policyholder_id).
 */

const ADDRESS_JSON = `(select json_build_object('line1', a.line1, 'line2', a.line2, 'poBox', a.po_box, 'city', a.city, 'state', a.state, 'zip5', a.zip5)
  from policyholder_address a where a.policyholder_id = p.holder_id order by a.position limit 1)`;

const AGENCY_JSON = `json_build_object('agencyCode', ag.agency_code, 'displayName', ag.display_name, 'producerName', ag.producer_name,
  'producerPhones', ag.producer_phones, 'addressLine1', ag.address_line1, 'addressLine2', ag.address_line2, 'city', ag.city,
  'state', ag.state, 'zip', ag.zip, 'phones', ag.phones, 'emails', ag.emails)`;

const COVERAGES_JSON = `coalesce((select json_agg(json_build_object('description', c.description, 'coverageLimitDescription', c.coverage_limit_description) order by c.position, c.id)
  from vehicle_coverage c where c.vehicle_id = v.id), '[]')`;

const CREDITORS_JSON = `coalesce((select json_agg(json_build_object('businessName', cr.business_name, 'firstName', cr.first_name, 'lastName', cr.last_name, 'city', cr.city, 'zip', cr.zip,
  'creditorNum', cr.creditor_num, 'creditorType', cr.creditor_type, 'houseNumber', cr.house_number, 'aptNum', cr.apt_num, 'streetName', cr.street_name,
  'poBox', cr.po_box, 'stateId', cr.state_id, 'county', cr.county) order by cr.creditor_num)
  from creditor cr where cr.vehicle_id = v.id), '[]')`;

const VEHICLES_JSON = `coalesce((select json_agg(json_build_object('vehicleNum', v.vehicle_num, 'year', v.year, 'make', v.make, 'model', v.model,
  'vin', v.vin, 'deleteFutureEffectiveDate', v.delete_future_effective_date, 'coverages', ${COVERAGES_JSON}, 'creditors', ${CREDITORS_JSON},
  'style', v.style, 'annualMileage', v.annual_mileage, 'loanOrLease', v.loan_or_lease, 'hasThirdPartyLoanLeaseCoverage', v.has_third_party_loan_lease_coverage,
  'comprehensive', v.comprehensive, 'collision', v.collision, 'rentalReimbursement', v.rental_reimbursement, 'towingAndLabor', v.towing_and_labor) order by v.vehicle_num)
  from vehicle v where v.policy_id = p.id), '[]')`;

const ADDRESSES_JSON = `coalesce((select json_agg(json_build_object('line1', a.line1, 'line2', a.line2, 'poBox', a.po_box, 'city', a.city, 'state', a.state,
  'zip5', a.zip5, 'county', a.county) order by a.position) from policyholder_address a where a.policyholder_id = p.holder_id), '[]')`;

const DRIVERS_JSON = `coalesce((select json_agg(json_build_object('driverNum', d.driver_num, 'firstName', d.first_name, 'middleInitial', d.middle_initial,
  'lastName', d.last_name, 'suffix', d.suffix, 'licenseNumber', d.license_number, 'licenseState', d.license_state, 'birthDate', d.birth_date,
  'deleteFutureEffectiveDate', d.delete_future_effective_date, 'relationshipTypeId', d.relationship_type_id) order by d.driver_num) from driver d where d.policy_id = p.id), '[]')`;

/**
 * A declarations page's versionEffectiveDate: the term's effective date for a page printed before
 * any change of the term (no image_num: it prints the term's first image), else the effective
 * date of the issued change that made the image it prints. Null for forms.
 * Newest first: declarations printed on one day (two changes that day) latest first; forms printed
 * together keep the order they were issued in.
 */
const DOCUMENTS_JSON = `coalesce((select json_agg(json_build_object('kind', doc.kind, 'description', doc.description, 'formNumber', doc.form_number,
  'printDate', doc.print_date, 'printUrl', doc.print_url, 'versionEffectiveDate', case when doc.kind <> 'declaration' then null
    when doc.image_num is null then p.effective_date
    else (select e.effective_date from policy_endorsement e where e.policy_id = p.id and e.image_num = doc.image_num and e.status = 'issued') end)
  order by doc.print_date desc, case when doc.kind = 'declaration' then -doc.id else doc.id end) from policy_document doc where doc.policy_id = p.id), '[]')`;

const ID_CARDS_JSON = `coalesce((select json_agg(json_build_object('year', ic.year, 'make', ic.make, 'model', ic.model, 'printDate', ic.print_date,
  'printUrl', ic.print_url) order by ic.id) from id_card ic where ic.policy_id = p.id), '[]')`;

const CLAIMS_JSON = `coalesce((select json_agg(json_build_object('claimNumber', cl.claim_number, 'type', cl.type, 'lossDate', cl.loss_date, 'status', cl.status,
  'representativeName', cl.representative_name, 'representativeEmail', cl.representative_email, 'representativePhone', cl.representative_phone,
  'latestEvent', (select json_build_object('kind', ev.kind, 'occurredAt', ev.occurred_at) from claim_event ev where ev.claim_id = cl.id order by ev.occurred_at desc, ev.id desc limit 1))
  order by cl.loss_date desc, cl.id) from claim cl where cl.policy_id = p.id), '[]')`;

const BILLING_ITEMS_JSON = `coalesce((select json_agg(json_build_object('itemDate', bi.item_date::text, 'description', bi.description, 'itemType', bi.item_type,
  'paymentAmount', bi.payment_amount::float8, 'billedAmount', bi.billed_amount::float8, 'balance', bi.balance::float8) order by bi.item_date desc, bi.id desc)
  from (select b.* from billing_item b join policy bp on bp.id = b.policy_id where bp.policy_number = p.policy_number
    order by b.item_date desc, b.id desc limit 1000) bi), '[]')`;

const PACKAGE_PARTS_JSON = `coalesce((select json_agg(pp.name order by pp.number) from package_part pp where pp.policy_id = p.id), '[]')`;

const ACCOUNT_JSON = `case when ba.id is null then null else json_build_object('accountNumber', ba.account_number, 'primaryPolicyId', ba.primary_policy_id,
  'outstandingBalance', ba.outstanding_balance, 'outstandingBalanceDueDate', ba.outstanding_balance_due_date, 'payInFullAmount', ba.pay_in_full_amount,
  'lastPaymentAmount', ba.last_payment_amount, 'lastPaymentDate', ba.last_payment_date) end`;

/**
 * Every term of the numbers, with all the policy list shows; `balancesOnly` leaves the nested
 * lists empty (vehicles, drivers, documents, ID cards, claims, parts, billing items): what
 * paying reads, at a fraction of the cost.
 */
const termsSql = (
  balancesOnly: boolean,
) => `/* read model: policy terms${balancesOnly ? ' (balances)' : ''} */ select p.id, p.version, p.policy_number, p.policy_image_num, p.type, p.status, p.effective_date::text as effective_date,
  p.end_date::text as end_date, p.company_name, p.renewal_of_id, p.payment_plan, p.auto_pay, p.term_premium::float8 as term_premium,
  p.next_due_date::text as next_due_date, p.next_due_amount::float8 as next_due_amount, p.outstanding_balance::float8 as outstanding_balance,
  p.outstanding_balance_due_date::text as outstanding_balance_due_date, p.pay_in_full_amount::float8 as pay_in_full_amount,
  p.last_payment_amount::float8 as last_payment_amount, p.last_payment_date::text as last_payment_date, p.has_pending_endorsement,
  p.is_pending_endorsement_mp, p.is_policy_in_notice_of_cancellation, h.display_name as holder_name, p.version_id,
  p.minimum_effective_date::text as minimum_effective_date, p.maximum_effective_date::text as maximum_effective_date, p.has_auto_enhancement,
  p.has_auto_plus_enhancement, p.pending_endorsement_policy_image_num, p.pending_endorsement_transaction_date::text as pending_endorsement_transaction_date,
  ${balancesOnly ? `'[]'::json` : ADDRESSES_JSON} as addresses,
  exists(select 1 from policy_change_save pcs where pcs.policy_number = p.policy_number) as has_endorsement_save,
  ${ADDRESS_JSON} as mailing_address, ${ACCOUNT_JSON} as billing_account, ${AGENCY_JSON} as agency,
  ${balancesOnly ? `'[]'::json as vehicles, '[]'::json as drivers, '[]'::json as documents, '[]'::json as id_cards,` : `${VEHICLES_JSON} as vehicles, ${DRIVERS_JSON} as drivers, ${DOCUMENTS_JSON} as documents, ${ID_CARDS_JSON} as id_cards,`}
  ${balancesOnly ? `'[]'::json as claims, '[]'::json as package_parts, '[]'::json as billing_items` : `${CLAIMS_JSON} as claims, ${PACKAGE_PARTS_JSON} as package_parts, ${BILLING_ITEMS_JSON} as billing_items`}
from policy p
join policyholder h on h.id = p.holder_id
join agency ag on ag.id = p.agency_id
left join billing_account ba on ba.id = p.billing_account_id
where p.policy_number in (?)
order by p.id`;
const TERMS_SQL = termsSql(false);
const BALANCES_SQL = termsSql(true);

/** The document (first) or ID card behind a print URL on one of the numbers, with its term as printed. */
const PRINTABLE_SQL = `/* read model: printable */ with hit as (
  select 0 as rank, doc.policy_id, json_build_object('kind', doc.kind, 'description', doc.description, 'formNumber', doc.form_number,
    'printDate', doc.print_date, 'printUrl', doc.print_url) as item,
    case when doc.kind = 'declaration' then coalesce(doc.image_num, 0) end as image_num
  from policy_document doc join policy dp on dp.id = doc.policy_id
  where doc.print_url = ? and dp.policy_number in (?)
  union all
  select 1, ic.policy_id, json_build_object('year', ic.year, 'make', ic.make, 'model', ic.model, 'printDate', ic.print_date, 'printUrl', ic.print_url,
    'vin', (select veh.vin from vehicle veh where veh.id = ic.vehicle_id)), null
  from id_card ic join policy cp on cp.id = ic.policy_id
  where ic.print_url = ? and cp.policy_number in (?)
  order by 1 limit 1
)
select hit.rank, hit.item, p.policy_number, p.effective_date::text as effective_date, p.end_date::text as end_date, p.company_name,
  p.term_premium::float8 as term_premium, p.payment_plan, h.display_name as holder_name, ${ADDRESS_JSON} as mailing_address,
  ${AGENCY_JSON} as agency, ${VEHICLES_JSON} as vehicles, ${DRIVERS_JSON} as drivers,
  (select e.previous_image from policy_endorsement e where e.policy_id = p.id and e.status = 'issued'
    and (hit.image_num = 0 or e.base_image_num = hit.image_num) order by e.image_num limit 1) as earlier_image
from hit
join policy p on p.id = hit.policy_id
join policyholder h on h.id = p.holder_id
join agency ag on ag.id = p.agency_id`;

type Json<T> = T | string;
/** pg returns json columns parsed; PGlite's socket does too. A string would be a driver that does not. */
const json = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface TermRow {
  id: number;
  version: number;
  policy_number: string;
  policy_image_num: number;
  type: string;
  status: PolicyStatus;
  effective_date: string;
  end_date: string;
  company_name: string;
  renewal_of_id: number | null;
  payment_plan: string;
  auto_pay: boolean;
  term_premium: number;
  next_due_date: string | null;
  next_due_amount: number;
  outstanding_balance: number;
  outstanding_balance_due_date: string | null;
  pay_in_full_amount: number;
  last_payment_amount: number | null;
  last_payment_date: string | null;
  has_pending_endorsement: boolean;
  is_pending_endorsement_mp: boolean;
  is_policy_in_notice_of_cancellation: boolean;
  version_id: number;
  minimum_effective_date: string | null;
  maximum_effective_date: string | null;
  has_auto_enhancement: boolean;
  has_auto_plus_enhancement: boolean;
  pending_endorsement_policy_image_num: number | null;
  pending_endorsement_transaction_date: string | null;
  addresses: Json<PolicyTermView['addresses']>;
  has_endorsement_save: boolean;
  holder_name: string;
  mailing_address: Json<AddressView | null>;
  billing_account: Json<BillingAccountView | null>;
  agency: Json<AgencyView>;
  vehicles: Json<PolicyTermView['vehicles']>;
  drivers: Json<PolicyTermView['drivers']>;
  documents: Json<DocumentView[]>;
  id_cards: Json<PolicyTermView['idCards']>;
  claims: Json<PolicyTermView['claims']>;
  package_parts: Json<string[]>;
  billing_items: Json<BillingItemView[]>;
}

interface PrintableRow {
  rank: number;
  item: Json<Record<string, unknown>>;
  policy_number: string;
  effective_date: string;
  end_date: string;
  company_name: string;
  term_premium: number;
  payment_plan: string;
  holder_name: string;
  mailing_address: Json<AddressView | null>;
  agency: Json<AgencyView>;
  vehicles: Json<PrintedPolicyView['vehicles']>;
  drivers: Json<PrintedPolicyView['drivers']>;
  earlier_image: Json<PolicyImageView> | null;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** Policies of the core records as read models (the list, printed documents). Writes go through entities and BillingLedger. */
@Injectable()
export class PolicyRecords {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every term of the policy numbers, in one statement. `balancesOnly`: without the nested
   * lists (they come back empty), for callers that need balances, status and dates only.
   */
  async terms(policyNumbers: string[], options: { balancesOnly?: boolean } = {}): Promise<PolicyTermView[]> {
    if (!policyNumbers.length) return [];
    const rows = await this.em.getConnection().execute<TermRow[]>(options.balancesOnly ? BALANCES_SQL : TERMS_SQL, [policyNumbers]);
    return rows.map((r) => {
      const account = json(r.billing_account);
      return {
        id: r.id,
        version: r.version,
        policyNumber: r.policy_number,
        policyImageNum: r.policy_image_num,
        type: r.type,
        status: r.status,
        effectiveDate: r.effective_date,
        endDate: r.end_date,
        companyName: r.company_name,
        renewalOfId: r.renewal_of_id,
        paymentPlan: r.payment_plan,
        autoPay: r.auto_pay,
        termPremium: Number(r.term_premium),
        nextDueDate: r.next_due_date,
        nextDueAmount: Number(r.next_due_amount),
        outstandingBalance: Number(r.outstanding_balance),
        outstandingBalanceDueDate: r.outstanding_balance_due_date,
        payInFullAmount: Number(r.pay_in_full_amount),
        lastPaymentAmount: num(r.last_payment_amount),
        lastPaymentDate: r.last_payment_date,
        hasPendingEndorsement: r.has_pending_endorsement,
        isPendingEndorsementMP: r.is_pending_endorsement_mp,
        isPolicyInNoticeOfCancellation: r.is_policy_in_notice_of_cancellation,
        versionId: r.version_id,
        minimumEffectiveDate: r.minimum_effective_date,
        maximumEffectiveDate: r.maximum_effective_date,
        hasAutoEnhancement: r.has_auto_enhancement,
        hasAutoPlusEnhancement: r.has_auto_plus_enhancement,
        pendingEndorsementPolicyImageNum: r.pending_endorsement_policy_image_num,
        pendingEndorsementTransactionDate: r.pending_endorsement_transaction_date,
        addresses: json(r.addresses),
        hasEndorsementSave: r.has_endorsement_save,
        holderName: r.holder_name,
        mailingAddress: json(r.mailing_address),
        billingAccount: account
          ? {
              ...account,
              outstandingBalance: Number(account.outstandingBalance),
              payInFullAmount: Number(account.payInFullAmount),
              lastPaymentAmount: num(account.lastPaymentAmount),
            }
          : null,
        agency: json(r.agency),
        vehicles: json(r.vehicles),
        drivers: json(r.drivers),
        documents: json(r.documents),
        idCards: json(r.id_cards),
        claims: json(r.claims),
        packageParts: json(r.package_parts),
        billingItems: json(r.billing_items).map((b) => ({
          ...b,
          itemType: Number(b.itemType),
          paymentAmount: Number(b.paymentAmount),
          billedAmount: Number(b.billedAmount),
          balance: Number(b.balance),
        })),
      };
    });
  }

  /** The policy numbers billed on the account bill (any term), in order. */
  async accountPolicyNumbers(accountNumber: string): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ policy_number: string }>>(
        `/* read model: account policies */ select distinct p.policy_number from policy p join billing_account ba on ba.id = p.billing_account_id where ba.account_number = ? order by p.policy_number`,
        [accountNumber],
      );
    return rows.map((r) => r.policy_number);
  }

  /** The document or ID card with this print URL on one of the policy numbers (a document first), or null. */
  async printable(printUrl: string, policyNumbers: string[]): Promise<PrintableView | null> {
    if (!policyNumbers.length) return null;
    const rows = await this.em.getConnection().execute<PrintableRow[]>(PRINTABLE_SQL, [printUrl, policyNumbers, printUrl, policyNumbers]);
    const r = rows[0];
    if (!r) return null;
    // A declarations page of an earlier image prints that image as the change that replaced it kept it.
    const earlier = r.earlier_image === null ? null : json(r.earlier_image);
    const policy: PrintedPolicyView = {
      policyNumber: r.policy_number,
      effectiveDate: r.effective_date,
      endDate: r.end_date,
      companyName: r.company_name,
      termPremium: earlier ? Number(earlier.termPremium) : Number(r.term_premium),
      paymentPlan: r.payment_plan,
      holderName: r.holder_name,
      mailingAddress: json(r.mailing_address),
      agency: json(r.agency),
      vehicles: earlier ? earlier.vehicles : json(r.vehicles),
      drivers: earlier ? earlier.drivers : json(r.drivers),
    };
    const item = json(r.item);
    return Number(r.rank) === 0
      ? { kind: 'document', document: item as unknown as DocumentView, policy }
      : { kind: 'id-card', card: item as unknown as IdCardView & { vin: string | null }, policy };
  }

  /** The numbers among `policyNumbers` that are policies of the book (any term). */
  async existingNumbers(policyNumbers: string[]): Promise<Set<string>> {
    if (!policyNumbers.length) return new Set();
    const rows = await this.em
      .getConnection()
      .execute<Array<{ n: string }>>(`select distinct policy_number as n from policy where policy_number in (?)`, [policyNumbers]);
    return new Set(rows.map((r) => r.n));
  }

  /** Each number's status on its latest term (by effective date); a number not in the book is absent. */
  async latestStatuses(policyNumbers: string[]): Promise<Map<string, PolicyStatus>> {
    if (!policyNumbers.length) return new Map();
    const rows = await this.em.getConnection().execute<Array<{ policy_number: string; status: PolicyStatus }>>(
      `/* read model: latest term status */
       select distinct on (policy_number) policy_number, status from policy
        where policy_number in (?) order by policy_number, effective_date desc`,
      [policyNumbers],
    );
    return new Map(rows.map((r) => [r.policy_number, r.status]));
  }

  /**
   * Sets a term's payment plan and auto-pay flag (a recurring payment set up or cancelled),
   * moving its version (optimistic locking). Pass `tx` to write in the caller's transaction.
   */
  async setPaymentPlan(policyId: number, plan: { id: number; name: string }, autoPay: boolean, tx?: EntityManager): Promise<void> {
    await (tx ?? this.em).execute(`update policy set payment_plan_id = ?, payment_plan = ?, auto_pay = ?, version = version + 1 where id = ?`, [
      plan.id,
      plan.name,
      autoPay,
      policyId,
    ]);
  }
}
