import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthException, AuthExceptionCode, AuthThrottle, CurrentUser, Public, SignedInUser, SignInOptional } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { CommonException } from '../common/errors/app-exception';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { BodyLimit } from '../common/validation/body-limit';
import {
  BankNameDto,
  OneTimePolicyResultDto,
  PaymentAuthDto,
  PaymentFeeResultDto,
  PaymentResultDto,
  PaymentSettingsDto,
  ShouldCalculateFeeDto,
} from './dto/payment-replies.dto';
import {
  BankNameParamsDto,
  FeeDateParamsDto,
  OneTimePaymentRequestDto,
  OneTimePolicyRequestDto,
  PaymentAuthQueryDto,
  PaymentRequestDto,
} from './dto/payment-requests.dto';
import { OneTimePaymentsService } from './one-time-payments.service';
import { passesAbaChecksum, PAYMENT_MESSAGES, shouldCalculateFee } from './payment-rules';
import { WALLET_MESSAGES } from './wallet/wallet-rules';
import { PaymentSettingsService } from './payment-settings.service';
import { PAYMENTS_ERROR_MESSAGES, PaymentsException, PaymentsExceptionCode } from './payments.exception';
import { inCallersLanguage, PaymentsService } from './payments.service';
import { PAYMENT_PROVIDER, type PaymentProvider, type SessionSubject } from './provider/payment-provider.port';
import { RoutingDirectory } from './routing-directory';

/** The spec's Idempotency-Key header (openapi/components/parameters/IdempotencyKey.yaml). */
const IDEMPOTENCY_KEY_HEADER = ApiHeader({
  name: 'Idempotency-Key',
  required: true,
  description: 'One key per confirmed payment (IETF draft "The Idempotency-Key HTTP Header Field").',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
});

/** The largest payment body: 50 policy lines and 10 methods, each with 50 amounts and a 2,000-character session token (about 130 KiB at 3 bytes a character). */
const PAYMENT_BODY_LIMIT = 160 * 1024;

const isCalendarDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** Pay Now, the one-time payment and what their wizard reads (doc 2 §7). */
@ApiTags('Payments')
@Controller('api/payment')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly oneTime: OneTimePaymentsService,
    private readonly settings: PaymentSettingsService,
    private readonly routing: RoutingDirectory,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Public()
  @Get('settings')
  @ApiOkResponse({ type: PaymentSettingsDto })
  getPaymentSettings(): Promise<PaymentSettingsDto> {
    return this.settings.reply();
  }

  @SignInOptional()
  @Get('auth')
  @ApiOkResponse({ type: PaymentAuthDto })
  async getPaymentAuth(@SignedInUser() user: AuthenticatedUser | undefined, @Query() query: PaymentAuthQueryDto): Promise<PaymentAuthDto> {
    const session = await this.provider.createSession(this.sessionSubject(user, query));
    return {
      authToken: session.authToken,
      sessionToken: session.sessionToken,
      issuedOn: session.issuedOn.toISOString(),
      expiresOn: session.expiresOn.toISOString(),
    };
  }

  /** Whom a frame session is for: a policy or account bill and an email (anyone), or the signed-in caller's own wallet. */
  private sessionSubject(user: AuthenticatedUser | undefined, query: PaymentAuthQueryDto): SessionSubject {
    if (query.userId !== undefined) {
      if (query.policyNumber || query.accountNumber || query.emailAddress) {
        throw CommonException.validation({ userId: 'Send a user id, or a policy or account number with an email address.' });
      }
      if (!user) throw new AuthException(AuthExceptionCode.TokenMissing, 'a wallet session without a bearer token');
      // Another user's id answers as a wallet that is not there (the API's rule for others' ids).
      if (query.userId.toLowerCase() !== user.userId.toLowerCase())
        throw new PaymentsException(PaymentsExceptionCode.WalletNotFound, [WALLET_MESSAGES.walletNotFound]);
      return { kind: 'wallet-user', userId: user.userId };
    }
    const number = query.policyNumber?.trim().toUpperCase() ?? query.accountNumber;
    if (!number || (query.policyNumber && query.accountNumber)) {
      throw CommonException.validation({ policyNumber: 'Send a policy number or an account number.' });
    }
    if (!query.emailAddress) throw CommonException.validation({ emailAddress: 'Email Address is required.' });
    return { kind: 'policy', number, emailAddress: query.emailAddress };
  }

  @Public()
  @Get('bankname/:routingNumber')
  @ApiOkResponse({ type: BankNameDto })
  async getBankName(@Param() params: BankNameParamsDto): Promise<BankNameDto> {
    if (!passesAbaChecksum(params.routingNumber)) throw CommonException.validation({ routingNumber: PAYMENT_MESSAGES.incorrectNumber });
    const bankName = await this.routing.bankName(params.routingNumber);
    if (!bankName) throw new PaymentsException(PaymentsExceptionCode.BankNotFound, [PAYMENTS_ERROR_MESSAGES.bankNotFound]);
    return { routingNumber: params.routingNumber, bankName };
  }

  @Post()
  @HttpCode(200)
  @ApiBearerAuth('bearer')
  @BodyLimit(PAYMENT_BODY_LIMIT)
  @IDEMPOTENCY_KEY_HEADER
  @ApiOkResponse({ type: PaymentResultDto })
  async makePayment(
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: PaymentRequestDto,
    @CallerLocale() locale: Locale,
  ): Promise<PaymentResultDto> {
    const reply = await this.payments.submit({ kind: 'user', userId: user.userId, actingStaffId: user.actingStaffId }, idempotencyKey, body);
    return inCallersLanguage(reply, locale);
  }

  @Public()
  @Post('onetime')
  @HttpCode(200)
  @BodyLimit(PAYMENT_BODY_LIMIT)
  @IDEMPOTENCY_KEY_HEADER
  @ApiOkResponse({ type: PaymentResultDto })
  async makeOneTimePayment(
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: OneTimePaymentRequestDto,
    @CallerLocale() locale: Locale,
  ): Promise<PaymentResultDto> {
    if (!idempotencyKey) throw new PaymentsException(PaymentsExceptionCode.IdempotencyKeyMissing, [PAYMENTS_ERROR_MESSAGES.idempotencyKeyMissing]);
    // The anonymous payer has no account: the page's language is kept with the payment for the receipt.
    const payer = { ...(await this.oneTime.payer(body.oneTimeToken)), locale };
    const reply = await this.payments.submit(payer, idempotencyKey, { policies: body.policies, sources: body.sources });
    return inCallersLanguage(reply, locale);
  }

  @Post('calculateFee')
  @HttpCode(200)
  @ApiBearerAuth('bearer')
  @BodyLimit(PAYMENT_BODY_LIMIT)
  @ApiOkResponse({ type: PaymentFeeResultDto })
  calculateFee(@CurrentUser() user: AuthenticatedUser, @Body() body: PaymentRequestDto): Promise<PaymentFeeResultDto> {
    return this.payments.calculateFee({ kind: 'user', userId: user.userId }, body);
  }

  @Public()
  @Post('calculateFeeOneTime')
  @HttpCode(200)
  @BodyLimit(PAYMENT_BODY_LIMIT)
  @ApiOkResponse({ type: PaymentFeeResultDto })
  async calculateFeeOneTime(@Body() body: OneTimePaymentRequestDto): Promise<PaymentFeeResultDto> {
    const payer = await this.oneTime.payer(body.oneTimeToken);
    return this.payments.calculateFee(payer, body);
  }

  @Get('shouldCalculateFee/:date')
  @ApiBearerAuth('bearer')
  @ApiOkResponse({ type: ShouldCalculateFeeDto })
  async shouldCalculateFee(@Param() params: FeeDateParamsDto): Promise<ShouldCalculateFeeDto> {
    if (!isCalendarDate(params.date)) throw CommonException.validation({ date: 'Date must be a date such as 2026-11-25.' });
    return { shouldCalculateFee: shouldCalculateFee(params.date, await this.settings.effective()) };
  }

  @Public()
  @Get('shouldCalculateFeeOneTime')
  @ApiOkResponse({ type: ShouldCalculateFeeDto })
  async shouldCalculateFeeOneTime(): Promise<ShouldCalculateFeeDto> {
    return { shouldCalculateFee: shouldCalculateFee(new Date().toISOString().slice(0, 10), await this.settings.effective()) };
  }
}

/** POST /api/policy/onetime: the policies a visitor may pay without an account (doc 2 §7). */
@ApiTags('Verification')
@Public()
@Controller('api/policy')
export class OneTimePolicyController {
  constructor(private readonly oneTime: OneTimePaymentsService) {}

  @Post('onetime')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: OneTimePolicyResultDto })
  findOneTimePolicy(@Body() body: OneTimePolicyRequestDto, @CallerLocale() locale: Locale): Promise<OneTimePolicyResultDto> {
    return this.oneTime.findPolicies(body, new Date(), locale);
  }
}
