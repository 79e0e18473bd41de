import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { CurrentUser } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { BodyLimit } from '../common/validation/body-limit';
import { MultipartBody } from '../common/validation/multipart';
import { MAX_TOTAL_BYTES } from './claim-catalog';
import { CLAIM_MULTIPART_LIMITS } from './claim-upload';

/** The combined file limit, plus the command part (64 KiB) and each part's boundary and headers (4 KiB each at most). */
const MAX_MULTIPART_BODY_BYTES = MAX_TOTAL_BYTES + CLAIM_MULTIPART_LIMITS.fieldSize + CLAIM_MULTIPART_LIMITS.parts * 4096;
import { ClaimsService } from './claims.service';
import { ClaimsException, ClaimsExceptionCode } from './claims.exception';
import { ClaimAttachmentParams } from './dto/params.dto';
import type { ClaimFormOptions, ClaimSubmission } from './dto/replies';
import { ClaimReportRequest, SendClaimDebugEmailRequest, SendClaimErrorEmailRequest } from './dto/requests.dto';

/** Reporting a claim (doc 4 §2, §7): the form's options, the two submit calls, the failure emails and attachment downloads. */
@ApiTags('Claims')
@ApiBearerAuth('bearer')
@Controller('api/claim')
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Get('options')
  getClaimFormOptions(@CurrentUser() user: AuthenticatedUser, @CallerLocale() locale: Locale): Promise<ClaimFormOptions> {
    return this.claims.formOptions(user.userId, new Date(), locale);
  }

  @Post('v2')
  @HttpCode(200)
  @MultipartBody()
  submitClaim(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<ClaimSubmission> {
    if (!request.isMultipart()) throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid);
    // A body announced larger than the files' combined limit plus the parts' headers is refused before it is read.
    if (Number(request.headers['content-length'] ?? 0) > MAX_MULTIPART_BODY_BYTES) throw new ClaimsException(ClaimsExceptionCode.FilesTooLarge);
    return this.claims.submitMultipart(user.userId, request.parts({ limits: CLAIM_MULTIPART_LIMITS }));
  }

  @Post()
  @HttpCode(200)
  @BodyLimit(16 * 1024) // lossDescription: up to 2,048 characters
  reportClaim(@CurrentUser() user: AuthenticatedUser, @Body() body: ClaimReportRequest): Promise<ClaimSubmission> {
    return this.claims.report(user.userId, body);
  }

  @Post('sendClaimErrorEmail')
  @HttpCode(200)
  @BodyLimit(16 * 1024) // errorMessage: up to 2,000 characters, with the contact lines
  async sendClaimErrorEmail(@CurrentUser() user: AuthenticatedUser, @Body() body: SendClaimErrorEmailRequest): Promise<null> {
    await this.claims.sendErrorEmail(user.userId, body);
    return null;
  }

  @Post('sendClaimDebugEmail')
  @HttpCode(200)
  @BodyLimit(128 * 1024) // claimDetails: up to 20,000 characters (escaped JSON), attachment list 4,000
  async sendClaimDebugEmail(@CurrentUser() user: AuthenticatedUser, @Body() body: SendClaimDebugEmailRequest): Promise<null> {
    await this.claims.sendDebugEmail(user.userId, body);
    return null;
  }

  @Get(':claimNumber/attachments/:attachmentId')
  async downloadClaimAttachment(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: ClaimAttachmentParams,
    @Res({ passthrough: false }) reply: FastifyReply,
  ): Promise<void> {
    await sendDownload(reply, await this.claims.openAttachment(user.userId, params.claimNumber, params.attachmentId));
  }
}

/**
 * A file name as RFC 5987's ext-value (RFC 6266 filename*): percent-encoded UTF-8 of every byte
 * but attr-char. encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow
 * (a quote would end the charset''language part early in a strict parser).
 */
export function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Sends a stored claim file, always as a download (octet-stream, attachment, nosniff). */
export async function sendDownload(reply: FastifyReply, file: { fileName: string; size: number; stream: Readable }): Promise<void> {
  const ascii = file.fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  await reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
