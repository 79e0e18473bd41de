import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Claim } from '../claim.entity';
import { ClaimEvent, ClaimEventKind } from '../claim-event.entity';
import { Policy } from '../policy.entity';
import type { PolicyStatus } from '../policy-status';
import type { AgencyView } from './policy-views';

/** A policyholder as a claim reads it (doc 4 §3 "Policy fields read for claims"). */
export interface ClaimHolderView {
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  isCommercial: boolean;
  email: string | null;
  homePhone: string | null;
  workPhone: string | null;
  cellPhone: string | null;
}

export interface ClaimVehicleView {
  vehicleNum: number;
  year: number;
  make: string;
  model: string;
  vin: string;
  bodyTypeId: number | null;
  classCode: string | null;
  /** Option indexes (0 none), as on the vehicle. */
  comprehensive: number;
  collision: number;
  /** Dollars. */
  comprehensiveDeductible: number;
  collisionDeductible: number;
}

export interface ClaimDriverView {
  driverNum: number;
  firstName: string;
  lastName: string;
}

export interface ClaimAddressView {
  line1: string | null;
  poBox: string | null;
  city: string;
  state: string;
  zip5: string;
}

/** One term of a policy with what the claim form and a submitted claim read. */
export interface ClaimPolicyView {
  id: number;
  policyNumber: string;
  policyImageNum: number;
  type: string;
  status: PolicyStatus;
  effectiveDate: string;
  renewalOfId: number | null;
  holder: ClaimHolderView;
  secondaryHolder: ClaimHolderView | null;
  agency: AgencyView;
  vehicles: ClaimVehicleView[];
  drivers: ClaimDriverView[];
  packageParts: Array<{ number: number; name: string }>;
  /** The policyholder's first address (the submitted claim's loss address). */
  firstAddress: ClaimAddressView | null;
  /** Print URL of the newest declaration by printDate. */
  decpaPrintUrl: string | null;
}

const HOLDER_JSON = (
  alias: string,
) => `json_build_object('displayName', ${alias}.display_name, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name,
  'isCommercial', ${alias}.is_commercial, 'email', ${alias}.email, 'homePhone', ${alias}.home_phone, 'workPhone', ${alias}.work_phone, 'cellPhone', ${alias}.cell_phone)`;

const CLAIM_POLICY_SQL = `/* read model: claim policies */ select p.id, p.policy_number, p.policy_image_num, p.type, p.status, p.effective_date::text as effective_date, p.renewal_of_id,
  ${HOLDER_JSON('h')} as holder,
  case when sh.id is null then null else ${HOLDER_JSON('sh')} end as secondary_holder,
  json_build_object('agencyCode', ag.agency_code, 'displayName', ag.display_name, 'producerName', ag.producer_name, 'producerPhones', ag.producer_phones,
    'addressLine1', ag.address_line1, 'addressLine2', ag.address_line2, 'city', ag.city, 'state', ag.state, 'zip', ag.zip, 'phones', ag.phones, 'emails', ag.emails) as agency,
  coalesce((select json_agg(json_build_object('vehicleNum', v.vehicle_num, 'year', v.year, 'make', v.make, 'model', v.model, 'vin', v.vin,
    'bodyTypeId', v.body_type_id, 'classCode', v.class_code, 'comprehensive', v.comprehensive, 'collision', v.collision,
    'comprehensiveDeductible', v.comprehensive_deductible::float8, 'collisionDeductible', v.collision_deductible::float8) order by v.vehicle_num)
    from vehicle v where v.policy_id = p.id), '[]') as vehicles,
  coalesce((select json_agg(json_build_object('driverNum', d.driver_num, 'firstName', d.first_name, 'lastName', d.last_name) order by d.driver_num)
    from driver d where d.policy_id = p.id), '[]') as drivers,
  coalesce((select json_agg(json_build_object('number', pp.number, 'name', pp.name) order by pp.number) from package_part pp where pp.policy_id = p.id), '[]') as package_parts,
  (select json_build_object('line1', a.line1, 'poBox', a.po_box, 'city', a.city, 'state', a.state, 'zip5', a.zip5)
    from policyholder_address a where a.policyholder_id = p.holder_id order by a.position limit 1) as first_address,
  (select doc.print_url from policy_document doc where doc.policy_id = p.id and doc.kind = 'declaration' order by doc.print_date desc, doc.id desc limit 1) as decpa_print_url
from policy p
join policyholder h on h.id = p.holder_id
left join policyholder sh on sh.id = p.secondary_holder_id
join agency ag on ag.id = p.agency_id
where p.policy_number in (?)
order by p.id`;

type Json<T> = T | string;
const json = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface ClaimPolicyRow {
  id: number;
  policy_number: string;
  policy_image_num: number;
  type: string;
  status: PolicyStatus;
  effective_date: string;
  renewal_of_id: number | null;
  holder: Json<ClaimHolderView>;
  secondary_holder: Json<ClaimHolderView> | null;
  agency: Json<ClaimPolicyView['agency']>;
  vehicles: Json<ClaimVehicleView[]>;
  drivers: Json<ClaimDriverView[]>;
  package_parts: Json<ClaimPolicyView['packageParts']>;
  first_address: Json<ClaimAddressView> | null;
  decpa_print_url: string | null;
}

/** A reported claim as the claims system lists it. */
export interface ReportedClaimInput {
  policyId: number;
  claimNumber: string;
  type: string;
  /** YYYY-MM-DD. */
  lossDate: string;
  status: string;
  description: string | null;
}

/**
 * The claims side of the core records: what a claim reads of a policy (one read model for every
 * term of the numbers asked) and the claims system's list, where a reported claim is written.
 */
@Injectable()
export class ClaimRecords {
  constructor(private readonly em: EntityManager) {}

  /** Every term of the numbers with what a claim reads; the caller picks the term (current, then renewal). */
  async claimPolicies(policyNumbers: string[]): Promise<ClaimPolicyView[]> {
    if (!policyNumbers.length) return [];
    const rows = (await this.em.getConnection().execute(CLAIM_POLICY_SQL, [policyNumbers])) as ClaimPolicyRow[];
    return rows.map((r) => ({
      id: r.id,
      policyNumber: r.policy_number,
      policyImageNum: r.policy_image_num,
      type: r.type,
      status: r.status,
      effectiveDate: r.effective_date,
      renewalOfId: r.renewal_of_id,
      holder: json(r.holder),
      secondaryHolder: r.secondary_holder ? json(r.secondary_holder) : null,
      agency: json(r.agency),
      vehicles: json(r.vehicles),
      drivers: json(r.drivers),
      packageParts: json(r.package_parts),
      firstAddress: r.first_address ? json(r.first_address) : null,
      decpaPrintUrl: r.decpa_print_url,
    }));
  }

  /** Lists a reported claim in the claims system, in the caller's transaction (it shows at once in the policy's claims). */
  async recordReportedClaim(tx: EntityManager, input: ReportedClaimInput, now = new Date()): Promise<void> {
    const claim = tx.create(Claim, {
      claimNumber: input.claimNumber,
      policy: tx.getReference(Policy, input.policyId),
      type: input.type,
      lossDate: input.lossDate,
      status: input.status,
      description: input.description,
    });
    // The timeline starts with the report.
    tx.create(ClaimEvent, { id: randomUUID(), claim, kind: ClaimEventKind.Reported, occurredAt: now, details: {} });
    await tx.flush();
  }
}
