import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OwnerOnly, Public } from '../auth';
import { AuthThrottle } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { AccountService } from './account.service';
import { ChangeEmailRequestDto, LegacyUserRequestDto, SendEmailChangeRequestDto } from './dto/email.dto';
import { ChangePasswordRequestDto, ForgotPasswordRequestDto, ResetPasswordRequestDto } from './dto/password.dto';

/** Password, email address and username of an account (doc 1 §2, §7). Every reply's result is null. */
@ApiTags('Account')
@Controller('api/account')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Post('forgotpassword')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  async forgotPassword(@Body() body: ForgotPasswordRequestDto): Promise<null> {
    await this.accounts.forgotPassword(body.email);
    return null;
  }

  @Post('resetpassword')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  async resetPassword(@Body() body: ResetPasswordRequestDto): Promise<null> {
    await this.accounts.resetPassword(body.userId, body.code, body.password);
    return null;
  }

  @Post('changepassword')
  @OwnerOnly() // not in a login-as session (issue 15)
  @HttpCode(200)
  @AuthThrottle()
  @ApiBearerAuth('bearer')
  async changePassword(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangePasswordRequestDto): Promise<null> {
    await this.accounts.changePassword(user, body.oldPassword, body.password);
    return null;
  }

  @Post('sendemailchange')
  @OwnerOnly() // not in a login-as session (issue 15)
  @HttpCode(200)
  @AuthThrottle()
  @ApiBearerAuth('bearer')
  async sendEmailChange(@CurrentUser() user: AuthenticatedUser, @Body() body: SendEmailChangeRequestDto): Promise<null> {
    await this.accounts.sendEmailChange(user, body.newEmail);
    return null;
  }

  @Post('changeemail')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  async changeEmail(@Body() body: ChangeEmailRequestDto): Promise<null> {
    await this.accounts.changeEmail(body.userId, body.code, body.email);
    return null;
  }

  @Post('legacyuser')
  @HttpCode(200)
  @ApiBearerAuth('bearer')
  async changeLegacyUsername(@CurrentUser() user: AuthenticatedUser, @Body() body: LegacyUserRequestDto): Promise<null> {
    await this.accounts.changeLegacyUsername(user, body.username);
    return null;
  }
}
