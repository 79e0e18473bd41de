import { ReplyIntField } from '../validation/field.decorators';

/**
 * The paging fields of a page of a list (AuditPage, EDeliveryDiscrepancyPage, MemberSearchPage):
 * the page number from 1, the fixed page size and the total across all pages. A page reply
 * extends `PagedReply(size)` and declares its own `items` (their type, limit and order differ),
 * so the paging rules are stated once.
 */
export function PagedReply(pageSize: number) {
  abstract class Paged {
    @ReplyIntField({ minimum: 1, maximum: 100000, format: 'int32' })
    page: number;

    @ReplyIntField({ minimum: pageSize, maximum: pageSize, format: 'int32' })
    pageSize: number;

    @ReplyIntField({ minimum: 0, maximum: 2147483647, format: 'int32' })
    total: number;
  }
  return Paged;
}
