import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isCalendarDate, WINDOW_DAY_STATES, type WindowDayState } from '../calendar/availability';

@ApiSchema({ description: 'Whether the booking forms offer a choice of time' })
export class CalendarStatusDto {
  @ApiProperty({
    example: true,
    description: 'Whether booking forms show the calendar section (built-in availability: always)',
  })
  configured: boolean;
}

@ApiSchema({ description: 'A date of the booking window and whether it is open for bookings' })
export class WindowDayDto {
  @ApiProperty({ format: 'date', example: '2026-11-26', description: 'The date (YYYY-MM-DD, business time zone)' })
  date: string;

  @ApiProperty({
    enum: WINDOW_DAY_STATES,
    enumName: 'WindowDayState',
    example: 'holiday',
    description:
      'open: offers its free slots (they may all be taken); holiday: closed for a US federal holiday staff did ' +
      'not reopen; blocked: closed by staff. The forms show closed dates disabled, with the reason.',
  })
  state: WindowDayState;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Thanksgiving Day',
    description: "The holiday's name when state is holiday; null otherwise (staff's reasons stay private)",
  })
  reason: string | null;
}

@ApiSchema({ description: 'The dates the booking forms offer, in the business time zone' })
export class BookableDatesDto {
  @ApiProperty({ example: 'America/New_York', description: 'The business time zone the dates are days of (IANA)' })
  timeZone: string;

  @ApiProperty({
    type: [String],
    format: 'date',
    example: ['2027-03-15', '2027-03-16', '2027-03-17'],
    description: 'The 14 weekdays starting tomorrow (YYYY-MM-DD), earliest first: the window, closed dates included',
  })
  dates: string[];

  @ApiProperty({
    type: [WindowDayDto],
    description: 'The same dates, in the same order, each with its state (open, holiday, blocked) and reason',
  })
  days: WindowDayDto[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-21T05:00:00.000Z',
    description:
      "When the window next moves (the business time zone's next midnight): ask again after it, or the first " +
      'date is today and has no slots',
  })
  validUntil: string;
}

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDateConstraint implements ValidatorConstraintInterface {
  validate = (value: unknown) => typeof value === 'string' && isCalendarDate(value);
  defaultMessage = () => 'Please choose a valid date (YYYY-MM-DD)';
}

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2027-03-15', description: 'A date of the business time zone (America/New_York)' })
  @IsString()
  @Validate(CalendarDateConstraint)
  date: string;
}

export class SlotDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2027-03-15T13:00:00.000Z' })
  start: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2027-03-15T13:30:00.000Z' })
  end: string;
}

@ApiSchema({ description: 'The free slots of the date asked about, in time order' })
export class AvailabilityDto {
  @ApiProperty({
    type: [SlotDto],
    description: 'Free slots of the date, earliest first; empty on a weekend, a blocked day or outside the window',
  })
  slots: SlotDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Thanksgiving Day',
    description:
      'The US federal holiday the business is closed on that date (no slots; staff can reopen it), null on any other date',
  })
  closedFor: string | null;
}
