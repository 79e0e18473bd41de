import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth';
import type { AuthenticatedUser } from '../../auth';
import { BodyLimit } from '../../common/validation/body-limit';
import { CertificatesService } from './certificates.service';
import { CertificateHolderParams, CertificateParams, CertificatePolicyParams, IssueCertificateRequest } from './dto/requests.dto';
import type { CertificateReply, PolicyCertificates } from './dto/replies';

/** Certificates of insurance of a policy (issue 16): list, issue, re-issue, forget a saved holder. */
@ApiTags('Certificates')
@ApiBearerAuth('bearer')
@Controller('api/policy/:policyNumber')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get('certificates')
  listPolicyCertificates(@CurrentUser() user: AuthenticatedUser, @Param() params: CertificatePolicyParams): Promise<PolicyCertificates> {
    return this.certificates.list(user.userId, params.policyNumber);
  }

  @Post('certificates')
  @HttpCode(200)
  @BodyLimit(8 * 1024)
  issueCertificate(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: CertificatePolicyParams,
    @Body() body: IssueCertificateRequest,
  ): Promise<CertificateReply> {
    return this.certificates.issue(user.userId, params.policyNumber, body);
  }

  @Post('certificates/:certificateId/reissue')
  @HttpCode(200)
  reissueCertificate(@CurrentUser() user: AuthenticatedUser, @Param() params: CertificateParams): Promise<CertificateReply> {
    return this.certificates.reissue(user.userId, params.policyNumber, params.certificateId);
  }

  @Delete('certificate-holders/:holderId')
  async deleteCertificateHolder(@CurrentUser() user: AuthenticatedUser, @Param() params: CertificateHolderParams): Promise<null> {
    await this.certificates.deleteHolder(user.userId, params.policyNumber, params.holderId);
    return null;
  }
}
