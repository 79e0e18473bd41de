import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { BodyLimit } from '../common/validation/body-limit';
import { PolicySaveParams } from './dto/params.dto';
import {
  DeleteRateRequest,
  RateConfirmRequest,
  RateCreditorRequest,
  RateDeleteCreditorRequest,
  RateDeleteDriverRequest,
  RateDeleteVehicleRequest,
  RateDriverRequest,
  RateVehicleRequest,
  SavePolicyChangeRequest,
  SendErrorEmailRequest,
} from './dto/requests.dto';
import { PolicyChangesService, type PolicyChangeConfirmation, type PolicyChangeRate, type SavedPolicyChange } from './policy-changes.service';
import { confirmationIn, rateIn } from './reply-language';

/** Saved, unfinished policy changes (doc 3 §4 "Saved changes"): one per policy. */
@ApiTags('Policy changes')
@ApiBearerAuth('bearer')
@Controller('api/policysave')
export class PolicySaveController {
  constructor(private readonly changes: PolicyChangesService) {}

  @Get(':policyNumber')
  getPolicySave(@CurrentUser() user: AuthenticatedUser, @Param() params: PolicySaveParams): Promise<SavedPolicyChange | null> {
    return this.changes.getSave(user.userId, params.policyNumber);
  }

  @Post(':policyNumber')
  @HttpCode(200)
  @BodyLimit(128 * 1024) // the wizard's state, up to 100,000 characters
  savePolicyChange(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: PolicySaveParams,
    @Body() body: SavePolicyChangeRequest,
  ): Promise<SavedPolicyChange> {
    return this.changes.save(user.userId, params.policyNumber, body);
  }

  @Get(':policyNumber/delete')
  async deletePolicySave(@CurrentUser() user: AuthenticatedUser, @Param() params: PolicySaveParams): Promise<null> {
    await this.changes.deleteSave(user.userId, params.policyNumber);
    return null;
  }
}

/** Rating, completing and withdrawing a mid-term change (doc 3 §4, §7). */
@ApiTags('Policy changes')
@ApiBearerAuth('bearer')
@Controller('api/policyupdate')
export class PolicyUpdateController {
  constructor(private readonly changes: PolicyChangesService) {}

  @Post('rate/vehicle')
  @HttpCode(200)
  async rateVehicle(@CurrentUser() user: AuthenticatedUser, @Body() body: RateVehicleRequest, @CallerLocale() locale: Locale): Promise<PolicyChangeRate> {
    return rateIn(locale, await this.changes.rateVehicle(user.userId, body));
  }

  @Post('rate/vehicle/delete')
  @HttpCode(200)
  async rateDeleteVehicle(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RateDeleteVehicleRequest,
    @CallerLocale() locale: Locale,
  ): Promise<PolicyChangeRate> {
    return rateIn(locale, await this.changes.rateDeleteVehicle(user.userId, body));
  }

  @Post('rate/driver')
  @HttpCode(200)
  async rateDriver(@CurrentUser() user: AuthenticatedUser, @Body() body: RateDriverRequest, @CallerLocale() locale: Locale): Promise<PolicyChangeRate> {
    return rateIn(locale, await this.changes.rateDriver(user.userId, body));
  }

  @Post('rate/driver/delete')
  @HttpCode(200)
  async rateDeleteDriver(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RateDeleteDriverRequest,
    @CallerLocale() locale: Locale,
  ): Promise<PolicyChangeRate> {
    return rateIn(locale, await this.changes.rateDeleteDriver(user.userId, body));
  }

  @Post('rate/creditor')
  @HttpCode(200)
  async rateCreditor(@CurrentUser() user: AuthenticatedUser, @Body() body: RateCreditorRequest, @CallerLocale() locale: Locale): Promise<PolicyChangeRate> {
    return rateIn(locale, await this.changes.rateCreditor(user.userId, body));
  }

  @Post('rate/creditor/delete')
  @HttpCode(200)
  async rateDeleteCreditor(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RateDeleteCreditorRequest,
    @CallerLocale() locale: Locale,
  ): Promise<PolicyChangeRate> {
    return rateIn(locale, await this.changes.rateDeleteCreditor(user.userId, body));
  }

  @Post('rate/confirm')
  @HttpCode(200)
  @BodyLimit(16 * 1024) // emailDetails: up to 4,000 characters
  async confirmPolicyChange(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RateConfirmRequest,
    @CallerLocale() locale: Locale,
  ): Promise<PolicyChangeConfirmation> {
    return confirmationIn(locale, await this.changes.confirm(user.userId, body));
  }

  @Post('rate/delete')
  @HttpCode(200)
  async deletePolicyChangeRate(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteRateRequest): Promise<null> {
    await this.changes.deleteRate(user.userId, body);
    return null;
  }

  @Post('senderroremail')
  @HttpCode(200)
  @BodyLimit(16 * 1024) // errorMessage: up to 2,000 characters, with the contact lines
  async sendPolicyChangeErrorEmail(@CurrentUser() user: AuthenticatedUser, @Body() body: SendErrorEmailRequest): Promise<null> {
    await this.changes.sendErrorEmail(user.userId, body);
    return null;
  }
}
