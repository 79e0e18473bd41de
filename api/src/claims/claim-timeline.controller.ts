import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { MultipartBody } from '../common/validation/multipart';
import { MAX_TOTAL_BYTES } from './claim-catalog';
import { ClaimTimelineService } from './claim-timeline.service';
import { CLAIM_MULTIPART_LIMITS } from './claim-upload';
import { ClaimsException, ClaimsExceptionCode } from './claims.exception';
import { sendDownload } from './claims.controller';
import { ClaimDocumentParams, ClaimNumberParams } from './dto/params.dto';
import type { ClaimDetail } from './dto/replies';

/** The request's files' limit, plus the command part and each part's headers (as the report form's). */
const MAX_MULTIPART_BODY_BYTES = MAX_TOTAL_BYTES + CLAIM_MULTIPART_LIMITS.fieldSize + CLAIM_MULTIPART_LIMITS.parts * 4096;

/** Following a claim (issue 16): its timeline, adding documents, downloading its files. */
@ApiTags('Claims')
@ApiBearerAuth('bearer')
@Controller('api/claim')
export class ClaimTimelineController {
  constructor(private readonly timeline: ClaimTimelineService) {}

  @Get(':claimNumber')
  getClaimDetail(@CurrentUser() user: AuthenticatedUser, @Param() params: ClaimNumberParams, @CallerLocale() locale: Locale): Promise<ClaimDetail> {
    return this.timeline.detail(user.userId, params.claimNumber, locale);
  }

  @Post(':claimNumber/documents')
  @HttpCode(200)
  @MultipartBody()
  addClaimDocuments(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: ClaimNumberParams,
    @Req() request: FastifyRequest,
    @CallerLocale() locale: Locale,
  ): Promise<ClaimDetail> {
    if (!request.isMultipart()) throw new ClaimsException(ClaimsExceptionCode.MultipartInvalid);
    if (Number(request.headers['content-length'] ?? 0) > MAX_MULTIPART_BODY_BYTES) throw new ClaimsException(ClaimsExceptionCode.FilesTooLarge);
    return this.timeline.addDocuments(user.userId, params.claimNumber, request.parts({ limits: CLAIM_MULTIPART_LIMITS }), locale);
  }

  @Get(':claimNumber/documents/:documentId')
  async downloadClaimDocument(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: ClaimDocumentParams,
    @Res({ passthrough: false }) reply: FastifyReply,
  ): Promise<void> {
    await sendDownload(reply, await this.timeline.openFile(user.userId, params.claimNumber, params.documentId));
  }
}
