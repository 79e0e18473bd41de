import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { decideChat } from './chat-availability';
import { ChatOptions } from './chat-options.entity';
import { CUSTOMER_SERVICE } from './contact';
import { ChatOptionsDto } from './dto/chat-options.dto';
import { ContactDetailsDto } from './dto/contact-details.dto';
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

  /** GET /api/contact: the public contacts and the server's chat decision at `now`. */
  async contactDetails(now: Date = new Date()): Promise<ContactDetailsDto> {
    const options = await this.chatOptions();
    const decision = decideChat(options, now);
    return {
      customerServicePhone: CUSTOMER_SERVICE.phone,
      customerServiceFax: CUSTOMER_SERVICE.fax,
      mailingAddress: CUSTOMER_SERVICE.mailingAddress,
      streetAddress: CUSTOMER_SERVICE.streetAddress,
      chat: {
        available: decision.available,
        chatUrl: decision.chatUrl,
        nextChangeAt: decision.nextChangeAt?.toISOString() ?? null,
        mode: options.mode,
        startTime: options.startTime,
        endTime: options.endTime,
        closedWeekends: options.closedWeekends,
      },
    };
  }

  async toggles(): Promise<SystemToggles> {
    return (await this.em.findOne(SystemToggles, { id: 1 })) ?? new SystemToggles();
  }
}
