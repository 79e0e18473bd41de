import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { findLogFile, listLogFiles, logDirOf, LOG_FILE_PATTERN } from '../common/logging/log-files';
import { DeliveryRecords, PolicyRecords } from '../core';
import { bulkReportCsv, bulkReportFileName, DISCREPANCY_PAGE_SIZE, listDiscrepancies, syncEDelivery } from './e-delivery-sync';
import { BulkEDeliveryRequestDto, EDeliveryDiscrepancyPageDto, EDeliveryDiscrepancyRequestDto, LogFileDto, LogFileQueryDto } from './dto/e-delivery.dto';
import type { FastifyReply } from 'fastify';
import { RawReply } from '../common/envelope/raw-reply.decorator';
import { activeUsersCsv, ACTIVE_USERS_FILE } from './active-users-export';
import { ActiveUsersQueryDto } from './dto/active-users.dto';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminOnly, AuthSessionDto, CurrentUser, SecondFactorService, TokenService } from '../auth';
import { User } from '../users';
import type { AuthenticatedUser } from '../auth';
import { ChatOptionsDto } from '../system';
import { AdminAdvertisementsService } from './admin-advertisements.service';
import { AdminException, AdminExceptionCode } from './admin.exception';
import { BodyLimit } from '../common/validation/body-limit';
import { AdminSettingsService } from './admin-settings.service';
import { AdminUsersService } from './admin-users.service';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AuditService } from './audit/audit.service';
import { Audited, bodyUserId, setAuditTarget, type AuditedRequest } from './audit/audited.decorator';
import { AdminAdvertisementDto, AdvertisementIdParams, AdvertisementRequestDto, AdvertisementResetResultDto } from './dto/advertisement.dto';
import { AuditPageDto, AuditQueryDto } from './dto/audit.dto';
import { MemberSearchPageDto, MemberSearchRequestDto } from './dto/member-search.dto';
import { AdminStateDto, AdminSystemInfoMessageDto, SystemInfoMessageRequestDto, SystemTogglesDto } from './dto/settings.dto';
import {
  AdminAddPolicyRequestDto,
  AdminChangeEmailRequestDto,
  AdminRemovePolicyRequestDto,
  AdminUserDto,
  AdminUserRequestDto,
  ImpersonateRequestDto,
  CreateAdminRequestDto,
  DeliveryTesterRequestDto,
} from './dto/user.dto';
import { searchMembers } from './member-search';
import { StaffVerificationDecisionDto, StaffVerificationItemDto } from './dto/staff-verification.dto';
import { StaffVerificationsService } from './staff-verifications.service';

/**
 * The staff back office (doc 4 §7, issue 15). Administrators only (@AdminOnly on the class: a
 * customer gets 403 AUTH_ADMIN_ONLY, a staff member signed in as a customer too). Every action
 * (@Audited) is recorded in the audit trail by AuditInterceptor; reads are not.
 */
