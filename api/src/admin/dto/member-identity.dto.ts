import { ReplyBoolField, ReplyStringField } from '../../common/validation/field.decorators';

/**
 * Who a member is, as every back-office reply about a member states it (MemberSummary in the
 * search, AdminUser when opened): the account's id, name, username and email, whether it is an
 * admin, whether its email is confirmed and when it last signed in. Not a schema of its own: each
 * reply extends it and adds its own fields.
 */
export abstract class MemberIdentityReply {
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
}
