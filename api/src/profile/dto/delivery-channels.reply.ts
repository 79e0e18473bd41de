import { ReplyBoolField } from '../../common/validation/field.decorators';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments (TypeScript's mixin rule)
type AbstractClass = abstract new (...args: any[]) => object;

/**
 * The channels a member's alerts go by (doc 1 §5), as every reply about the member states them:
 * the member's own Profile and the back office's AdminUser. A mixin, since AdminUser already
 * extends MemberIdentityReply: `class X extends WithDeliveryChannels(Base) {}`.
 */
export function WithDeliveryChannels<Base extends AbstractClass>(base: Base) {
  abstract class DeliveryChannels extends base {
    @ReplyBoolField()
    isDeliveryViaEmail: boolean;

    @ReplyBoolField()
    isDeliveryViaText: boolean;

    @ReplyBoolField()
    isClaimDeliveryViaEmail: boolean;

    @ReplyBoolField()
    isClaimDeliveryViaText: boolean;
  }
  return DeliveryChannels;
}
