import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { BlockedDayEntity } from '../entities/blocked-day.entity';
import { ReopenedDayEntity } from '../entities/reopened-day.entity';
import { FederalHoliday, federalHolidayOn, federalHolidaysBetween } from './federal-holidays';

/** A US federal holiday of the calendar: closed for bookings unless staff reopened it. */
export interface CalendarHoliday extends FederalHoliday {
  reopened: boolean;
}

/**
 * Days closed for bookings (the leads inbox's admin API calls this): the days staff block, and the US
 * federal holidays, closed by default until staff reopen one. A closed day offers no slot.
 */
@Injectable()
export class BlockedDaysService {
  constructor(
    @InjectRepository(BlockedDayEntity) private readonly days: Repository<BlockedDayEntity>,
    @InjectRepository(ReopenedDayEntity) private readonly reopenedDays: Repository<ReopenedDayEntity>,
  ) {}

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

  /** The federal holidays from `from` to `to` (inclusive), earliest first, each with whether staff reopened it. */
  async holidays(from: string, to: string): Promise<CalendarHoliday[]> {
    const reopened = await this.reopenedDays.find({ select: { date: true }, where: { date: Between(from, to) } });
    const dates = new Set(reopened.map((day) => day.date));
    return federalHolidaysBetween(from, to).map((holiday) => ({ ...holiday, reopened: dates.has(holiday.date) }));
  }

  /**
   * Opens a federal holiday for bookings (idempotent); undefined when no federal holiday is observed that
   * day. A day staff blocked stays closed.
   */
  async reopenHoliday(date: string, byUserId: string | null): Promise<CalendarHoliday | undefined> {
    const holiday = federalHolidayOn(date);
    if (!holiday) return undefined;
    await this.reopenedDays.createQueryBuilder().insert().values({ date, createdById: byUserId }).orIgnore().execute();
    return { ...holiday, reopened: true };
  }

  /** Closes a reopened federal holiday again (idempotent); undefined when no federal holiday is observed that day. */
  async closeHoliday(date: string): Promise<CalendarHoliday | undefined> {
    const holiday = federalHolidayOn(date);
    if (!holiday) return undefined;
    await this.reopenedDays.delete({ date });
    return { ...holiday, reopened: false };
  }
}
