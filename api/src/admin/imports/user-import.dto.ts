import { ApiSchema } from '@nestjs/swagger';
import { ReplyEnumField, ReplyIntField, ReplyStringField, StringField } from '../../common/validation/field.decorators';
import { IMPORT_RUN_STATUSES, type ImportRunStatus } from './user-import.entities';

const COUNT = { minimum: 0, maximum: 100000, format: 'int32' } as const;

/** Spec schema UserImportRun. */
@ApiSchema({ name: 'UserImportRun' })
export class UserImportRunDto {
  @ReplyStringField({ format: 'uuid', maxLength: 36 })
  id: string;

  @ReplyStringField({ maxLength: 255 })
  fileName: string;

  @ReplyEnumField({ values: IMPORT_RUN_STATUSES })
  status: ImportRunStatus;

  @ReplyStringField({ format: 'date-time', maxLength: 30 })
  createdAt: string;

  @ReplyStringField({ format: 'date-time', maxLength: 30, nullable: true })
  finishedAt: string | null;

  @ReplyIntField(COUNT)
  total: number;

  @ReplyIntField(COUNT)
  scheduled: number;

  @ReplyIntField(COUNT)
  enqueued: number;

  @ReplyIntField(COUNT)
  processing: number;

  @ReplyIntField(COUNT)
  succeeded: number;

  @ReplyIntField(COUNT)
  failed: number;
}

/** The path of GET /api/admin/importusers/{id} and /errors. */
export class UserImportIdParams {
  @StringField({ label: 'Import', format: 'uuid', maxLength: 36, formatMessage: 'Import must be the id of a user import.' })
  id: string;
}
