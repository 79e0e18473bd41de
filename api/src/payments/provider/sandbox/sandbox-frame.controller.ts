import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../auth';
import { RawReply } from '../../../common/envelope/raw-reply.decorator';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.token';
import { frameContentSecurityPolicy, originOf, renderFramePage } from './frame-page';
import { SANDBOX_PROVIDER_PATH, SandboxPaymentProvider, SandboxRefusal } from './sandbox-payment-provider';

/** The parts of Fastify's reply this controller uses (Nest's adapter brings its own copy of Fastify's types). */
interface FrameReply {
  header(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
  status(code: number): unknown;
}

/** What the tokens endpoint answers: the provider's own shape, not the portal's envelope. */
export type TokenizeReply =
  | { statusCode: 'Created'; fundingAccountToken: string; fundingCategory: string; fundingMethod?: string; fundingAccountLastFourDigits: string }
  | { statusCode: 'Failed'; statusDescriptions: string[] };

const flag = (value: unknown) => value === '1' || value === 'true';
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const whole = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN);

/**
 * The sandbox provider's own web server: the card-entry frame and the endpoint it tokenises
 * cards with. Not under /api and not in the portal's contract (in production this is the
 * provider's domain); no portal access token, since the signed card-entry session is the
 * credential. A card number reaches no other route of the portal.
 */
@ApiExcludeController()
@Public()
@Controller(SANDBOX_PROVIDER_PATH.slice(1))
export class SandboxFrameController {
  private readonly parentOrigins: string[];

  constructor(
    private readonly provider: SandboxPaymentProvider,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const portal = originOf(config.publicUrl);
    this.parentOrigins = portal ? [portal] : [];
  }

  /** The card-entry frame: `?collectSecurityCode=1&collectZipCode=1` as the payment settings say. */
  @Get('frame')
  @RawReply()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  @Header('referrer-policy', 'no-referrer')
  frame(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FrameReply): string {
    reply.header('content-security-policy', frameContentSecurityPolicy(this.parentOrigins));
    // frame-ancestors decides who may embed the frame; helmet's X-Frame-Options (SAMEORIGIN)
    // would refuse the portal's page where it is on another origin than the provider.
    reply.removeHeader('x-frame-options');
    return renderFramePage({
      parentOrigins: this.parentOrigins,
      collectSecurityCode: flag(query.collectSecurityCode),
      collectZipCode: flag(query.collectZipCode),
      now: new Date(),
    });
  }

  /** Tokenises a card typed into the frame (201 Created, 400 bad card, 401 bad or expired session). */
  @Post('tokens')
  @RawReply()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  async tokens(@Body() body: unknown, @Res({ passthrough: true }) reply: FrameReply): Promise<TokenizeReply> {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    try {
      const account = await this.provider.tokenizeCard(
        { sessionToken: b.sessionToken, authorization: b.authorization, apiKey: b.apiKey },
        {
          cardNumber: text(b.cardNumber, 30),
          expirationMonth: whole(b.expirationMonth),
          expirationYear: whole(b.expirationYear),
          nameOnCard: text(b.nameOnCard, 100),
          securityCode: b.securityCode === undefined ? undefined : text(b.securityCode, 10),
          zipCode: b.zipCode === undefined ? undefined : text(b.zipCode, 10),
        },
        { securityCodeRequired: b.securityCodeRequired === true, zipCodeRequired: b.zipCodeRequired === true },
      );
      return {
        statusCode: 'Created',
        fundingAccountToken: account.fundingAccountToken,
        fundingCategory: account.fundingCategory,
        ...(account.fundingMethod ? { fundingMethod: account.fundingMethod } : {}),
        fundingAccountLastFourDigits: account.lastFour,
      };
    } catch (err) {
      if (!(err instanceof SandboxRefusal)) throw err;
      reply.status(err.status);
      return { statusCode: 'Failed', statusDescriptions: err.statusDescriptions };
    }
  }
}
