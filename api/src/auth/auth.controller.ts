import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CommonException } from '../common/errors/app-exception';
import { BodyLimit } from '../common/validation/body-limit';
import { AuthThrottle } from './auth-throttle';
import { CurrentUser, Public } from './auth.decorators';
import { AuthException, AuthExceptionCode } from './auth.exception';
import { AuthService, type ClientInfo } from './auth.service';
import type { AuthenticatedUser } from './authenticated-user';
import { AuthSessionDto, REMEMBER_ME_RULE } from './dto/auth-session.dto';
import { LoginRequest } from './dto/login-request.dto';
import { LogoutRequest } from './dto/logout-request.dto';
import type { SecondFactorChallengeReply } from './dto/second-factor.dto';
import { bearerToken } from './jwt-auth.guard';
import { TokenService } from './token.service';

function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}

@ApiTags('Authentication')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
  ) {}

  @Post('account/login')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  @ApiOkResponse({ type: AuthSessionDto })
  login(@Body() body: LoginRequest, @Req() request: FastifyRequest): Promise<AuthSessionDto | SecondFactorChallengeReply> {
    return this.auth.login(body, clientOf(request));
  }

  @Post('account/logout')
  @HttpCode(200)
  @BodyLimit(16 * 1024) // a refresh token and a remember-me credential
  @ApiBearerAuth('bearer')
  async logout(@CurrentUser() user: AuthenticatedUser, @Body() body: LogoutRequest): Promise<null> {
    await this.auth.logout(user, body ?? {});
    return null;
  }

  @Post('jwt/refresh')
  @HttpCode(200)
  @Public()
  @ApiBearerAuth('bearer')
  @ApiOkResponse({ type: AuthSessionDto })
  refreshToken(@Headers('authorization') authorization: string | undefined): Promise<AuthSessionDto> {
    const token = bearerToken(authorization);
    if (!token) throw new AuthException(AuthExceptionCode.RefreshInvalid, 'no bearer refresh token');
    return this.tokens.refresh(token);
  }

  @Post('jwt/remember')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  @ApiSecurity('rememberMe')
  @ApiHeader({
    name: 'X-Remember-Me',
    required: true,
    description: 'The remember-me credential.',
    schema: { type: 'string', ...REMEMBER_ME_RULE, pattern: REMEMBER_ME_RULE.pattern.source },
  })
  @ApiOkResponse({ type: AuthSessionDto })
  rememberLogin(@Headers('x-remember-me') credential: string | undefined, @Req() request: FastifyRequest): Promise<AuthSessionDto> {
    if (
      typeof credential !== 'string' ||
      credential.length < REMEMBER_ME_RULE.minLength ||
      credential.length > REMEMBER_ME_RULE.maxLength ||
      !REMEMBER_ME_RULE.pattern.test(credential)
    ) {
      throw CommonException.validation({ 'X-Remember-Me': 'The X-Remember-Me header must be the remember-me credential issued at sign-in.' });
    }
    return this.tokens.rememberLogin(credential, clientOf(request));
  }
}
