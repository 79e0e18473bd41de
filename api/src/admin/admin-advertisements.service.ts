import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Advertisement, AdvertisementsService, sanitizeAdvertisementHtml } from '../system';
import { AdminException, AdminExceptionCode } from './admin.exception';
import { clearAdvertisementHideFlags } from './advertisement-hide-flags';
import type { AdminAdvertisementDto, AdvertisementRequestDto } from './dto/advertisement.dto';

/** The stored body: sanitised with the serving sanitiser; refused when nothing visible is left. */
export function sanitizedBody(html: string): string {
  const body = sanitizeAdvertisementHtml(html).trim();
  if (!body.replace(/<[^>]*>/g, '').trim()) throw new AdminException(AdminExceptionCode.AdvertisementEmpty);
  return body;
}

/**
 * The back office's Advertisements section: list, add, change, delete (single statements: the
 * last save wins, a deleted one answers 404) and the reset of every customer's hide flag. The
 * customers' home content reads the table on every call, so changes show at once.
 */
@Injectable()
export class AdminAdvertisementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly advertisements: AdvertisementsService,
  ) {}

  async list(now: Date = new Date()): Promise<AdminAdvertisementDto[]> {
    const [rows, active] = [
      await this.em.find(Advertisement, {}, { orderBy: { activeOn: 'desc', id: 'desc' }, limit: 500 }),
      await this.advertisements.active(now),
    ];
    return rows.map((row) => toAdminAdvertisement(row, row.id === active?.id));
  }

  async add(body: AdvertisementRequestDto): Promise<AdminAdvertisementDto> {
    const values = { header: body.header.trim(), size: body.size, activeOn: body.activeOn, bodyHtml: sanitizedBody(body.bodyHtml) };
    const id = (await this.em.insert(Advertisement, { ...values, createdAt: new Date() })) as number;
    return this.one(id);
  }

  async update(id: number, body: AdvertisementRequestDto): Promise<AdminAdvertisementDto> {
    const values = { header: body.header.trim(), size: body.size, activeOn: body.activeOn, bodyHtml: sanitizedBody(body.bodyHtml) };
    if ((await this.em.nativeUpdate(Advertisement, { id }, values)) !== 1)
      throw new AdminException(AdminExceptionCode.AdvertisementNotFound, undefined, `advertisement ${id}`);
    return this.one(id);
  }

  async delete(id: number): Promise<AdminAdvertisementDto[]> {
    if ((await this.em.nativeDelete(Advertisement, { id })) !== 1)
      throw new AdminException(AdminExceptionCode.AdvertisementNotFound, undefined, `advertisement ${id}`);
    return this.list();
  }

  async resetHidden(): Promise<number> {
    return clearAdvertisementHideFlags(this.em);
  }

  private async one(id: number): Promise<AdminAdvertisementDto> {
    const row = await this.em.findOne(Advertisement, { id }, { disableIdentityMap: true });
    if (!row) throw new AdminException(AdminExceptionCode.AdvertisementNotFound, undefined, `advertisement ${id}`);
    const active = await this.advertisements.active();
    return toAdminAdvertisement(row, row.id === active?.id);
  }
}

function toAdminAdvertisement(row: Advertisement, isActive: boolean): AdminAdvertisementDto {
  return { id: row.id, header: row.header, size: row.size, activeOn: row.activeOn, bodyHtml: row.bodyHtml, isActive };
}
