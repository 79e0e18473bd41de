/**
 * NAIC company codes of the group's insurers, by the company name a term carries
 * (`policy.company_name`): the "NAIC #" column of a certificate's "Insurers affording coverage".
 */
export const INSURER_NAIC: Readonly<Record<string, string>> = {
  'Harbor Mutual Insurance Company': '24112',
  'Harbor Mutual Fire Insurance Company': '24120',
  'Harbor Mutual Farm & Ranch Insurance Company': '24139',
  'Harbor Mutual Commercial Indemnity Company': '24147',
  'Harbor Mutual Life & Accident Company': '24155',
};

/** The NAIC code of an insurer, or null when the records do not know the company. */
export function naicOf(companyName: string): string | null {
  return Object.prototype.hasOwnProperty.call(INSURER_NAIC, companyName) ? INSURER_NAIC[companyName] : null;
}
