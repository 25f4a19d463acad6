import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { AvailabilityDto, AvailabilityQueryDto, CalendarStatusDto } from '../dto/calendar.dto';
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

  @Get('availability')
  @ApiOperation({
    summary: 'Free slots of one date',
    description:
      'Business hours Monday to Friday in the business time zone (America/New_York), only the 14 weekdays ' +
      'starting tomorrow, minus held slots and blocked days. A weekend or a date outside the window has no slots; ' +
      'a malformed date is 400.',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiErrorResponses(400)
  async getCalendarAvailability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    const slots = await this.availability.freeSlots(query.date);
    return { slots: slots.map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() })) };
  }
}
