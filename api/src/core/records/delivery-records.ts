import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * The policy system's delivery record (policy.e_delivery, one per term) against the portal's
 * choice (user_account.is_delivery, set on /profile/alerts), for the back office's e-delivery
 * sync (admin/e-delivery-sync.ts). A member has a discrepancy when a policy they hold (a
 * user_policy link) has a term that is not History whose record differs from their choice.
 * Customers only: an administrator's own account is never counted. The SQL reads the portal's
 * links because the discrepancy is defined over them; it writes only the core's policy rows.
 */
export interface DeliveryDiscrepancyRow {
  id: string;
  username: string;
  email: string;
  display_name: string;
  is_delivery: boolean;
  policies: Array<{ policyNumber: string; coreDelivery: boolean }> | string;
  total: string;
}

export interface DeliverySyncRow {
  username: string;
  email: string;
  policy_number: string;
  after: boolean;
}

const DIFFERS = `exists (
  select 1 from "user_policy" up join "policy" p on p."policy_number" = up."policy_number"
  where up."user_id" = u."id" and p."status" <> 'History' and p."e_delivery" <> u."is_delivery")`;

@Injectable()
export class DeliveryRecords {
  constructor(private readonly em: EntityManager) {}

  /** One page (by username, id) of the members with a discrepancy, each with the differing policies and the total count. */
  async discrepancyPage(limit: number, offset: number): Promise<DeliveryDiscrepancyRow[]> {
    return this.em.getConnection().execute<DeliveryDiscrepancyRow[]>(
      `/* read model: e-delivery discrepancies */
     with "page" as (
       select u."id", count(*) over () as "total" from "user_account" u
        where not u."is_admin" and ${DIFFERS}
        order by u."username", u."id" limit ? offset ?
     )
     select u."id", u."username", u."email", u."display_name", u."is_delivery", "page"."total",
            coalesce((select json_agg(json_build_object('policyNumber', d."policy_number", 'coreDelivery', d."e_delivery") order by d."policy_number")
                        from (select distinct p."policy_number", p."e_delivery" from "user_policy" up
                                join "policy" p on p."policy_number" = up."policy_number"
                               where up."user_id" = u."id" and p."status" <> 'History' and p."e_delivery" <> u."is_delivery") d), '[]') as "policies"
       from "page" join "user_account" u on u."id" = "page"."id"
      order by u."username", u."id"`,
      [limit, offset],
    );
  }

  /** How many members have a discrepancy. */
  async discrepancyTotal(): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ total: string }[]>(`select count(*) as "total" from "user_account" u where not u."is_admin" and ${DIFFERS}`);
    return Number(row.total);
  }

  /**
   * Writes the portal's choice to the differing terms of up to `limit` members with a
   * discrepancy (null: all), by username: their user rows are locked (a profile save waits, so
   * the run writes the choice it read), then one UPDATE. Run it inside the caller's transaction
   * `tx`. Answers one row per member and policy number changed.
   */
  async syncPortalChoice(tx: EntityManager, limit: number | null): Promise<DeliverySyncRow[]> {
    return tx.execute<DeliverySyncRow[]>(
      `with "targets" as (
         select u."id", u."username", u."email", u."is_delivery" from "user_account" u
         where not u."is_admin" and ${DIFFERS}
         order by u."username", u."id"
         limit ?
         for update of u
       ), "changed" as (
         update "policy" p set "e_delivery" = t."is_delivery"
         from "targets" t join "user_policy" up on up."user_id" = t."id"
         where p."policy_number" = up."policy_number" and p."status" <> 'History' and p."e_delivery" <> t."is_delivery"
         returning t."username", t."email", p."policy_number", t."is_delivery"
       )
       select "username", "email", "policy_number", bool_or("is_delivery") as "after"
       from "changed" group by "username", "email", "policy_number"
       order by "username", "policy_number"`,
      [limit],
    );
  }
}
