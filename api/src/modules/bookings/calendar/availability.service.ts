import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, LessThan, MoreThan } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import { RequestValidationException } from '../../../common/validation';
import { BOOKING_WINDOW_WEEKDAYS } from '../bookings.constants';
import { BlockedDayEntity } from '../entities/blocked-day.entity';
import { ACTIVE_SLOT_INDEX, CalendarHoldEntity } from '../entities/calendar-hold.entity';
import {
  BusinessHours,
  CalendarState,
  checkSlot,
  dateOf,
  freeSlots,
  SlotRefusal,
  slotsOfDate,
  TimeRange,
} from './availability';
import { CALENDAR_DRIVER, CalendarDriver } from './calendar-driver';

/** The booking a hold belongs to. */
export type HoldOwner = { consultationId: string } | { serviceInquiryId: string };

/** What the form shows when a chosen time cannot be booked (SPEC.md section 5 style: one sentence each). */
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
 * Free slots and holding them: business hours from AppConfig, minus days staff blocked, slots held by active
 * bookings (calendar_holds) and an external calendar's busy times (the configured driver).
 */
@Injectable()
export class AvailabilityService {
  readonly hours: BusinessHours;

  constructor(
    config: AppConfig,
    private readonly dataSource: DataSource,
    @Inject(CALENDAR_DRIVER) private readonly driver: CalendarDriver,
  ) {
    this.hours = businessHoursOf(config);
  }

  /** The built-in availability always works, so the forms always show the calendar. */
  get configured(): boolean {
    return true;
  }

  /** The free slots of a date (YYYY-MM-DD in the business time zone); none outside the window. */
  async freeSlots(date: string): Promise<TimeRange[]> {
    return freeSlots(date, this.hours, await this.stateOf(this.dataSource.manager, date));
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

  private async stateOf(manager: EntityManager, date: string): Promise<CalendarState> {
    const now = new Date();
    const slots = slotsOfDate(date, this.hours);
    if (slots.length === 0) return { now, blockedDates: new Set(), busy: [] };
    const day: TimeRange = { start: slots[0].start, end: slots[slots.length - 1].end };
    const blocked = await manager.existsBy(BlockedDayEntity, { date });
    const holds = await manager.find(CalendarHoldEntity, {
      select: { slotStart: true, slotEnd: true },
      where: { releasedAt: IsNull(), slotStart: LessThan(day.end), slotEnd: MoreThan(day.start) },
    });
    const external = await this.driver.busy(day);
    return {
      now,
      blockedDates: new Set(blocked ? [date] : []),
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
