import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { StaffVerificationRequest } from '../account';
import { ChatOptions, ChatOptionsDto, isActiveAt, PortalSettingsService, SystemInfoMessage, SystemToggles, toChatOptionsDto } from '../system';
import { AdminException, AdminExceptionCode } from './admin.exception';
import type { AdminStateDto, AdminSystemInfoMessageDto, SystemInfoMessageRequestDto, SystemTogglesDto } from './dto/settings.dto';

/** What each system info action needs (doc 4 Admin Settings), in the words the 422 answers. */
export function systemInfoProblems(body: SystemInfoMessageRequestDto): string[] {
  const problems: string[] = [];
  if (body.action !== 'add' && body.id === undefined) problems.push('Message id is required.');
  if (body.action === 'delete') return problems;
  if (body.message === undefined) problems.push('Message is required.');
  if (body.start === undefined) problems.push('Start is required.');
  if (body.start !== undefined && body.end != null && new Date(body.end).getTime() <= new Date(body.start).getTime()) problems.push('End must be after Start.');
  return problems;
}

export function toAdminSystemInfoMessage(row: SystemInfoMessage, now: Date): AdminSystemInfoMessageDto {
  return { id: row.id, message: row.message, start: row.start.toISOString(), end: row.end ? row.end.toISOString() : null, isActive: isActiveAt(row, now) };
}

/**
 * The back office's settings: system info messages, system toggles and chat options. Writes are
 * single statements (upserts of the one-row tables, a conditional update or delete of a message),
 * so the customers' next read sees them; two staff saving at once: the last write wins, each a
 * whole valid state.
 */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: PortalSettingsService,
  ) {}

  async state(now: Date = new Date()): Promise<AdminStateDto> {
    const [systemInfoMessages, chatSchedule, systemToggles, pendingVerificationCount] = [
      await this.systemInfoMessages(now),
      await this.settings.chatOptions(),
      await this.toggles(),
      await this.em.count(StaffVerificationRequest, { accepted: null }),
    ];
    return { systemInfoMessages, chatSchedule, systemToggles, pendingVerificationCount };
  }

  async systemInfoMessages(now: Date = new Date()): Promise<AdminSystemInfoMessageDto[]> {
    const rows = await this.em.find(SystemInfoMessage, {}, { orderBy: { start: 'desc', id: 'desc' }, limit: 1000 });
    return rows.map((row) => toAdminSystemInfoMessage(row, now));
  }

  /** Adds, edits or deletes one message; answers the new list and the id it acted on. */
  async saveSystemInfo(body: SystemInfoMessageRequestDto): Promise<{ list: AdminSystemInfoMessageDto[]; id: number }> {
    const problems = systemInfoProblems(body);
    if (problems.length) throw new AdminException(AdminExceptionCode.SystemInfoRefused, problems);
    let id = body.id!;
    if (body.action === 'add') {
      id = (await this.em.insert(SystemInfoMessage, {
        message: body.message!,
        start: new Date(body.start!),
        end: body.end ? new Date(body.end) : null,
        createdAt: new Date(),
      })) as number;
    } else {
      const changed =
        body.action === 'delete'
          ? await this.em.nativeDelete(SystemInfoMessage, { id })
          : await this.em.nativeUpdate(
              SystemInfoMessage,
              { id },
              { message: body.message!, start: new Date(body.start!), end: body.end ? new Date(body.end) : null },
            );
      if (changed !== 1) throw new AdminException(AdminExceptionCode.SystemInfoNotFound, undefined, `system info message ${id}`);
    }
    return { list: await this.systemInfoMessages(), id };
  }

  async toggles(): Promise<SystemTogglesDto> {
    const t = await this.settings.toggles();
    return { canMakePayments: t.canMakePayments, electronicAlertsEnabled: t.electronicAlertsEnabled, cccClaimsEnabled: t.cccClaimsEnabled };
  }

  async saveToggles(body: SystemTogglesDto): Promise<SystemTogglesDto> {
    const values = { canMakePayments: body.canMakePayments, electronicAlertsEnabled: body.electronicAlertsEnabled, cccClaimsEnabled: body.cccClaimsEnabled };
    await this.em.upsert(SystemToggles, { id: 1, ...values });
    return values;
  }

  async saveChatOptions(body: ChatOptionsDto): Promise<ChatOptionsDto> {
    const values = { mode: body.mode, startTime: body.startTime, endTime: body.endTime, closedWeekends: body.closedWeekends, chatUrl: body.chatUrl ?? null };
    await this.em.upsert(ChatOptions, { id: 1, ...values });
    return toChatOptionsDto(Object.assign(new ChatOptions(), values));
  }
}
