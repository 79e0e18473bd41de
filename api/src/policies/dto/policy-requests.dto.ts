import { ApiSchema } from '@nestjs/swagger';
import { PolicyNumberField, PolicyProofRequestFields } from '../../policy-proof';
import { ReplyBoolField, ReplyIntField, ReplyStringField, StringArrayField, StringField } from '../../common/validation/field.decorators';
import { POLICY_NUMBER_PATTERN } from '../../core';

@ApiSchema({ name: 'PolicyListRequest' })
export class PolicyListRequest {
  @StringArrayField({
    label: 'Policy numbers',
    required: false,
    maxItems: 500,
    item: { minLength: 10, maxLength: 10, pattern: POLICY_NUMBER_PATTERN, patternMessage: 'Enter policy numbers of three letters and seven digits.' },
    description: 'Only these policies (each must be on the account). Omitted: all of them.',
    example: ['PPA1000101'],
  })
  policies?: string[];
}

@ApiSchema({ name: 'AddPolicyRequest' })
export class AddPolicyRequest extends PolicyProofRequestFields(true) {
  declare zip: string;
}

/** A policy that is not added answers 409 or 422 with a code (POLICY_ADD_LOCKED after 3 failures), so a result always says added. */
@ApiSchema({ name: 'AddPolicyResult' })
export class AddPolicyResult {
  @ReplyBoolField({ description: 'Always true (the policy was added).' })
  added: boolean;
}

/** GET /api/policy/add: whether adding is locked, so Add stays hidden after a reload while it is. */
@ApiSchema({ name: 'AddPolicyStatus' })
export class AddPolicyStatus {
  @ReplyBoolField({ description: 'Adding is refused until `lockedUntil` (hide Add and show the contact message).', example: false })
  locked: boolean;

  @ReplyIntField({ format: 'int32', minimum: 0, maximum: 3, description: 'Failed attempts left before adding locks (0 while locked).', example: 3 })
  remainingAttempts: number;

  @ReplyStringField({
    nullable: true,
    format: 'date-time',
    maxLength: 30,
    description: 'When the lock ends (UTC, ISO 8601); null when not locked.',
    example: null,
  })
  lockedUntil: string | null;
}

@ApiSchema({ name: 'EditPolicyRequest' })
export class EditPolicyRequest {
  @PolicyNumberField({ label: 'Policy', description: 'One of the user’s policies.' })
  policyNumber: string;

  // minLength 0: the spec allows an empty nickname (it clears it), so required means present.
  @StringField({
    label: 'Nickname',
    minLength: 0,
    maxLength: 60,
    pattern: /^[^<>]*$/,
    patternMessage: 'The nickname cannot contain < or >.',
    description: 'The nickname; empty clears it.',
    example: 'Family car',
  })
  nickname: string;
}

@ApiSchema({ name: 'RemovePolicyRequest' })
export class RemovePolicyRequest {
  @PolicyNumberField({ label: 'Policy', description: 'The policy to unlink from the account.' })
  policyNumber: string;
}

/** GET /api/document?q={printUrl}. */
export class DocumentQuery {
  @StringField({
    label: 'Document link',
    minLength: 1,
    maxLength: 200,
    pattern: /^[A-Za-z0-9_.:-]+$/,
    patternMessage: 'Document link is not a document link of the portal.',
    description: 'The printUrl of the document.',
  })
  q: string;
}
