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

/** What a page ranks by: the lower-cased name in byte order (collation "C"), then the id. */
const SORT_NAME = `lower(u.display_name) collate "C"`;

/**
 * The matching accounts, one branch per column (an OR over the columns, or a join in the same
 * branch, makes the planner read the whole table), each selecting `id, sort_name` with one LIKE
 * parameter: the name, the email, the username, the policy number. Contains-criteria (3 or more
 * characters) use the trigram indexes; prefix criteria (1-2 characters) match the name through
 * the sort index (user_account_display_name_sort_index), which then also hands the branch its
 * rows in page order. The policy branch looks each matching policy's account up by its key
 * (LATERAL ... LIMIT 1 keeps that a nested loop): with the plain join, a criterion shared by a
 * thousand policy numbers (`5012`) made the planner hash-join against a sequential scan of
 * all 100k accounts.
 */
function branches(prefix: boolean): string[] {
  return [
    `select u.id, ${SORT_NAME} as sort_name from user_account u where ${prefix ? SORT_NAME : 'lower(u.display_name)'} like ?`,
    `select u.id, ${SORT_NAME} as sort_name from user_account u where u.email like ?`,
    `select u.id, ${SORT_NAME} as sort_name from user_account u where lower(u.username) like ?`,
    `select h.id, h.sort_name from user_policy p
       cross join lateral (select u.id, ${SORT_NAME} as sort_name from user_account u where u.id = p.user_id limit 1) h
      where p.policy_number like ?`,
  ];
}

/** The ids of every match (for the count): the same branches without the name, policies without their account. */
function matchIds(prefix: boolean): string {
  return [
    `select u.id from user_account u where ${prefix ? SORT_NAME : 'lower(u.display_name)'} like ?`,
    `select u.id from user_account u where u.email like ?`,
    `select u.id from user_account u where lower(u.username) like ?`,
    `select p.user_id from user_policy p where p.policy_number like ?`,
  ].join('\n union ');
}

/**
 * The same matches among administrators only: starts from the few staff accounts (the partial
 * index user_account_admins_index) and tests each, instead of reading every account a broad
 * criterion matches (`example.com` matches all 100k emails) to keep the one admin. Parameters:
 * name, login, login, policy patterns.
 */
const ADMIN_HITS = `hits as (
       select u.id, ${SORT_NAME} as sort_name from user_account u
        where u.is_admin
          and (lower(u.display_name) like ? or u.email like ? or lower(u.username) like ?
               or exists (select 1 from user_policy p where p.user_id = u.id and p.policy_number like ?))
     )`;

/** The page's 10 accounts with their columns and policy numbers, joined back from `page (id, sort_name)`. */
const PAGE_COLUMNS = `u.id, u.display_name, u.username, u.email, u.is_admin, u.email_confirmed, u.last_login::text as last_login,
            coalesce((select json_agg(p.policy_number order by p.added_on, p.id) from user_policy p where p.user_id = u.id), '[]') as policy_numbers`;

/**
 * The member search (doc 4 §7 POST /admin/search) as one statement: the accounts whose display
 * name, email or username contains the criteria (lower-cased, LIKE '%x%'; the start of them for
 * 1-2 characters or an address), plus those holding a policy whose number contains it,
 * optionally administrators only, ordered by lower-cased name (byte order) then id, one page of
 * 10, with the count of all matches.
 *
 * Each LIKE is served by an index (trigram GIN for parts, btree for prefixes; migrations
 * ..._admin and ..._member_search_order), so no search reads the whole table; parts and prefixes
 * are paged differently (containsPage, prefixPage). Only the page's 10 rows are joined back for
 * their columns and policy numbers. The GIN indexes are built with fastupdate off: a search
 * never scans a GIN pending list.
 */
export async function searchMembers(em: EntityManager, criteria: string, adminsOnly: boolean, page: number): Promise<MemberSearchPageDto> {
  const { name, login, policy } = memberSearchPatterns(criteria);
  const patterns = [name, login, login, policy];
  const offset = (page - 1) * MEMBER_PAGE_SIZE;
  if (adminsOnly) {
    const rows: Row[] = await em.getConnection().execute(
      `/* read model: member search, admins only */
       with ${ADMIN_HITS},
       page as (select id, sort_name, count(*) over () as total from hits order by sort_name, id limit ? offset ?)
       select ${PAGE_COLUMNS}, page.total
         from page join user_account u on u.id = page.id
        order by page.sort_name, page.id`,
      [...patterns, MEMBER_PAGE_SIZE, offset],
    );
    const total = rows.length ? Number(rows[0].total) : page > 1 ? await count(em, `with ${ADMIN_HITS} select count(*) as total from hits`, patterns) : 0;
    return { items: rows.map(toMemberSummary), page, pageSize: MEMBER_PAGE_SIZE, total };
  }
  const prefix = criteria.trim().length < CONTAINS_MIN_LENGTH;
  const rows: Row[] = prefix ? await prefixPage(em, patterns, offset) : await containsPage(em, patterns, offset);
  // A page past the last one has no row for the count to ride on.
  const total = rows.length ? Number(rows[0].total) : page > 1 ? await count(em, `select count(*) as total from (${matchIds(prefix)}) m`, patterns) : 0;
  return { items: rows.map(toMemberSummary), page, pageSize: MEMBER_PAGE_SIZE, total };
}

/**
 * Parts (3 or more characters): the branches run once (trigram scans are the cost: a part of an
 * email shares trigrams with every address), their union is counted and its page sorted. The
 * matches are the accounts whose name, email or username contains the part, or that hold a policy
 * whose number contains it: rarely more than a few thousand, and the sort in byte order is cheap.
 */
function containsPage(em: EntityManager, patterns: string[], offset: number): Promise<Row[]> {
  return em.getConnection().execute(
    `/* read model: member search */
     with hits as (${branches(false).join('\n union ')}),
     page as (select id, sort_name, count(*) over () as total from hits order by sort_name, id limit ? offset ?)
     select ${PAGE_COLUMNS}, page.total
       from page join user_account u on u.id = page.id
      order by page.sort_name, page.id`,
    [...patterns, MEMBER_PAGE_SIZE, offset],
  );
}

/**
 * Prefixes (1-2 characters) match thousands (`jo`: 7,341 of 100k): the page never sorts them
 * all. A page ends within the first offset + 10 rows of each branch in page order, so each
 * branch keeps only those (the name's read straight off the sort index, in order) and the union
 * of those few is ranked. The count reads ids only: an index-only scan of the sort index for the
 * name, the policy rows without their accounts.
 */
function prefixPage(em: EntityManager, patterns: string[], offset: number): Promise<Row[]> {
  const keep = offset + MEMBER_PAGE_SIZE;
  return em.getConnection().execute(
    `/* read model: member search by prefix */
     with page as (
       select id, sort_name from (${branches(true)
         .map((branch) => `(${branch} order by sort_name, id limit ?)`)
         .join('\n union ')}) b
        order by sort_name, id
        limit ? offset ?
     )
     select ${PAGE_COLUMNS}, (select count(*) from (${matchIds(true)}) m) as total
       from page join user_account u on u.id = page.id
      order by page.sort_name, page.id`,
    [...patterns.flatMap((pattern) => [pattern, keep]), MEMBER_PAGE_SIZE, offset, ...patterns],
  );
}

async function count(em: EntityManager, sql: string, params: string[]): Promise<number> {
  const [row] = await em.getConnection().execute<{ total: string }[]>(`/* read model: member search count */ ${sql}`, params);
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
