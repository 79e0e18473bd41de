/* No imports: the /admin route file (in the route tree, so in the entry) reads this. */

/** The Admin sections of doc 4 §2 this screen has, in the URL as ?section= (labels in AdminPage). */
export const ADMIN_SECTIONS = ['members', 'verification', 'settings', 'chat', 'advertisements', 'toggles', 'onetime', 'data', 'audit', 'claims'] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Left out for Member Accounts, the first section (so /admin stays /admin). */
export interface AdminSearch {
  section?: Exclude<AdminSection, 'members'>;
}

/** ?section= of /admin: a known section other than the first, or nothing. */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const section = ADMIN_SECTIONS.find((s) => s === search.section && s !== 'members');
  return section && section !== 'members' ? { section } : {};
}