@ApiTags('Admin')
@ApiBearerAuth('adminBearer')
@AdminOnly()
@UseInterceptors(AuditInterceptor)
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly settings: AdminSettingsService,
    private readonly users: AdminUsersService,
    private readonly verifications: StaffVerificationsService,
    private readonly ads: AdminAdvertisementsService,
    private readonly audit: AuditService,
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secondFactor: SecondFactorService,
    private readonly delivery: DeliveryRecords,
    private readonly policies: PolicyRecords,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminStateDto })
  getAdminState(): Promise<AdminStateDto> {
    return this.settings.state();
  }

  @Get('audit')
  @ApiOkResponse({ type: AuditPageDto })
  listAuditEntries(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.audit.list(query);
  }

  /** Recorded without its criteria (what staff looked for may be personal data). */
  @Post('search')
  @HttpCode(200)
  @Audited()
  @ApiOkResponse({ type: MemberSearchPageDto })
  searchMembers(@Body() body: MemberSearchRequestDto): Promise<MemberSearchPageDto> {
    return searchMembers(this.em, body.criteria, body.isAdmin ?? false, body.page ?? 1);
  }

  @Post('systeminfo')
  @HttpCode(200)
  @Audited((request) => {
    const id = (request.body as { id?: unknown } | undefined)?.id;
    return typeof id === 'number' ? `systemInfoMessage:${id}` : null;
  })
  @ApiOkResponse({ type: [AdminSystemInfoMessageDto] })
  async saveSystemInfoMessage(@Body() body: SystemInfoMessageRequestDto, @Req() request: AuditedRequest): Promise<AdminSystemInfoMessageDto[]> {
    const { list, id } = await this.settings.saveSystemInfo(body);
    // An added message's id is known only now.
    setAuditTarget(request, `systemInfoMessage:${id}`);
    return list;
  }

  @Get('systemtoggles')
  @ApiOkResponse({ type: SystemTogglesDto })
  getSystemToggles(): Promise<SystemTogglesDto> {
    return this.settings.toggles();
  }

  @Post('systemtoggles')
  @HttpCode(200)
  @Audited(() => 'systemToggles')
  @ApiOkResponse({ type: SystemTogglesDto })
  saveSystemToggles(@Body() body: SystemTogglesDto): Promise<SystemTogglesDto> {
    return this.settings.saveToggles(body);
  }

  @Post('chatOptions')
  @HttpCode(200)
  @Audited(() => 'chatOptions')
  @ApiOkResponse({ type: ChatOptionsDto })
  saveChatOptions(@Body() body: ChatOptionsDto): Promise<ChatOptionsDto> {
    return this.settings.saveChatOptions(body);
  }

  /** activeUsers.csv, streamed (see active-users-export.ts); recorded: it exports personal data. */
  @Get('activeUsers')
  @RawReply()
  @Audited((request) => {
    const date = (request as { query?: { date?: unknown } }).query?.date;
    return typeof date === 'string' ? `activeUsers:${date}` : 'activeUsers';
  })
  async getActiveUsers(@Query() query: ActiveUsersQueryDto, @Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${ACTIVE_USERS_FILE}"`)
      .header('cache-control', 'no-store')
      .send(activeUsersCsv(this.em, this.policies, query.date));
  }

  // --- Member accounts (the user dialog) -------------------------------------------------

  @Post('fetchUser')
  @HttpCode(200)
  @Audited(bodyUserId)
  @ApiOkResponse({ type: AdminUserDto })
  fetchUser(@Body() body: AdminUserRequestDto): Promise<AdminUserDto> {
    return this.users.fetch(body.userId);
  }

  /**
   * Log in as a member (issue 15): their customer session, acted in by the caller (claim `act`),
   * 30 minutes at most. An administrator's account is refused (422): a staff session is never
   * handed over.
   */
  @Post('impersonate')
  @HttpCode(200)
  @Audited((request) => {
    const id = (request.body as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? id : null;
  })
  @ApiOkResponse({ type: AuthSessionDto })
  async impersonateUser(
    @Body() body: ImpersonateRequestDto,
    @CurrentUser() staff: AuthenticatedUser,
    @Req() request: { ip?: string; headers: Record<string, unknown> },
  ): Promise<AuthSessionDto> {
    const user = await this.em.findOne(User, { id: body.id });
    if (!user) throw new AdminException(AdminExceptionCode.UserNotFound);
    if (user.isAdmin) throw new AdminException(AdminExceptionCode.ImpersonateStaff);
    const agent = request.headers['user-agent'];
    return this.tokens.issueImpersonation(
      user,
      { id: staff.userId, email: staff.email },
      { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined },
    );
  }

  @Post('sendPasswordReset')
  @HttpCode(200)
  @Audited(bodyUserId)
  async sendPasswordReset(@Body() body: AdminUserRequestDto): Promise<null> {
    await this.users.sendPasswordReset(body.userId);
    return null;
  }

  @Post('sendEmailConfirmation')
  @HttpCode(200)
  @Audited(bodyUserId)
  async sendEmailConfirmation(@Body() body: AdminUserRequestDto): Promise<null> {
    await this.users.sendEmailConfirmation(body.userId);
    return null;
  }

  /** A member who lost their authenticator app and recovery codes (issue 17): the app goes, the sessions end. */
  @Post('resetSecondFactor')
  @HttpCode(200)
  @Audited(bodyUserId)
  async resetSecondFactor(@Body() body: AdminUserRequestDto): Promise<null> {
    if (!(await this.secondFactor.resetByStaff(body.userId))) throw new AdminException(AdminExceptionCode.UserNotFound);
    return null;
  }

  @Post('addPolicy')
  @HttpCode(200)
  @Audited(bodyUserId)
  @ApiOkResponse({ type: AdminUserDto })
  addUserPolicy(@Body() body: AdminAddPolicyRequestDto): Promise<AdminUserDto> {
    return this.users.addPolicy(body.userId, body.policyNumber);
  }

  @Post('removePolicy')
  @HttpCode(200)
  @Audited(bodyUserId)
  @ApiOkResponse({ type: AdminUserDto })
  removeUserPolicy(@Body() body: AdminRemovePolicyRequestDto): Promise<AdminUserDto> {
    return this.users.removePolicy(body.userId, body.id);
  }

  @Post('updatedeliverytester')
  @HttpCode(200)
  @Audited(bodyUserId)
  @ApiOkResponse({ type: AdminUserDto })
  updateDeliveryTester(@Body() body: DeliveryTesterRequestDto): Promise<AdminUserDto> {
    return this.users.setDeliveryTester(body.userId, body.isDeliveryTester);
  }

  @Post('changemail')
  @HttpCode(200)
  @Audited(bodyUserId)
  async changeUserEmail(@Body() body: AdminChangeEmailRequestDto): Promise<null> {
    await this.users.changeEmail(body);
    return null;
  }

  @Post('deleteuser')
  @HttpCode(200)
  @Audited(bodyUserId)
  async deleteUser(@Body() body: AdminUserRequestDto, @CurrentUser() staff: AuthenticatedUser): Promise<null> {
    await this.users.delete(body.userId, staff.userId);
    return null;
  }

  /** Recorded without the address (personal data); the new account is found by its email in the user search. */
  @Post('createuser')
  @HttpCode(200)
  @Audited()
  async createAdminUser(@Body() body: CreateAdminRequestDto): Promise<null> {
    await this.users.createAdmin(body.email);
    return null;
  }

  // --- Staff verification --------------------------------------------------------------------

  @Get('staffVerifications')
  @ApiOkResponse({ type: [StaffVerificationItemDto] })
  listStaffVerifications(): Promise<StaffVerificationItemDto[]> {
    return this.verifications.pending();
  }

  /** Recorded with the request's id as target (and without the message). */
  @Post('staffVerifications')
  @HttpCode(200)
  @Audited((request) => {
    const id = (request.body as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? `staffVerification:${id}` : null;
  })
  @ApiOkResponse({ type: [StaffVerificationItemDto] })
  async decideStaffVerification(@Body() body: StaffVerificationDecisionDto): Promise<StaffVerificationItemDto[]> {
    await this.verifications.decide(body);
    return this.verifications.pending();
  }

  // --- Advertisements ----------------------------------------------------------------------

  @Get('advertisement')
  @ApiOkResponse({ type: [AdminAdvertisementDto] })
  listAdvertisements(): Promise<AdminAdvertisementDto[]> {
    return this.ads.list();
  }

  @Post('advertisement')
  @HttpCode(200)
  @BodyLimit(64 * 1024) // the body: up to 20,000 characters of HTML
  @Audited()
  @ApiOkResponse({ type: AdminAdvertisementDto })
  async addAdvertisement(@Body() body: AdvertisementRequestDto, @Req() request: AuditedRequest): Promise<AdminAdvertisementDto> {
    const added = await this.ads.add(body);
    setAuditTarget(request, `advertisement:${added.id}`);
    return added;
  }

  @Put('advertisement/:id')
  @BodyLimit(64 * 1024) // the body: up to 20,000 characters of HTML
  @Audited((request) => `advertisement:${request.params?.id ?? ''}`)
  @ApiOkResponse({ type: AdminAdvertisementDto })
  updateAdvertisement(@Param() params: AdvertisementIdParams, @Body() body: AdvertisementRequestDto): Promise<AdminAdvertisementDto> {
    return this.ads.update(Number(params.id), body);
  }

  @Delete('advertisement/:id')
  @Audited((request) => `advertisement:${request.params?.id ?? ''}`)
  @ApiOkResponse({ type: [AdminAdvertisementDto] })
  deleteAdvertisement(@Param() params: AdvertisementIdParams): Promise<AdminAdvertisementDto[]> {
    return this.ads.delete(Number(params.id));
  }

  @Post('advertisement/reset')
  @HttpCode(200)
  @Audited(() => 'advertisement:hideFlags')
  @ApiOkResponse({ type: AdvertisementResetResultDto })
  async resetAdvertisement(): Promise<AdvertisementResetResultDto> {
    return { customers: await this.ads.resetHidden() };
  }

  // --- Data: e-delivery sync and discrepancies, log files -----------------------------------

  /**
   * Writes members' portal e-delivery choice to their policies' delivery records (e-delivery-sync.ts)
   * and answers BulkUpdateReport_{timestamp}.csv. 409 while another run holds the lock.
   */
  @Post('bulkUpdateEDeliveryNotifications')
  @HttpCode(200)
  @RawReply()
  @Audited((request) => {
    const count = (request.body as { updateCount?: unknown } | undefined)?.updateCount;
    return `eDeliverySync:${count === 'ALL' || typeof count === 'number' ? String(count) : '?'}`;
  })
  async bulkUpdateEDeliveryNotifications(@Body() body: BulkEDeliveryRequestDto, @Res() reply: FastifyReply): Promise<void> {
    const rows = await syncEDelivery(this.em, this.delivery, body.updateCount);
    await reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${bulkReportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(bulkReportCsv(rows));
  }

  @Post('getEDeliveryDiscrepancies')
  @HttpCode(200)
  @ApiOkResponse({ type: EDeliveryDiscrepancyPageDto })
  async getEDeliveryDiscrepancies(@Body() body: EDeliveryDiscrepancyRequestDto): Promise<EDeliveryDiscrepancyPageDto> {
    const page = body.page ?? 1;
    const { items, total } = await listDiscrepancies(this.delivery, page);
    return { items, page, pageSize: DISCREPANCY_PAGE_SIZE, total };
  }

  @Get('logfiles')
  @ApiOkResponse({ type: [LogFileDto] })
  listLogFiles(): Promise<LogFileDto[]> {
    return listLogFiles(logDirOf(this.config.dataDir));
  }

  /** Only a name of the listing is served (findLogFile): anything else, a path included, is 404. */
  @Get('logfiles/download')
  @RawReply()
  @Audited((request) => {
    const name = (request as { query?: { name?: unknown } }).query?.name;
    return typeof name === 'string' && LOG_FILE_PATTERN.test(name) ? `logFile:${name}` : 'logFile';
  })
  async downloadLogFile(@Query() query: LogFileQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const path = await findLogFile(logDirOf(this.config.dataDir), query.name);
    if (!path) throw new AdminException(AdminExceptionCode.LogFileNotFound);
    const name = path.slice(path.lastIndexOf('/') + 1);
    await reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(createReadStream(path));
  }
}
