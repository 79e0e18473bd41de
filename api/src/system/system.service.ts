import { EnsureRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { LoginNotices } from '../common/web/spa-fallback';
import { SystemInfoMessageDto } from './dto/system-info-message.dto';
import { SystemInfoMessage } from './system-info-message.entity';

/** True when `now` lies in the message's window: from start (inclusive) to end (exclusive), no end = open-ended. */
export function isActiveAt(message: Pick<SystemInfoMessage, 'start' | 'end'>, now: Date): boolean {
  return message.start.getTime() <= now.getTime() && (message.end == null || now.getTime() < message.end.getTime());
}

export function toSystemInfoMessageDto(message: SystemInfoMessage, now: Date): SystemInfoMessageDto {
  return {
    message: message.message,
    start: message.start.toISOString(),
    end: message.end ? message.end.toISOString() : null,
    isActive: isActiveAt(message, now),
  };
}

@Injectable()
export class SystemService implements LoginNotices {
  constructor(private readonly em: EntityManager) {}

  /**
   * The active messages' texts for login.html's picture (SpaFallback). The page is sent from the
   * not-found handler, which may run outside the request's unit of work: a context of its own then.
   */
  @EnsureRequestContext()
  async loginNoticeTexts(): Promise<readonly string[]> {
    return (await this.activeMessages()).map((message) => message.message);
  }

  /** The messages whose start/end window contains now, oldest start first. */
  async activeMessages(now: Date = new Date()): Promise<SystemInfoMessageDto[]> {
    const rows = await this.em.find(
      SystemInfoMessage,
      { start: { $lte: now }, $or: [{ end: null }, { end: { $gt: now } }] },
      { orderBy: { start: 'asc' }, limit: 100 },
    );
    return rows.map((row) => toSystemInfoMessageDto(row, now));
  }
}
