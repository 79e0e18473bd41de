import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { AuthThrottle } from '../auth';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { AccountService } from './account.service';
import { AccountExistsRequestDto, AccountExistsResultDto } from './dto/account-exists.dto';
import { ConfirmEmailQueryDto } from './dto/email.dto';
import { PolicyVerificationRequestDto, PolicyVerificationResultDto } from './dto/policy-verification.dto';
import { RegisterRequestDto, RegisterResultDto, ResendConfirmationRequestDto } from './dto/register.dto';
import { StaffVerificationRequestDto, StaffVerificationResultDto } from './dto/staff-verification.dto';
import { VerificationService } from './verification.service';

/** Registration (doc 1 §4): verify the policy in two parts or ask staff, create the account, confirm the email. */
@ApiTags('Registration')
@Public()
@Controller('api/account')
export class RegistrationController {
  constructor(
    private readonly verification: VerificationService,
    private readonly accounts: AccountService,
  ) {}

  @Post('verifypolicy')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: PolicyVerificationResultDto })
  verifyPolicy(@Body() body: PolicyVerificationRequestDto, @Ip() ip: string): Promise<PolicyVerificationResultDto> {
    return this.verification.verifyPolicy(body, ip);
  }

  @Post('verifyfullpolicy')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: PolicyVerificationResultDto })
  verifyFullPolicy(@Body() body: PolicyVerificationRequestDto, @Ip() ip: string): Promise<PolicyVerificationResultDto> {
    return this.verification.verifyFullPolicy(body, ip);
  }

  @Post('verifybystaff')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: StaffVerificationResultDto })
  async verifyByStaff(@Body() body: StaffVerificationRequestDto, @Ip() ip: string, @CallerLocale() locale: Locale): Promise<StaffVerificationResultDto> {
    return { staffVerificationRequestCompleted: await this.verification.requestStaffVerification(body, ip, locale) };
  }

  @Post('exists')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: AccountExistsResultDto })
  async accountExists(@Body() body: AccountExistsRequestDto): Promise<AccountExistsResultDto> {
    const registeredPolicyNumbers = await this.accounts.provenRegisteredPolicyNumbers(body.policyNumbers, body.verificationToken);
    return { exists: registeredPolicyNumbers.length > 0, registeredPolicyNumbers };
  }

  @Post('register')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: RegisterResultDto })
  register(@Body() body: RegisterRequestDto, @Ip() ip: string, @CallerLocale() locale: Locale): Promise<RegisterResultDto> {
    // The new account speaks the language the registration page was in (its Accept-Language).
    return this.accounts.register(body, ip, locale);
  }

  @Post('register/resend')
  @HttpCode(200)
  @AuthThrottle()
  async resendConfirmation(@Body() body: ResendConfirmationRequestDto): Promise<null> {
    await this.accounts.resendConfirmation(body.username, body.password);
    return null;
  }

  @Get('confirmemail')
  @AuthThrottle()
  async confirmEmail(@Query() query: ConfirmEmailQueryDto): Promise<null> {
    await this.accounts.confirmEmail(query.userId, query.code);
    return null;
  }
}
