/**
 * A person's name as typed (profile name, policyholder in registration, verification, staff
 * verification and add policy): not blank, and never a < or >, since names end up in emails,
 * PDFs and staff screens.
 */
export const PERSON_NAME_PATTERN = /^[^<>]*[^\s<>][^<>]*$/;
