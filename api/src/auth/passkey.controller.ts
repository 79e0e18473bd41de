import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { PasswordConfirmRequest } from './dto/second-factor.dto';
import { AuthThrottle } from './auth-throttle';
import { CurrentUser, OwnerOnly, Public } from './auth.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import type { AuthSessionDto } from './dto/auth-session.dto';
import { PasskeyIdParams, PasskeyRegistrationRequest, PasskeyRenameRequest, PasskeySignInRequest, type PasskeyReply } from './dto/passkey.dto';
import { PasskeyService } from './passkey.service';

function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}

/** Passkeys: signing in with one, and the account's passkeys under /profile/security (issue 17). */
@ApiTags('Authentication')
@Controller('api')
export class PasskeyController {
  constructor(private readonly passkeys: PasskeyService) {}

  /** Not under @AuthThrottle: /login asks on every visit (conditional UI); the finish is counted. */
  @Post('account/login/passkey/start')
  @HttpCode(200)
  @Public()
  startPasskeySignIn(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.startSignIn();
  }

  @Post('account/login/passkey/finish')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  finishPasskeySignIn(@Body() body: PasskeySignInRequest, @Req() request: FastifyRequest): Promise<AuthSessionDto> {
    return this.passkeys.finishSignIn(body, clientOf(request));
  }

  @Get('profile/security/passkeys')
  @ApiBearerAuth('bearer')
  listPasskeys(@CurrentUser() user: AuthenticatedUser): Promise<PasskeyReply[]> {
    return this.passkeys.list(user);
  }

  @Post('profile/security/passkeys/registration/start')
  @HttpCode(200)
  @OwnerOnly()
  @ApiBearerAuth('bearer')
  startPasskeyRegistration(@CurrentUser() user: AuthenticatedUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.startRegistration(user);
  }

  @Post('profile/security/passkeys/registration/finish')
  @HttpCode(200)
  @OwnerOnly()
  @AuthThrottle()
  @ApiBearerAuth('bearer')
  finishPasskeyRegistration(@CurrentUser() user: AuthenticatedUser, @Body() body: PasskeyRegistrationRequest): Promise<PasskeyReply> {
    return this.passkeys.finishRegistration(user, body);
  }

  @Post('profile/security/passkeys/:passkeyId/rename')
  @HttpCode(200)
  @OwnerOnly()
  @ApiBearerAuth('bearer')
  renamePasskey(@CurrentUser() user: AuthenticatedUser, @Param() params: PasskeyIdParams, @Body() body: PasskeyRenameRequest): Promise<PasskeyReply> {
    return this.passkeys.rename(user, params.passkeyId, body.name);
  }

  @Post('profile/security/passkeys/:passkeyId/remove')
  @HttpCode(200)
  @OwnerOnly()
  @AuthThrottle()
  @ApiBearerAuth('bearer')
  async removePasskey(@CurrentUser() user: AuthenticatedUser, @Param() params: PasskeyIdParams, @Body() body: PasswordConfirmRequest): Promise<null> {
    await this.passkeys.remove(user, params.passkeyId, body.password);
    return null;
  }
}
