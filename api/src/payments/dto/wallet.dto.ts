import { ApiSchema } from '@nestjs/swagger';
import {
  EnumField,
  IntField,
  ReplyBoolField,
  ReplyObjectArrayField,
  ReplyStringArrayField,
  ReplyStringField,
  StringField,
} from '../../common/validation/field.decorators';
import { ANY_TEXT, PAYMENT_METHOD_FIELDS, PERSON_NAME, UUID, idRule, PolicyNumbersQuery } from './payment-fields';
import { KeptFundingAccountReply } from './payment-replies.dto';
import { NewPaymentMethodFields } from './payment-requests.dto';

/*
 * The wallet calls' shapes (doc 2 §3 Wallet, Wallet item), named after the spec's schemas
 * (openapi/components/schemas/Wallet*.yaml, AddWalletItemRequest, UpdateWalletItemRequest); the
 * contract test compares every rule. No card number, expiry-with-number or security code field:
 * the validation pipe refuses any field not declared here.
 */

const NICKNAME = {
  label: 'Wallet Nickname',
  required: false,
  maxLength: 50,
  pattern: PERSON_NAME,
  patternMessage: 'Wallet Nickname must not contain < or >.',
  description: "The item's name; the last four digits when empty or absent.",
  example: 'Travel card',
} as const;

/** GET /api/payment/wallets query: policyNumbers (repeated; one value arrives as a string). */
export class WalletQueryDto {
  @PolicyNumbersQuery("The policies whose use of each item counts for inUse (the user's own); all the user's policies when absent.")
  policyNumbers?: string[];
}

/** /api/payment/wallets/{walletId} path. */
export class WalletParamsDto {
  @StringField({
    ...idRule('Wallet', 'Wallet not found.'),
    description: "The wallet's id (walletId), as GET /api/payment/wallets listed it.",
    example: '5b0c1f5e-7d8a-4c1e-9f3a-2b6d8e4a1c70',
  })
  walletId: string;
}

/** /api/payment/wallets/{walletId}/items/{walletItemId} path. */
export class WalletItemParamsDto extends WalletParamsDto {
  @StringField({
    ...idRule('Wallet item', 'Wallet item not found.'),
    description: "The wallet item's id (walletItemId).",
    example: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a',
  })
  walletItemId: string;
}

@ApiSchema({ name: 'AddWalletItemRequest' })
export class AddWalletItemRequestDto extends NewPaymentMethodFields {
  @EnumField({ values: ['credit', 'check'] as const, label: 'Payment Method', description: 'Card or bank account.', example: 'credit' })
  type: 'credit' | 'check';

  @StringField(NICKNAME)
  nickname?: string;

  @StringField({
    label: 'Email Address',
    required: false,
    format: 'email',
    maxLength: 254,
    description: "The wallet's email when this first item creates it (the account's email when absent).",
    example: 'demo@example.com',
  })
  emailAddress?: string;
}

@ApiSchema({ name: 'UpdateWalletItemRequest' })
export class UpdateWalletItemRequestDto {
  @StringField(NICKNAME)
  nickname?: string;

  @IntField({ ...PAYMENT_METHOD_FIELDS.cardExpireMonth, description: "The card's expiry month.", example: 1 })
  cardExpireMonth?: number;

  @IntField({ ...PAYMENT_METHOD_FIELDS.cardExpireYear, description: "The card's expiry year (not in the past).", example: 2030 })
  cardExpireYear?: number;

  @StringField({ ...PAYMENT_METHOD_FIELDS.zipCode, description: "The card's billing zip code (required when the settings collect it)." })
  zipCode?: string;

  @IntField({ ...PAYMENT_METHOD_FIELDS.accountType, example: 2 })
  accountType?: number;

  @StringField({ ...PAYMENT_METHOD_FIELDS.firstName, description: "Account holder's first name.", example: 'Emily' })
  firstName?: string;

  @StringField({ ...PAYMENT_METHOD_FIELDS.lastName, description: "Account holder's last name.", example: 'Carter' })
  lastName?: string;
}

@ApiSchema({ name: 'WalletEmailRequest' })
export class WalletEmailRequestDto {
  @StringField({
    label: 'Email Address',
    format: 'email',
    minLength: 1,
    maxLength: 254,
    description: "The wallet's new email address ('Email Address is required').",
    example: 'emily.carter@example.com',
  })
  emailAddress: string;
}

@ApiSchema({ name: 'WalletItem' })
export class WalletItemDto extends KeptFundingAccountReply {
  @ReplyStringField({ maxLength: 36, pattern: UUID, description: "The item's id.", example: '9e2d4c6a-1b3f-4a5e-8c7d-0f1e2d3c4b5a' })
  walletItemId: string;
  @ReplyStringField({
    maxLength: 200,
    pattern: /^[A-Za-z0-9._:-]+$/,
    description: "The provider's funding-account token (pay with it in POST /api/payment's fiserv block, without a sessionToken).",
    example: 'sbx-fa-4f1c2a9e7d3b4c5a',
  })
  fundingAccountToken: string;
  @ReplyStringField({
    maxLength: 64,
    pattern: ANY_TEXT,
    description: 'A stable key of the item for the client (list keys, the colour cycle).',
    example: 'wi-9e2d4c6a',
  })
  walletItemKeyIdentifier: string;
  @ReplyStringField({ maxLength: 50, pattern: ANY_TEXT, description: 'The name the user gave it; the last four digits when none.', example: '1111' })
  nickname: string;
  @ReplyStringField({
    nullable: true,
    maxLength: 50,
    pattern: ANY_TEXT,
    description: "Account holder's first name (bank account); null for a card.",
    example: null as never,
  })
  firstName: string | null;
  @ReplyStringField({
    nullable: true,
    maxLength: 50,
    pattern: ANY_TEXT,
    description: "Account holder's last name (bank account); null for a card.",
    example: null as never,
  })
  lastName: string | null;
  @ReplyBoolField({ description: 'A recurring or scheduled payment uses it (then it cannot be deleted).', example: false })
  inUse: boolean;
  @ReplyStringArrayField({
    maxItems: 200,
    item: { maxLength: 10, pattern: /^[A-Za-z]{3}[0-9]{7}$/ },
    description: 'The policy numbers whose recurring or scheduled payments use it.',
  })
  inUseByPolicies: string[];
}

@ApiSchema({ name: 'Wallet' })
export class WalletDto {
  @ReplyStringField({ maxLength: 36, pattern: UUID, description: "The wallet's id.", example: '5b0c1f5e-7d8a-4c1e-9f3a-2b6d8e4a1c70' })
  walletId: string;
  @ReplyStringField({ maxLength: 101, pattern: ANY_TEXT, description: "The wallet owner's name.", example: 'Emily Carter' })
  consumerName: string;
  @ReplyStringField({ maxLength: 254, pattern: ANY_TEXT, description: "The wallet's email address (Edit Information).", example: 'demo@example.com' })
  consumerEmail: string;
  @ReplyStringField({ nullable: true, maxLength: 20, pattern: ANY_TEXT, description: "The owner's phone, digits; null when none.", example: '3175550142' })
  consumerPhone: string | null;
  @ReplyStringField({ maxLength: 64, pattern: ANY_TEXT, description: 'A stable key of the wallet for the client.', example: 'w-5b0c1f5e' })
  walletKeyIdentifier: string;
  @ReplyObjectArrayField({ type: () => WalletItemDto, maxItems: 100 })
  items: WalletItemDto[];
}
