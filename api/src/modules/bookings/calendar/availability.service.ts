import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, LessThan, MoreThan } from 'typeorm';
import { Clock } from '../../../common/clock';
import type { TimeRange } from '../../../common/time-range';
import { AppConfig } from '../../../config/app.config';
import { RequestValidationException } from '../../../common/validation';
import { BOOKING_WINDOW_WEEKDAYS } from '../bookings.constants';
import { BlockedDayEntity } from '../entities/blocked-day.entity';
import { ACTIVE_SLOT_INDEX, CalendarHoldEntity } from '../entities/calendar-hold.entity';
import { ReopenedDayEntity } from '../entities/reopened-day.entity';
import {
  bookableDates,
  BusinessHours,
  CalendarState,
  checkSlot,
  dateOf,
  freeSlots,
  SlotRefusal,
  slotsOfDate,
  windowChangesAt,
  WindowDay,
} from './availability';
import { CalendarDriver } from '../../../infrastructure/calendar/calendar-driver';
import { BlockedDaysService } from './blocked-days.service';
import { federalHolidayOn } from './federal-holidays';

/** The booking a hold belongs to. */
export type HoldOwner = { consultationId: string } | { serviceInquiryId: string };

/** What the form shows when a chosen time cannot be booked (one sentence each; docs/modules/bookings.md). */
export const SLOT_REFUSALS: Record<SlotRefusal, string> = {
  past: 'This time has already passed. Please choose another time.',
  weekend: 'Bookings are available Monday to Friday. Please choose a weekday.',
  'out-of-window': `Please choose a date within the next ${BOOKING_WINDOW_WEEKDAYS} weekdays, starting tomorrow.`,
  'off-grid': 'Please choose one of the offered times.',
  blocked: 'This date is not available. Please choose another date.',
  taken: 'Sorry, this time was just booked by someone else. Please choose another time.',
};

const isActiveSlotViolation = (error: unknown) => {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return driverError?.code === '23505' && driverError.constraint === ACTIVE_SLOT_INDEX;
};

/**
 * Free slots and holding them: business hours from AppConfig, minus days staff blocked and US federal holidays
 * staff did not reopen, slots held by active bookings (calendar_holds) and an external calendar's busy times
 * (the configured driver).
 */
@Injectable()
export class AvailabilityService {
  readonly hours: BusinessHours;

  constructor(
    config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly driver: CalendarDriver,
    private readonly clock: Clock,
    private readonly closedDays: BlockedDaysService,
  ) {
    this.hours = businessHoursOf(config);
  }

  /** The built-in availability always works, so the forms always show the calendar. */
  get configured(): boolean {
    return true;
  }

  /**
   * The window's dates with each one's state, and the instant the window next moves (the business's
   * midnight): a page kept open past it must ask again, or its first date would be today and have no slots.
   */
  async window(): Promise<{ days: WindowDay[]; validUntil: Date }> {
    const now = this.clock.now();
    const dates = bookableDates(now, this.hours);
    const [from, to] = [dates[0], dates[dates.length - 1]];
    const [blocked, holidays] = await Promise.all([this.closedDays.list(from, to), this.closedDays.holidays(from, to)]);
    const blockedDates = new Set(blocked.map((day) => day.date));
    const closedFor = new Map(holidays.filter((day) => !day.reopened).map((day) => [day.date, day.name]));
    const days = dates.map((date): WindowDay => {
      const holiday = closedFor.get(date);
      if (holiday) return { date, state: 'holiday', reason: holiday };
      return { date, state: blockedDates.has(date) ? 'blocked' : 'open', reason: null };
    });
    return { days, validUntil: windowChangesAt(now, this.hours) };
  }

  /**
   * The free slots of a date (YYYY-MM-DD in the business time zone; none outside the window) and, when it
   * is a federal holiday staff did not reopen, the holiday's name: public, unlike staff's reasons for the
   * days they block.
   */
  async availabilityOf(date: string): Promise<{ slots: TimeRange[]; closedFor: string | null }> {
    const state = await this.stateOf(this.dataSource.manager, date);
    return { slots: freeSlots(date, this.hours, state), closedFor: state.closedFor };
  }

  /**
   * Holds the slot starting at `instant` for `owner`, inside the caller's transaction: the slot must be offered
   * right now (else 400 naming why), and the partial unique index on active holds turns a lost race into 409.
   */
  async hold(manager: EntityManager, instant: Date, owner: HoldOwner): Promise<TimeRange> {
    const checked = checkSlot(instant, this.hours, await this.stateOf(manager, dateOf(instant, this.hours)));
    if ('refusal' in checked) {
      if (checked.refusal === 'taken') throw slotTaken();
      const message = SLOT_REFUSALS[checked.refusal];
      throw new RequestValidationException([{ field: 'scheduledAt', message }], message);
    }
    try {
      await manager.insert(CalendarHoldEntity, {
        slotStart: checked.slot.start,
        slotEnd: checked.slot.end,
        consultationId: 'consultationId' in owner ? owner.consultationId : null,
        serviceInquiryId: 'serviceInquiryId' in owner ? owner.serviceInquiryId : null,
      });
    } catch (error) {
      if (isActiveSlotViolation(error)) throw slotTaken();
      throw error;
    }
    return checked.slot;
  }

  /** Frees the slot of a booking that is cancelled, declined or moved (in the caller's transaction). */
  async release(manager: EntityManager, owner: HoldOwner): Promise<void> {
    await manager.update(CalendarHoldEntity, { ...owner, releasedAt: IsNull() }, { releasedAt: new Date() });
  }

  /** The calendar of a date, with the name of the federal holiday it is closed for (not reopened), if any. */
  private async stateOf(manager: EntityManager, date: string): Promise<CalendarState & { closedFor: string | null }> {
    const now = this.clock.now();
    const slots = slotsOfDate(date, this.hours);
    if (slots.length === 0) return { now, blockedDates: new Set(), busy: [], closedFor: null };
    const day: TimeRange = { start: slots[0].start, end: slots[slots.length - 1].end };
    const holiday = federalHolidayOn(date);
    const closedFor = holiday && !(await manager.existsBy(ReopenedDayEntity, { date })) ? holiday.name : null;
    const blocked = closedFor !== null || (await manager.existsBy(BlockedDayEntity, { date }));
    const holds = await manager.find(CalendarHoldEntity, {
      select: { slotStart: true, slotEnd: true },
      where: { releasedAt: IsNull(), slotStart: LessThan(day.end), slotEnd: MoreThan(day.start) },
    });
    const external = await this.driver.busy(day);
    return {
      now,
      blockedDates: new Set(blocked ? [date] : []),
      closedFor,
      busy: [...holds.map((hold) => ({ start: hold.slotStart, end: hold.slotEnd })), ...external],
    };
  }
}

const slotTaken = () => new ConflictException(SLOT_REFUSALS.taken);

/** The business hours of a configuration; closing before opening is a configuration error. */
export function businessHoursOf(config: AppConfig): BusinessHours {
  if (config.BUSINESS_HOURS_END <= config.BUSINESS_HOURS_START) {
    throw new Error('BUSINESS_HOURS_END must be later than BUSINESS_HOURS_START');
  }
  return {
    timeZone: config.BUSINESS_TIME_ZONE,
    start: config.BUSINESS_HOURS_START,
    end: config.BUSINESS_HOURS_END,
    slotMinutes: config.BOOKING_SLOT_MINUTES,
    windowWeekdays: BOOKING_WINDOW_WEEKDAYS,
  };
}
