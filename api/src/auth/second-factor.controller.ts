import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthThrottle } from './auth-throttle';
import { CurrentUser, OwnerOnly, Public } from './auth.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthSessionDto } from './dto/auth-session.dto';
import {
  PasswordConfirmRequest,
  SecondFactorRequest,
  TotpCodeRequest,
  type SecuritySettingsReply,
  type TotpConfirmationReply,
  type TotpSetupReply,
} from './dto/second-factor.dto';
import { SecondFactorService } from './second-factor.service';

function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}

/** The second step of a sign-in, and the account's authenticator app under /profile/security (issue 17). */
@ApiTags('Authentication')
@Controller('api')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Post('account/login/secondfactor')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  loginSecondFactor(@Body() body: SecondFactorRequest, @Req() request: FastifyRequest): Promise<AuthSessionDto> {
    return this.secondFactor.finish(body, clientOf(request));
  }

  @Get('profile/security')
  @ApiBearerAuth('bearer')
  getSecuritySettings(@CurrentUser() user: AuthenticatedUser): Promise<SecuritySettingsReply> {
    return this.secondFactor.settings(user);
  }

  @Post('profile/security/totp')
  @HttpCode(200)
  @OwnerOnly()
  @ApiBearerAuth('bearer')
  startTotpSetup(@CurrentUser() user: AuthenticatedUser): Promise<TotpSetupReply> {
    return this.secondFactor.startSetup(user);
  }

  @Post('profile/security/totp/confirm')
  @HttpCode(200)
  @OwnerOnly()
  @AuthThrottle()
  @ApiBearerAuth('bearer')
  confirmTotpSetup(@CurrentUser() user: AuthenticatedUser, @Body() body: TotpCodeRequest, @Req() request: FastifyRequest): Promise<TotpConfirmationReply> {
    return this.secondFactor.confirm(user, body.code, clientOf(request));
  }

  @Post('profile/security/totp/disable')
  @HttpCode(200)
  @OwnerOnly()
  @AuthThrottle()
  @ApiBearerAuth('bearer')
  async disableTotp(@CurrentUser() user: AuthenticatedUser, @Body() body: PasswordConfirmRequest): Promise<null> {
    await this.secondFactor.disable(user, body.password);
    return null;
  }
}
