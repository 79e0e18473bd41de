import { Controller, Get, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../auth';
import { RawReply } from '../../common/envelope/raw-reply.decorator';
import { MultipartBody } from '../../common/validation/multipart';
import { AdminException, AdminExceptionCode } from '../admin.exception';
import { AuditInterceptor } from '../audit/audit.interceptor';
import { Audited, setAuditTarget, type AuditedRequest } from '../audit/audited.decorator';
import { IMPORT_MAX_FILE_BYTES, importFileName } from './import-rules';
import { UserImportIdParams, UserImportRunDto } from './user-import.dto';
import { readUserRows } from './user-import-reader';
import { UserImportService } from './user-import.service';

/** Types a browser gives a .csv or .txt file (Windows says vnd.ms-excel for .csv); the content decides the rest. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream', 'text/x-csv']);

/** The multipart body around the file: boundaries and part headers. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The user import of the back office (doc 4 §7 importusers, issue 15): its own controller under
 * /api/admin, with the same guard (@AdminOnly) and audit trail as AdminController.
 */
@ApiTags('Admin')
@ApiBearerAuth('adminBearer')
@AdminOnly()
@UseInterceptors(AuditInterceptor)
@Controller('api/admin/importusers')
export class UserImportController {
  constructor(private readonly imports: UserImportService) {}

  @Get()
  @ApiOkResponse({ type: [UserImportRunDto] })
  listUserImports(): Promise<UserImportRunDto[]> {
    return this.imports.list();
  }

  /** Recorded with the run's id as target (set once the run exists, so a refused file has it too). */
  @Post()
  @HttpCode(202)
  @MultipartBody()
  @Audited()
  @ApiOkResponse({ type: UserImportRunDto })
  async importUsers(@Req() request: FastifyRequest & AuditedRequest, @CurrentUser() staff: AuthenticatedUser): Promise<UserImportRunDto> {
    if (!request.isMultipart()) throw new AdminException(AdminExceptionCode.ImportFileMissing);
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_FILE_BYTES + ENVELOPE_BYTES) throw new AdminException(AdminExceptionCode.ImportTooLarge);
    let file;
    try {
      file = await request.file({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
    } catch {
      throw new AdminException(AdminExceptionCode.ImportFileMissing);
    }
    if (!file || file.fieldname !== 'file') {
      file?.file.resume();
      throw new AdminException(AdminExceptionCode.ImportFileMissing);
    }
    if (!CSV_TYPES.has(file.mimetype.toLowerCase())) {
      file.file.resume();
      throw new AdminException(AdminExceptionCode.ImportNotCsv);
    }
    const runId = await this.imports.start(importFileName(file.filename), staff.userId);
    setAuditTarget(request, `userImport:${runId}`);
    const stream = file.file;
    try {
      return await this.imports.receive(runId, readUserRows(stream, { isTruncated: () => stream.truncated }));
    } finally {
      // A refused file: read and drop the rest of the body so the client gets the reply.
      stream.resume();
    }
  }

  @Get(':id')
  @ApiOkResponse({ type: UserImportRunDto })
  getUserImport(@Param() params: UserImportIdParams): Promise<UserImportRunDto> {
    return this.imports.status(params.id);
  }

  /** The refused rows (row, email, error), streamed. Not recorded: it shows what the upload already recorded. */
  @Get(':id/errors')
  @RawReply()
  async getUserImportErrors(@Param() params: UserImportIdParams, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.imports.errorsCsv(params.id);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="userImportErrors_${params.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }
}
