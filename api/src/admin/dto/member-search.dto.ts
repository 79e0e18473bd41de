import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, IntField, StringField } from '../../common/validation/field.decorators';
import { PagedReply } from '../../common/envelope/paged-reply';
import { MemberIdentityReply } from './member-identity.dto';

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
export class MemberSummaryDto extends MemberIdentityReply {
  @ApiProperty({ type: [String], maxItems: 500, description: 'The policy numbers on the account.' })
  policyNumbers: string[];
}

/** Spec schema MemberSearchPage. */
@ApiSchema({ name: 'MemberSearchPage' })
export class MemberSearchPageDto extends PagedReply(MEMBER_PAGE_SIZE) {
  @ApiProperty({ type: [MemberSummaryDto], maxItems: 10, description: 'The members of this page, ordered by name.' })
  items: MemberSummaryDto[];
}
