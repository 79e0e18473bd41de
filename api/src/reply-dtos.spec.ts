import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { AccountExistsResultDto } from './account/dto/account-exists.dto';
import { ValidityResultDto } from './account/dto/one-time.dto';
import { AuthSessionDto } from './auth/dto/auth-session.dto';
import { VehicleLookup, VehicleStyle } from './lookups/dto/vehicle-lookup.dto';
import { HomeContentDto } from './profile/dto/home-content.dto';
import { ProfileDto, ProfilePolicyDto } from './profile/dto/profile.dto';
import { AdvertisementDto } from './system/dto/advertisement.dto';
import { ChatOptionsDto } from './system/dto/chat-options.dto';
import { ChatAvailabilityDto, ContactDetailsDto, CustomerServiceContactDto } from './system/dto/contact-details.dto';
import { SystemInfoMessageDto } from './system/dto/system-info-message.dto';

/*
 * A reply is built by the server and never validated: a class-validator rule on a reply-only DTO
 * is a rule that never runs (issue 9). Reply-only DTOs declare their schema with the Reply*Field
 * decorators (common/validation/field.decorators.ts), which carry no validation metadata; this fails if one comes back,
 * inherited ones included (a reply class extending a request class brings its validators).
 */
const REPLY_ONLY = {
  AuthSessionDto,
  ProfileDto,
  ProfilePolicyDto,
  ContactDetailsDto,
  ChatAvailabilityDto,
  CustomerServiceContactDto,
  HomeContentDto,
  SystemInfoMessageDto,
  AdvertisementDto,
  AccountExistsResultDto,
  ValidityResultDto,
  VehicleLookup,
  VehicleStyle,
};

const validatedProperties = (cls: abstract new () => unknown) =>
  getMetadataStorage()
    .getTargetValidationMetadatas(cls as new () => unknown, '', true, false)
    .map((m) => `${m.propertyName}: ${m.name ?? m.type}`);

describe('reply-only DTOs carry no class-validator metadata (their schema only)', () => {
  it.each(Object.entries(REPLY_ONLY))('%s has no validator', (_name, cls) => {
    expect(validatedProperties(cls)).toEqual([]);
  });

  it('the check sees validators, inherited ones included (a request DTO has them)', () => {
    class Extending extends ChatOptionsDto {}
    expect(validatedProperties(ChatOptionsDto).length).toBeGreaterThan(0);
    expect(validatedProperties(Extending).length).toBeGreaterThan(0);
  });
});
