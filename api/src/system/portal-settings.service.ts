import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ChatOptions } from './chat-options.entity';
import { ChatOptionsDto } from './dto/chat-options.dto';
import { SystemToggles } from './system-toggles.entity';

export function toChatOptionsDto(row: ChatOptions): ChatOptionsDto {
  return { mode: row.mode, startTime: row.startTime, endTime: row.endTime, closedWeekends: row.closedWeekends, chatUrl: row.chatUrl ?? null };
}

/**
 * The one-row settings tables (chat options, system toggles). A database without the row
 * (before seeding) answers with the documented defaults.
 */
@Injectable()
export class PortalSettingsService {
  constructor(private readonly em: EntityManager) {}

  async chatOptions(): Promise<ChatOptionsDto> {
    const row = (await this.em.findOne(ChatOptions, { id: 1 })) ?? new ChatOptions();
    return toChatOptionsDto(row);
  }

  async toggles(): Promise<SystemToggles> {
    return (await this.em.findOne(SystemToggles, { id: 1 })) ?? new SystemToggles();
  }
}
