import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { AvailabilityDto, AvailabilityQueryDto, BookableDatesDto, CalendarStatusDto } from '../dto/calendar.dto';
import { AvailabilityService } from './availability.service';

/** The booking forms' calendar section. */
@ApiTags('bookings')
@Public()
@Controller('calendar')
export class CalendarController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get('status')
  @ApiOperation({
    summary: 'Whether the booking forms show the calendar section',
    description:
      "Whether the booking forms offer a choice of time (the built-in calendar of business hours, plus Google Calendar's busy times when GOOGLE_CALENDAR_* is set). Changes nothing.",
  })
  @ApiOkResponse({ type: CalendarStatusDto })
  getCalendarStatus(): CalendarStatusDto {
    return { configured: this.availability.configured };
  }

  @Get('dates')
  @ApiOperation({
    summary: 'The dates that can be booked',
    description:
      'The 14 weekdays starting tomorrow in the business time zone (America/New_York): the date buttons of ' +
      "the booking forms, the only dates GET /api/calendar/availability has slots for. Taken from the business's " +
      "today, not the visitor's, so a visitor east or west of New York near midnight is offered the same " +
      'window the server books. Each date says whether it is open, closed for a federal holiday (named) or ' +
      'blocked by staff; validUntil is when the window moves next. Changes nothing.',
  })
  @ApiOkResponse({ type: BookableDatesDto })
  async getBookableDates(): Promise<BookableDatesDto> {
    const { days, validUntil } = await this.availability.window();
    return {
      timeZone: this.availability.hours.timeZone,
      dates: days.map((day) => day.date),
      days,
      validUntil: validUntil.toISOString(),
    };
  }

  @Get('availability')
  @ApiOperation({
    summary: 'Free slots of one date',
    description:
      'Business hours Monday to Friday in the business time zone (America/New_York), only the 14 weekdays ' +
      'starting tomorrow, minus held slots, the days staff blocked and the US federal holidays staff did not ' +
      'reopen (named in closedFor). A weekend or a date outside the window has no slots; a malformed date is 400.',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiErrorResponses(400)
  async getCalendarAvailability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    const { slots, closedFor } = await this.availability.availabilityOf(query.date);
    return {
      slots: slots.map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() })),
      closedFor,
    };
  }
}
