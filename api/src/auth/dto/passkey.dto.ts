import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { BoolField, EnumField, FieldLabel, IntField, ObjectField, StringArrayField, StringField } from '../../common/validation/field.decorators';

const B64URL = /^[A-Za-z0-9_-]+$/;
const B64URL_MESSAGE = (label: string) => `${label} must be base64url text as the browser gives it.`;

/** A base64url field of a WebAuthn answer. */
const Base64UrlField = (label: string, maxLength: number, required = true) =>
  StringField({ label, minLength: 1, maxLength, pattern: B64URL, patternMessage: B64URL_MESSAGE(label), required });

/** A passkey's name: 1-64 characters, not only spaces; trimmed. */
const NameField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    StringField({ label: 'Name', minLength: 1, maxLength: 64, pattern: /^.*\S.*$/, patternMessage: 'Name is required.', example: 'Work laptop' }),
  );

/** The client extension results, a free object the server does not use. */
const ExtensionResultsField = () =>
  applyDecorators(
    ApiProperty({ type: 'object', additionalProperties: true }),
    FieldLabel('Extension results'),
    IsObject({ message: 'Extension results must be an object.' }),
  );

const CREDENTIAL_ID = 1366;
const ATTACHMENTS = ['platform', 'cross-platform'] as const;

/** Spec schema PasskeyAttestationResponse. */
@ApiSchema({ name: 'PasskeyAttestationResponse' })
export class PasskeyAttestationResponse {
  @Base64UrlField('Client data', 4096)
  clientDataJSON: string;

  @Base64UrlField('Attestation object', 8192)
  attestationObject: string;

  @Base64UrlField('Authenticator data', 8192, false)
  authenticatorData?: string;

  @Base64UrlField('Public key', 8192, false)
  publicKey?: string;

  @IntField({ label: 'Public key algorithm', minimum: -65536, maximum: 65535, format: 'int32', required: false })
  publicKeyAlgorithm?: number;

  @StringArrayField({ label: 'Transports', maxItems: 10, required: false, item: { maxLength: 20, pattern: /^[a-z-]+$/ } })
  transports?: string[];
}

/**
 * The fields WebAuthn's RegistrationResponseJSON and AuthenticationResponseJSON share (the
 * public-key credential the browser hands back); each declares its own `response`. Not a schema
 * of its own: the spec's two schemas each list these fields.
 */
abstract class PasskeyCredentialFields {
  @Base64UrlField('Credential id', CREDENTIAL_ID)
  id: string;

  @Base64UrlField('Raw credential id', CREDENTIAL_ID)
  rawId: string;

  @EnumField({ label: 'Type', values: ['public-key'] as const })
  type: 'public-key';

  @EnumField({ label: 'Authenticator attachment', values: ATTACHMENTS, required: false })
  authenticatorAttachment?: (typeof ATTACHMENTS)[number];

  @ExtensionResultsField()
  clientExtensionResults: Record<string, unknown>;
}

/** Spec schema PasskeyRegistrationCredential (WebAuthn RegistrationResponseJSON). */
@ApiSchema({ name: 'PasskeyRegistrationCredential' })
export class PasskeyRegistrationCredential extends PasskeyCredentialFields {
  @ObjectField({ label: 'Response', type: () => PasskeyAttestationResponse })
  response: PasskeyAttestationResponse;
}

/** Spec schema PasskeyRegistrationRequest. */
@ApiSchema({ name: 'PasskeyRegistrationRequest' })
export class PasskeyRegistrationRequest {
  @NameField()
  name: string;

  @ObjectField({ label: 'Passkey', type: () => PasskeyRegistrationCredential })
  response: PasskeyRegistrationCredential;
}

/** Spec schema PasskeyRenameRequest. */
@ApiSchema({ name: 'PasskeyRenameRequest' })
export class PasskeyRenameRequest {
  @NameField()
  name: string;
}

/** Spec schema PasskeyAssertionResponse. */
@ApiSchema({ name: 'PasskeyAssertionResponse' })
export class PasskeyAssertionResponse {
  @Base64UrlField('Client data', 4096)
  clientDataJSON: string;

  @Base64UrlField('Authenticator data', 8192)
  authenticatorData: string;

  @Base64UrlField('Signature', 4096)
  signature: string;

  @Base64UrlField('User handle', 128, false)
  userHandle?: string;
}

/** Spec schema PasskeyAssertion (WebAuthn AuthenticationResponseJSON). */
@ApiSchema({ name: 'PasskeyAssertion' })
export class PasskeyAssertion extends PasskeyCredentialFields {
  @ObjectField({ label: 'Response', type: () => PasskeyAssertionResponse })
  response: PasskeyAssertionResponse;
}

/** Spec schema PasskeySignInRequest. */
@ApiSchema({ name: 'PasskeySignInRequest' })
export class PasskeySignInRequest {
  @ObjectField({ label: 'Passkey', type: () => PasskeyAssertion })
  response: PasskeyAssertion;

  @BoolField({ label: 'Remember me', required: false })
  rememberMe?: boolean;
}

/** The path of the rename and remove calls. */
export class PasskeyIdParams {
  @StringField({ label: 'Passkey', format: 'uuid', maxLength: 36, formatMessage: 'Passkey must be the id of a passkey.' })
  passkeyId: string;
}

/** Spec schema Passkey (a reply). */
export interface PasskeyReply {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
