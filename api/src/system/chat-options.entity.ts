import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Chat modes (doc 1 §3): 1 always on, 2 always off, 3 use the schedule. */
export const CHAT_MODES = [1, 2, 3] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/**
 * When live chat is offered. One row (id 1); times are 'HH:MM' on a 24-hour clock in US
 * Eastern time. chatUrl is null until staff configure a chat provider: the contact dialog then
 * shows no chat at all.
 */
@Entity({ tableName: 'chat_options' })
@Check({ name: 'chat_options_mode_check', expression: 'mode in (1, 2, 3)' })
export class ChatOptions {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'smallint' })
  mode: ChatMode = 3;

  @Property({ type: 'string', length: 5 })
  startTime: string = '07:30';

  @Property({ type: 'string', length: 5 })
  endTime: string = '17:30';

  @Property({ type: 'boolean', default: true })
  closedWeekends: boolean = true;

  @Property({ type: 'string', length: 2048, nullable: true })
  chatUrl?: string | null = null;
}
