import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BoolField, EnumField, IntField, ReplyIntField, StringField } from '../../common/validation/field.decorators';
import { ChatOptionsDto, SystemInfoMessageDto } from '../../system';

/** Spec schema SystemToggles (request and reply). */
@ApiSchema({ name: 'SystemToggles' })
export class SystemTogglesDto {
  @BoolField({ label: 'Can make payments' })
  canMakePayments: boolean;

  @BoolField({ label: 'Electronic alerts enabled' })
  electronicAlertsEnabled: boolean;

  @BoolField({ label: 'CCC claims enabled' })
  cccClaimsEnabled: boolean;
}

export const SYSTEM_INFO_ACTIONS = ['add', 'edit', 'delete'] as const;
export type SystemInfoAction = (typeof SYSTEM_INFO_ACTIONS)[number];

/** Spec schema SystemInfoMessageRequest: what each action needs is checked by AdminSettingsService (422). */
@ApiSchema({ name: 'SystemInfoMessageRequest' })
export class SystemInfoMessageRequestDto {
  @EnumField({ label: 'Action', values: SYSTEM_INFO_ACTIONS })
  action: SystemInfoAction;

  @IntField({ label: 'Message id', required: false, minimum: 1, maximum: 2147483647, format: 'int32' })
  id?: number;

  @StringField({ label: 'Message', required: false, minLength: 1, maxLength: 1000, pattern: /^[\s\S]*\S[\s\S]*$/, patternMessage: 'Message is required.' })
  message?: string;

  @StringField({ label: 'Start', required: false, format: 'date-time', maxLength: 40 })
  start?: string;

  @StringField({ label: 'End', required: false, format: 'date-time', maxLength: 40, nullable: true })
  end?: string | null;
}

/** Spec schema AdminSystemInfoMessage: the customers' SystemInfoMessage and its id. */
@ApiSchema({ name: 'AdminSystemInfoMessage' })
export class AdminSystemInfoMessageDto extends SystemInfoMessageDto {
  @ReplyIntField({ minimum: 1, maximum: 2147483647, format: 'int32' })
  id: number;
}

/** Spec schema AdminState. */
@ApiSchema({ name: 'AdminState' })
export class AdminStateDto {
  @ApiProperty({ type: [AdminSystemInfoMessageDto], maxItems: 1000, description: 'Every system info message, newest start first.' })
  systemInfoMessages: AdminSystemInfoMessageDto[];

  @ApiProperty({ type: ChatOptionsDto })
  chatSchedule: ChatOptionsDto;

  @ApiProperty({ type: SystemTogglesDto })
  systemToggles: SystemTogglesDto;

  @ReplyIntField({ minimum: 0, maximum: 2147483647, format: 'int32' })
  pendingVerificationCount: number;
}
