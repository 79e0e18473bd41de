import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('Profile')
@ApiBearerAuth('bearer')
@Controller('api')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('profile')
  @ApiOkResponse({ type: ProfileDto })
  getProfile(@CurrentUser() user: AuthenticatedUser): Promise<ProfileDto> {
    return this.profiles.getProfile(user.userId);
  }
}
