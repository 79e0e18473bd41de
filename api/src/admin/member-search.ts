import type { EntityManager } from '@mikro-orm/postgresql';
import { likeLiteral } from './like';
import { MEMBER_PAGE_SIZE, type MemberSearchPageDto, type MemberSummaryDto } from './dto/member-search.dto';

interface Row {
  id: string;
  display_name: string;
  username: string;
  email: string;
  is_admin: boolean;
  email_confirmed: boolean;
  last_login: string | null;
  policy_numbers: string[];
  total: string;
}

/** Criteria shorter than this match the start of a column (a trigram needs 3 characters). */
export const CONTAINS_MIN_LENGTH = 3;

/**
 * The LIKE patterns of a search: `%x%` (part of the column, trigram indexes) from 3 characters,
 * `x%` (start of the column, btree pattern-ops indexes) for 1-2 characters; criteria with an `@`
 * match the start of the email and username (a whole or leading address: every address shares
 * the domain's trigrams, so contains-matching would read most of the index). Name and login are
 * lower-cased, the policy number upper-cased; `%`, `_` and `\` are literal.
 */
export function memberSearchPatterns(criteria: string): { name: string; login: string; policy: string } {
  const text = criteria.trim();
  const prefix = text.length < CONTAINS_MIN_LENGTH;
  const lower = likeLiteral(text.toLowerCase());
  const match = (value: string, startOnly: boolean) => (startOnly ? `${value}%` : `%${value}%`);
  return { name: match(lower, prefix), login: match(lower, prefix || text.includes('@')), policy: match(likeLiteral(text.toUpperCase()), prefix) };
}

/**
 * The matching accounts with what the page needs to sort and filter: one branch per column, so
 * each LIKE is one trigram index scan (an OR over the columns, or a join in the same branch,
 * makes the planner read the whole table). Parameters: the name pattern, the login pattern twice
 * (email, username), the policy pattern.
 */
const HITS = `hits as (
       select u.id, lower(u.display_name) as sort_name, u.is_admin from user_account u where lower(u.display_name) like ?
       union
       select u.id, lower(u.display_name), u.is_admin from user_account u where u.email like ?
       union
       select u.id, lower(u.display_name), u.is_admin from user_account u where lower(u.username) like ?
       union
       select u.id, lower(u.display_name), u.is_admin from user_policy p join user_account u on u.id = p.user_id where p.policy_number like ?
     )`;

/**
 * The member search (doc 4 §7 POST /admin/search) as one statement: the accounts whose display
 * name, email or username contains the criteria (lower-cased, LIKE '%x%'), plus those holding a
 * policy whose number contains it, optionally administrators only, ordered by name then id, one
 * page of 10, with the count of all matches. Each LIKE is served by a trigram GIN index
 * (migration Migration20261126040414_admin: lower(display_name), email, lower(username) and
 * policy_number with gin_trgm_ops), so a search of 3 or more characters never reads the whole
 * table; the accounts are matched as a UNION of index lookups (an OR across the two tables would
 * not use them). Only the page's 10 rows are joined back for their columns and policy numbers.
 * The indexes are built with fastupdate off: a search never scans a GIN pending list (after a
 * bulk load of 100k accounts a pending list made every search 10-12 ms slower until a vacuum).
 */
export async function searchMembers(em: EntityManager, criteria: string, adminsOnly: boolean, page: number): Promise<MemberSearchPageDto> {
  const { name: needle, login, policy: policyNeedle } = memberSearchPatterns(criteria);
  const rows: Row[] = await em.getConnection().execute(
    `/* read model: member search */
     with ${HITS},
     page as (
       select id, sort_name, count(*) over () as total from hits
        where (? = false or is_admin)
        order by sort_name, id
        limit ? offset ?
     )
     select u.id, u.display_name, u.username, u.email, u.is_admin, u.email_confirmed, u.last_login::text as last_login,
            coalesce((select json_agg(p.policy_number order by p.added_on, p.id) from user_policy p where p.user_id = u.id), '[]') as policy_numbers,
            page.total
       from page join user_account u on u.id = page.id
      order by page.sort_name, page.id`,
    [needle, login, login, policyNeedle, adminsOnly, MEMBER_PAGE_SIZE, (page - 1) * MEMBER_PAGE_SIZE],
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) total = await countMembers(em, needle, login, policyNeedle, adminsOnly);
  return { items: rows.map(toMemberSummary), page, pageSize: MEMBER_PAGE_SIZE, total };
}

/** The count alone, for a page past the last one (its window count has no row to ride on). */
async function countMembers(em: EntityManager, needle: string, login: string, policyNeedle: string, adminsOnly: boolean): Promise<number> {
  const [row] = await em.getConnection().execute<{ total: string }[]>(
    `/* read model: member search count */
     with ${HITS}
     select count(*) as total from hits where (? = false or is_admin)`,
    [needle, login, login, policyNeedle, adminsOnly],
  );
  return Number(row?.total ?? 0);
}

function toMemberSummary(row: Row): MemberSummaryDto {
  return {
    id: row.id,
    name: row.display_name,
    userName: row.username,
    email: row.email,
    isAdmin: row.is_admin,
    emailConfirmed: row.email_confirmed,
    lastLogin: row.last_login ? new Date(row.last_login).toISOString() : null,
    policyNumbers: row.policy_numbers,
  };
}
