import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OwnerOnly } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { BodyLimit } from '../common/validation/body-limit';
import { HomeContentDto } from './dto/home-content.dto';
import { ProfileDto } from './dto/profile.dto';
import {
  AdvertisementPreferenceRequestDto,
  DeliveryRequestDto,
  LocaleRequestDto,
  LocaleSettingDto,
  NameRequestDto,
  PhoneRequestDto,
} from './dto/profile-requests.dto';
import { ProfileService } from './profile.service';

@ApiTags('Profile')
@ApiBearerAuth('bearer')
@Controller('api/profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @ApiOkResponse({ type: ProfileDto })
  getProfile(@CurrentUser() user: AuthenticatedUser): Promise<ProfileDto> {
    return this.profiles.getProfile(user.userId);
  }

  @Get('home')
  @ApiOkResponse({ type: HomeContentDto })
  getHomeContent(@CurrentUser() user: AuthenticatedUser): Promise<HomeContentDto> {
    return this.profiles.getHomeContent(user.userId);
  }

  @Post('delivery')
  @OwnerOnly() // not in a login-as session (issue 15)
  @HttpCode(200)
  @BodyLimit(16 * 1024) // up to 10 extra email addresses and 10 phone numbers
  @ApiOkResponse({ type: ProfileDto })
  saveDelivery(@CurrentUser() user: AuthenticatedUser, @Body() body: DeliveryRequestDto): Promise<ProfileDto> {
    return this.profiles.saveDelivery(user.userId, body);
  }

  @Post('phone')
  @HttpCode(200)
  @ApiOkResponse({ type: ProfileDto })
  savePhone(@CurrentUser() user: AuthenticatedUser, @Body() body: PhoneRequestDto): Promise<ProfileDto> {
    return this.profiles.savePhone(user.userId, body);
  }

  @Post('name')
  @HttpCode(200)
  @ApiOkResponse({ type: ProfileDto })
  saveName(@CurrentUser() user: AuthenticatedUser, @Body() body: NameRequestDto): Promise<ProfileDto> {
    return this.profiles.saveName(user.userId, body);
  }

  @Post('advertisement')
  @HttpCode(200)
  @ApiOkResponse({ type: ProfileDto })
  saveAdvertisementPreference(@CurrentUser() user: AuthenticatedUser, @Body() body: AdvertisementPreferenceRequestDto): Promise<ProfileDto> {
    return this.profiles.saveAdvertisementPreference(user.userId, body);
  }

  /** The user's language (issue 17): tokens issued from now on carry it as the `locale` claim. */
  @Put('locale')
  @OwnerOnly() // staff signed in as the customer leave the customer's own choice alone
  @HttpCode(200)
  @ApiOkResponse({ type: LocaleSettingDto })
  saveLocale(@CurrentUser() user: AuthenticatedUser, @Body() body: LocaleRequestDto): Promise<LocaleSettingDto> {
    return this.profiles.saveLocale(user.userId, body.locale);
  }
}
