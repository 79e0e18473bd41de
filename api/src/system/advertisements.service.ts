import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdvertisementDto } from './dto/advertisement.dto';
import { sanitizeAdvertisementHtml } from './advertisement-html';
import { Advertisement } from './advertisement.entity';
import { easternClock } from './eastern-time';

export function toAdvertisementDto(row: Advertisement): AdvertisementDto {
  return { id: row.id, header: row.header, size: row.size, bodyHtml: sanitizeAdvertisementHtml(row.bodyHtml) };
}

@Injectable()
export class AdvertisementsService {
  constructor(private readonly em: EntityManager) {}

  /** The advertisement in force today (US Eastern calendar): the latest activeOn not after today. */
  async active(now: Date = new Date()): Promise<AdvertisementDto | null> {
    const row = await this.em.findOne(Advertisement, { activeOn: { $lte: easternClock(now).date } }, { orderBy: { activeOn: 'desc', id: 'desc' } });
    return row ? toAdvertisementDto(row) : null;
  }
}
