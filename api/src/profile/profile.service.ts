import { NotFoundError, OptimisticLockError } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdvertisementsService } from '../system';
import { PortalSettingsService } from '../system';
import { CUSTOMER_SERVICE } from '../system';
import { type ProfileView, User, readHomeFlags, readProfile } from '../users';
import { applyDeliveryRules, applyPhoneChange, parsePhone, type DeliverySettings } from './delivery-rules';
import { HomeContentDto } from './dto/home-content.dto';
import { showsPaperlessPrompt } from './home-promotion';
import { ProfileDto } from './dto/profile.dto';
import type { Locale } from '../common/i18n/locales';
import { AdvertisementPreferenceRequestDto, DeliveryRequestDto, LocaleSettingDto, NameRequestDto, PhoneRequestDto } from './dto/profile-requests.dto';
import { ProfileException, ProfileExceptionCode } from './profile.exception';

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
    ...deliverySettings(user),
    isDeliveryTester: user.isDeliveryTester,
    dontShowAdvertisement: user.dontShowAdvertisement,
    dontShowEDelivery: user.dontShowEDelivery,
  };
}

/** The reply of GET /api/profile from its read model (the same fields as `toProfile`). */
export function profileFromView(view: ProfileView): ProfileDto {
  return {
    id: view.id,
    email: view.email,
    username: view.username,
    name: view.displayName,
    phoneNumber: view.phoneNumber,
    policies: view.policyNumbers.map((policyNumber) => ({ policyNumber })),
    isAdmin: view.isAdmin,
    emailConfirmed: view.emailConfirmed,
    isDelivery: view.isDelivery,
    isDeliveryViaEmail: view.isDeliveryViaEmail,
    isDeliveryViaText: view.isDeliveryViaText,
    isClaimDeliveryViaEmail: view.isClaimDeliveryViaEmail,
    isClaimDeliveryViaText: view.isClaimDeliveryViaText,
    additionalEDeliveryEmailRecipients: view.additionalEDeliveryEmailRecipients,
    additionalEDeliverySMSRecipients: view.additionalEDeliverySMSRecipients,
    isDeliveryTester: view.isDeliveryTester,
    dontShowAdvertisement: view.dontShowAdvertisement,
    dontShowEDelivery: view.dontShowEDelivery,
  };
}

function deliverySettings(user: User): DeliverySettings {
  return {
    isDelivery: user.isDelivery,
    isDeliveryViaEmail: user.isDeliveryViaEmail,
    isDeliveryViaText: user.isDeliveryViaText,
    isClaimDeliveryViaEmail: user.isClaimDeliveryViaEmail,
    isClaimDeliveryViaText: user.isClaimDeliveryViaText,
    additionalEDeliveryEmailRecipients: [...user.additionalEDeliveryEmailRecipients],
    additionalEDeliverySMSRecipients: [...user.additionalEDeliverySMSRecipients],
  };
}

@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly advertisements: AdvertisementsService,
    private readonly settings: PortalSettingsService,
  ) {}

  private load(userId: string): Promise<User> {
    return this.em.findOneOrFail(User, userId, { populate: ['policies'] });
  }

  /**
   * Writes the account with its optimistic lock: the update applies only if the row still has
   * the version this request read, so the rules checked on that read hold for what commits.
   * Otherwise another window saved meanwhile: nothing is written and the caller gets 409.
   */
  private async save(user: User): Promise<void> {
    try {
      await this.em.flush();
    } catch (err) {
      if (err instanceof OptimisticLockError) throw ProfileException.changedElsewhere(`account ${user.id} changed since version ${user.version}`);
      throw err;
    }
  }

  /** A read model (one statement, no entity): every signed-in page asks for it. */
  async getProfile(userId: string): Promise<ProfileDto> {
    const view = await readProfile(this.em, userId);
    if (!view) throw NotFoundError.findOneFailed('User', { id: userId });
    return profileFromView(view);
  }

  /** Saves e-delivery settings after the doc 1 §4/§5 rules (delivery-rules.ts). */
  async saveDelivery(userId: string, request: DeliveryRequestDto): Promise<ProfileDto> {
    const user = await this.load(userId);
    const outcome = applyDeliveryRules(deliverySettings(user), request, { email: user.email, phoneNumber: user.phoneNumber ?? null });
    if (!outcome.ok) throw new ProfileException(ProfileExceptionCode.DeliveryRefused, outcome.errors);
    this.em.assign(user, outcome.settings);
    await this.save(user);
    return toProfile(user);
  }

  /** Saves the phone as digits; removing it turns text alerts off (applyPhoneChange). */
  async savePhone(userId: string, request: PhoneRequestDto): Promise<ProfileDto> {
    const parsed = parsePhone(request.phoneNumber);
    if (!parsed.ok) throw new ProfileException(ProfileExceptionCode.PhoneInvalid, [parsed.error]);
    const user = await this.load(userId);
    this.em.assign(user, { phoneNumber: parsed.phoneNumber, ...applyPhoneChange(deliverySettings(user), parsed.phoneNumber) });
    await this.save(user);
    return toProfile(user);
  }

  async saveName(userId: string, request: NameRequestDto): Promise<ProfileDto> {
    const user = await this.load(userId);
    this.em.assign(user, { displayName: request.name.trim() });
    await this.save(user);
    return toProfile(user);
  }

  /**
   * One column set in one statement: nothing is read first, so no other save can be overwritten
   * or conflict (the last language chosen wins, as it should).
   */
  async saveLocale(userId: string, locale: Locale): Promise<LocaleSettingDto> {
    const updated = await this.em.nativeUpdate(User, { id: userId }, { locale });
    if (updated === 0) throw NotFoundError.findOneFailed('User', { id: userId });
    return { locale };
  }

  async saveAdvertisementPreference(userId: string, request: AdvertisementPreferenceRequestDto): Promise<ProfileDto> {
    const user = await this.load(userId);
    if (request.dontShowAdvertisement !== undefined) user.dontShowAdvertisement = request.dontShowAdvertisement;
    if (request.dontShowEDelivery !== undefined) user.dontShowEDelivery = request.dontShowEDelivery;
    await this.save(user);
    return toProfile(user);
  }

  /**
   * What the home page shows besides the policies (doc 1 §2 Shell behaviour, Contact dialog):
   * the advertisement or else the paperless prompt (see `showsPaperlessPrompt`).
   */
  async getHomeContent(userId: string, now: Date = new Date()): Promise<HomeContentDto> {
    const user = await readHomeFlags(this.em, userId);
    if (!user) throw NotFoundError.findOneFailed('User', { id: userId });
    const [advertisement, toggles] = await Promise.all([
      user.dontShowAdvertisement ? Promise.resolve(null) : this.advertisements.active(now),
      this.settings.toggles(),
    ]);
    return {
      advertisement,
      showPaperlessPrompt: showsPaperlessPrompt({
        advertisementShown: advertisement !== null,
        isDelivery: user.isDelivery,
        dontShowEDelivery: user.dontShowEDelivery,
      }),
      electronicAlertsEnabled: toggles.electronicAlertsEnabled,
      customerServicePhone: CUSTOMER_SERVICE.phone,
      customerServiceFax: CUSTOMER_SERVICE.fax,
      mailingAddress: CUSTOMER_SERVICE.mailingAddress,
      streetAddress: CUSTOMER_SERVICE.streetAddress,
    };
  }
}
