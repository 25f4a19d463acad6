import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { BlockedDayEntity } from '../entities/blocked-day.entity';

/** Days staff close for bookings (the leads inbox's admin API calls this); a blocked day offers no slot. */
@Injectable()
export class BlockedDaysService {
  constructor(@InjectRepository(BlockedDayEntity) private readonly days: Repository<BlockedDayEntity>) {}

  /** Blocks a date (YYYY-MM-DD); blocking it again keeps the first entry. */
  async block(date: string, reason: string | null, byUserId: string | null): Promise<BlockedDayEntity> {
    await this.days.createQueryBuilder().insert().values({ date, reason, createdById: byUserId }).orIgnore().execute();
    return this.days.findOneByOrFail({ date });
  }

  /** Opens a date again; true when it was blocked. */
  async unblock(date: string): Promise<boolean> {
    const { affected } = await this.days.delete({ date });
    return (affected ?? 0) > 0;
  }

  /** Blocked dates from `from` to `to` (inclusive, YYYY-MM-DD), earliest first. */
  list(from: string, to: string): Promise<BlockedDayEntity[]> {
    return this.days.find({ where: { date: Between(from, to) }, order: { date: 'ASC' } });
  }
}
