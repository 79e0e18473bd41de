import { StringField } from '../../common/validation/field.decorators';

/**
 * The account area's recurring fields, each stated once with the spec's rule and example
 * (the contract test compares them with openapi/components/schemas).
 */
type Doc = { description?: string; required?: boolean; label?: string };

// The fields that prove a policy is yours belong to policy-proof; re-exported for the account DTOs.
export { DateOfBirthField, DriversLicenseField, PolicyHolderField, PolicyNumberField, ZipField } from '../../policy-proof';

/** A code from an emailed link. */
export const LinkCodeField = (o: Doc = {}) =>
  StringField({
    minLength: 16,
    maxLength: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'This link is not complete. Open the link from the email again.',
    example: 'q3Zb8xT0mJ2vVYtH9r1Lk4Wc7nPaE5sGdFhUoXiRyB0',
    label: 'The code from the email link',
    ...o,
  });

export const UserIdField = (o: Doc = {}) =>
  StringField({
    format: 'uuid',
    maxLength: 36,
    formatMessage: 'This link is not complete. Open the link from the email again.',
    example: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60',
    label: 'The user id from the email link',
    ...o,
  });

export const EmailField = (o: Doc = {}) => StringField({ format: 'email', maxLength: 254, example: 'demo@example.com', label: 'Email', ...o });
