import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { ProfileDto } from './dto/profile.dto';

/** Maps an account to the Profile reply (the one place that does). */
export function toProfile(user: User): ProfileDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.displayName,
    phoneNumber: user.phoneNumber ?? null,
    policies: user.policies.getItems().map((p) => ({ policyNumber: p.policyNumber })),
    isAdmin: user.isAdmin,
    emailConfirmed: user.emailConfirmed,
    isDelivery: user.isDelivery,
    isDeliveryViaEmail: user.isDeliveryViaEmail,
    isDeliveryViaText: user.isDeliveryViaText,
    isClaimDeliveryViaEmail: user.isClaimDeliveryViaEmail,
    isClaimDeliveryViaText: user.isClaimDeliveryViaText,
    additionalEDeliveryEmailRecipients: [...user.additionalEDeliveryEmailRecipients],
    additionalEDeliverySMSRecipients: [...user.additionalEDeliverySMSRecipients],
    isDeliveryTester: user.isDeliveryTester,
    dontShowAdvertisement: user.dontShowAdvertisement,
    dontShowEDelivery: user.dontShowEDelivery,
  };
}

@Injectable()
export class ProfileService {
  constructor(private readonly em: EntityManager) {}

  async getProfile(userId: string): Promise<ProfileDto> {
    const user = await this.em.findOneOrFail(User, userId, { populate: ['policies'] });
    return toProfile(user);
  }
}
