import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { naicOf } from '../insurers';
import type { PolicyStatus } from '../policy-status';
import type { AddressView, AgencyView } from './policy-views';

/** One liability limit of a term, amounts in whole cents. */
export interface LiabilityLimitView {
  coverageType: string;
  limitName: string;
  amountCents: number;
}

/** What a certificate of insurance prints of a term: insurer, insured, producer, period and limits. */
export interface CertificateTermView {
  policyNumber: string;
  type: string;
  status: PolicyStatus;
  effectiveDate: string;
  endDate: string;
  companyName: string;
  /** The insurer's NAIC code, or null when unknown. */
  naic: string | null;
  holderName: string;
  mailingAddress: AddressView | null;
  agency: AgencyView;
  packageParts: string[];
  limits: LiabilityLimitView[];
}

/** The term a certificate is for: the In-Force term first, else the newest. One statement. */
const CERTIFICATE_TERM_SQL = `/* read model: certificate term */ select p.policy_number, p.type, p.status, p.effective_date::text as effective_date,
  p.end_date::text as end_date, p.company_name, h.display_name as holder_name,
  (select json_build_object('line1', a.line1, 'line2', a.line2, 'poBox', a.po_box, 'city', a.city, 'state', a.state, 'zip5', a.zip5)
    from policyholder_address a where a.policyholder_id = p.holder_id order by a.position limit 1) as mailing_address,
  json_build_object('agencyCode', ag.agency_code, 'displayName', ag.display_name, 'producerName', ag.producer_name,
    'producerPhones', ag.producer_phones, 'addressLine1', ag.address_line1, 'addressLine2', ag.address_line2, 'city', ag.city,
    'state', ag.state, 'zip', ag.zip, 'phones', ag.phones, 'emails', ag.emails) as agency,
  coalesce((select json_agg(pp.name order by pp.number) from package_part pp where pp.policy_id = p.id), '[]') as package_parts,
  coalesce((select json_agg(json_build_object('coverageType', l.coverage_type, 'limitName', l.limit_name, 'amountCents', l.amount_cents) order by l.position)
    from liability_limit l where l.policy_id = p.id), '[]') as limits
from policy p
join policyholder h on h.id = p.holder_id
join agency ag on ag.id = p.agency_id
where p.policy_number = ?
order by (p.status = 'In-Force') desc, p.effective_date desc
limit 1`;

interface Row {
  policy_number: string;
  type: string;
  status: PolicyStatus;
  effective_date: string;
  end_date: string;
  company_name: string;
  holder_name: string;
  mailing_address: AddressView | null | string;
  agency: AgencyView | string;
  package_parts: string[] | string;
  limits: LiabilityLimitView[] | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The core records a certificate of insurance is printed from (limits and dates never come from a form). */
@Injectable()
export class CertificateRecords {
  constructor(private readonly em: EntityManager) {}

  /** The term of the policy number a certificate is for (In-Force first, else the newest), or null. */
  async certificateTerm(policyNumber: string): Promise<CertificateTermView | null> {
    const [r] = await this.em.getConnection().execute<Row[]>(CERTIFICATE_TERM_SQL, [policyNumber]);
    if (!r) return null;
    return {
      policyNumber: r.policy_number,
      type: r.type,
      status: r.status,
      effectiveDate: r.effective_date,
      endDate: r.end_date,
      companyName: r.company_name,
      naic: naicOf(r.company_name),
      holderName: r.holder_name,
      mailingAddress: json(r.mailing_address),
      agency: json(r.agency),
      packageParts: json(r.package_parts),
      limits: json(r.limits).map((l) => ({ ...l, amountCents: Number(l.amountCents) })),
    };
  }
}
