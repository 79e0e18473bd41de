import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditEntryDto, AuditPageDto } from '../dto/audit.dto';
import type { AuditQueryDto } from '../dto/audit.dto';
import { likeLiteral } from '../like';
import { AdminAuditEntry, type AuditOutcome } from './audit-entry.entity';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRecord {
  actorId: string;
  actorEmail: string;
  action: string;
  target: string | null;
  outcome: AuditOutcome;
  status: number;
  code: string | null;
}

@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** One statement outside any transaction (the action's own has ended, committed or not). */
  async record(entry: AuditRecord): Promise<void> {
    await this.em.insert(AdminAuditEntry, { ...entry, at: new Date() });
  }

  async list(query: AuditQueryDto): Promise<AuditPageDto> {
    const page = query.page ? Number(query.page) : 1;
    const where: Record<string, unknown> = {};
    if (query.action) where.action = query.action;
    if (query.actor) where.actorEmail = { $ilike: `%${likeLiteral(query.actor.toLowerCase())}%` };
    if (query.target) where.target = query.target;
    if (query.outcome) where.outcome = query.outcome;
    if (query.from || query.to) where.at = { ...(query.from ? { $gte: new Date(query.from) } : {}), ...(query.to ? { $lt: new Date(query.to) } : {}) };
    const [rows, total] = await this.em.findAndCount(AdminAuditEntry, where, {
      orderBy: { at: 'desc', id: 'desc' },
      limit: AUDIT_PAGE_SIZE,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    });
    return { items: rows.map(toAuditEntryDto), page, pageSize: AUDIT_PAGE_SIZE, total };
  }
}

export function toAuditEntryDto(row: AdminAuditEntry): AuditEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.target ?? null,
    outcome: row.outcome,
    status: row.status,
    code: row.code ?? null,
  };
}
