import { Body, Controller, Get, HttpCode, Param, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth';
import { ClaimDocumentParams, ClaimNumberParams, ClaimTimelineService, sendDownload, type ClaimDetail } from '../claims';
import { RawReply } from '../common/envelope/raw-reply.decorator';
import { AuditInterceptor } from './audit/audit.interceptor';
import { Audited } from './audit/audited.decorator';
import { AdminClaimEventRequestDto } from './dto/claim-event.dto';

/**
 * Claim events from the back office (issue 16): staff stand in for the claims system, as the
 * demo CLI does, through the same ClaimTimelineService.recordEvent (one implementation).
 * Administrators only; adding an event is audited with the claim number as its target, and
 * downloading a claim's file (personal data leaving the back office) with the claim and file.
 */
@ApiTags('Admin')
@ApiBearerAuth('adminBearer')
@AdminOnly()
@UseInterceptors(AuditInterceptor)
@Controller('api/admin/claims')
export class AdminClaimsController {
  constructor(private readonly timeline: ClaimTimelineService) {}

  @Get(':claimNumber')
  getAdminClaim(@Param() params: ClaimNumberParams): Promise<ClaimDetail> {
    return this.timeline.staffDetail(params.claimNumber);
  }

  @Post(':claimNumber/events')
  @HttpCode(200)
  @Audited((request) => (request.params?.claimNumber ? `claim:${request.params.claimNumber.toUpperCase().slice(0, 8)}` : null))
  addAdminClaimEvent(@Param() params: ClaimNumberParams, @Body() body: AdminClaimEventRequestDto): Promise<ClaimDetail> {
    return this.timeline.addStaffEvent(params.claimNumber, body);
  }

  /** A file of any claim, always as a download (octet-stream, attachment, nosniff), as the customer's call sends it. */
  @Get(':claimNumber/documents/:documentId')
  @RawReply()
  @Audited((request) => {
    const { claimNumber, documentId } = request.params ?? {};
    return claimNumber && documentId ? `claimFile:${claimNumber.toUpperCase().slice(0, 8)}/${documentId.slice(0, 36)}` : null;
  })
  async downloadAdminClaimDocument(@Param() params: ClaimDocumentParams, @Res({ passthrough: false }) reply: FastifyReply): Promise<void> {
    await sendDownload(reply, await this.timeline.openStaffFile(params.claimNumber, params.documentId));
  }
}
