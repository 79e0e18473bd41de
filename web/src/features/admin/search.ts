/* No imports: the /admin route file (in the route tree, so in the entry) reads this. */

/** The Admin sections of doc 4 §2 this screen has, in the URL as ?section=. */
export const ADMIN_SECTIONS = [
  { value: 'members', label: 'Member Accounts' },
  { value: 'verification', label: 'Staff Verification' },
  { value: 'settings', label: 'Admin Settings' },
  { value: 'chat', label: 'Chat Management' },
  { value: 'advertisements', label: 'Advertisements' },
  { value: 'toggles', label: 'System Toggles' },
  { value: 'audit', label: 'Audit' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['value'];

/** Left out for Member Accounts, the first section (so /admin stays /admin). */
export interface AdminSearch {
  section?: Exclude<AdminSection, 'members'>;
}

/** ?section= of /admin: a known section other than the first, or nothing. */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const section = ADMIN_SECTIONS.find((s) => s.value === search.section && s.value !== 'members')?.value;
  return section && section !== 'members' ? { section } : {};
}
