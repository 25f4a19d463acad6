import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isCalendarDate } from '../calendar/availability';

@ApiSchema({ description: 'Whether the booking forms offer a choice of time' })
export class CalendarStatusDto {
  @ApiProperty({
    example: true,
    description: 'Whether booking forms show the calendar section (built-in availability: always)',
  })
  configured: boolean;
}

@ApiSchema({ description: 'The dates the booking forms offer, in the business time zone' })
export class BookableDatesDto {
  @ApiProperty({ example: 'America/New_York', description: 'The business time zone the dates are days of (IANA)' })
  timeZone: string;

  @ApiProperty({
    type: [String],
    format: 'date',
    example: ['2027-03-15', '2027-03-16', '2027-03-17'],
    description: 'The 14 weekdays starting tomorrow (YYYY-MM-DD), earliest first',
  })
  dates: string[];
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
