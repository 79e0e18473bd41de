import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth';
import type { AuthenticatedUser } from '../auth';
import { RawReply } from '../common/envelope/raw-reply.decorator';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { BodyLimit } from '../common/validation/body-limit';
import {
  AddPolicyRequest,
  AddPolicyResult,
  AddPolicyStatus,
  DocumentQuery,
  EditPolicyRequest,
  PolicyListRequest,
  RemovePolicyRequest,
} from './dto/policy-requests.dto';
import { Policy } from './dto/policy.dto';
import { PoliciesService } from './policies.service';
import { PolicyDocumentsService } from './policy-documents.service';

/** The Policies screen (doc 1 §2, §4, §7): list, add, rename and remove the user's policies. */
@ApiTags('Policies')
@Controller('api/policy')
export class PoliciesController {
  constructor(private readonly policies: PoliciesService) {}

  @Post()
  @HttpCode(200)
  @BodyLimit(32 * 1024) // up to 500 policy numbers
  @ApiOkResponse({ type: [Policy] })
  listPolicies(@CurrentUser() user: AuthenticatedUser, @Body() body: PolicyListRequest, @CallerLocale() locale: Locale): Promise<Policy[]> {
    return this.policies.listPolicies(user.userId, body.policies, new Date(), locale);
  }

  @Delete()
  async removePolicy(@CurrentUser() user: AuthenticatedUser, @Body() body: RemovePolicyRequest): Promise<null> {
    await this.policies.removePolicy(user.userId, body.policyNumber);
    return null;
  }

  @Get('add')
  @ApiOkResponse({ type: AddPolicyStatus })
  getAddPolicyStatus(@CurrentUser() user: AuthenticatedUser): Promise<AddPolicyStatus> {
    return this.policies.addPolicyStatus(user.userId);
  }

  @Post('add')
  @HttpCode(200)
  @ApiOkResponse({ type: AddPolicyResult })
  addPolicy(@CurrentUser() user: AuthenticatedUser, @Body() body: AddPolicyRequest): Promise<AddPolicyResult> {
    return this.policies.addPolicy(user.userId, body);
  }

  @Post('edit')
  @HttpCode(200)
  async editPolicy(@CurrentUser() user: AuthenticatedUser, @Body() body: EditPolicyRequest): Promise<null> {
    await this.policies.editPolicy(user.userId, body);
    return null;
  }
}

/** Policy documents (doc 1 §4 Documents): the PDF behind a printUrl of one of the user's policies. */
@ApiTags('Documents')
@Controller('api/document')
export class DocumentsController {
  constructor(private readonly documents: PolicyDocumentsService) {}

  @Get()
  @RawReply()
  async getDocument(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: DocumentQuery,
    @CallerLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const rendered = await this.documents.render(user.userId, query.q, locale);
    reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${rendered.fileName}"`);
    if ('stream' in rendered) return void (await reply.send(rendered.stream));
    rendered.pdf.end();
    await reply.send(rendered.pdf);
  }
}
