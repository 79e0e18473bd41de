import { StringField } from '../../common/validation/field.decorators';

/** The query of GET /api/admin/activeUsers. */
export class ActiveUsersQueryDto {
  @StringField({
    label: 'Date',
    format: 'date',
    maxLength: 10,
    pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
    patternMessage: 'Date must be a date such as 2026-11-26.',
  })
  date: string;
}
