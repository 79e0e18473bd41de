import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, IntField, ReplyBoolField, ReplyIntField, ReplyStringField, StringField } from '../../common/validation/field.decorators';

export const MEMBER_PAGE_SIZE = 10;

/** Spec schema MemberSearchRequest. */
@ApiSchema({ name: 'MemberSearchRequest' })
export class MemberSearchRequestDto {
  @StringField({ label: 'Search', minLength: 1, maxLength: 100, pattern: /^[\s\S]*\S[\s\S]*$/, patternMessage: 'Search is required.' })
  criteria: string;

  @BoolField({ label: 'Admins only', required: false })
  isAdmin?: boolean;

  @IntField({ label: 'Page', required: false, minimum: 1, maximum: 100000, format: 'int32' })
  page?: number;
}

/** Spec schema MemberSummary. */
@ApiSchema({ name: 'MemberSummary' })
export class MemberSummaryDto {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @ReplyStringField({ maxLength: 120 })
  name: string;

  @ReplyStringField({ maxLength: 254 })
  userName: string;

  @ReplyStringField({ maxLength: 254 })
  email: string;

  @ReplyBoolField()
  isAdmin: boolean;

  @ReplyBoolField()
  emailConfirmed: boolean;

  @ReplyStringField({ format: 'date-time', maxLength: 40, nullable: true })
  lastLogin: string | null;

  @ApiProperty({ type: [String], maxItems: 500, description: 'The policy numbers on the account.' })
  policyNumbers: string[];
}

/** Spec schema MemberSearchPage. */
@ApiSchema({ name: 'MemberSearchPage' })
export class MemberSearchPageDto {
  @ApiProperty({ type: [MemberSummaryDto], maxItems: 10, description: 'The members of this page, ordered by name.' })
  items: MemberSummaryDto[];

  @ReplyIntField({ minimum: 1, maximum: 100000, format: 'int32' })
  page: number;

  @ReplyIntField({ minimum: 10, maximum: 10, format: 'int32' })
  pageSize: number;

  @ReplyIntField({ minimum: 0, maximum: 2147483647, format: 'int32' })
  total: number;
}
