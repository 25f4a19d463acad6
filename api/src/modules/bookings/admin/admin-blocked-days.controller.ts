import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { AppConfig } from '../../../config/app.config';
import { BlockedDaysService, CalendarHoliday } from '../calendar/blocked-days.service';
import type { BlockedDayEntity } from '../entities/blocked-day.entity';
import {
  BLOCKED_DAYS_MAX_SPAN_DAYS,
  BlockDayDto,
  BlockedDayDto,
  BlockedDayParamsDto,
  BlockedDaysDto,
  BlockedDaysQueryDto,
  FederalHolidayDto,
} from './admin-blocked-days.dto';

const DAY_MS = 24 * 3_600_000;

/** A YYYY-MM-DD that names a real day (2026-02-30 does not). */
const dayNumber = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new BadRequestException(`${date} is not a date`);
  }
  return time / DAY_MS;
};

const toDto = (day: BlockedDayEntity): BlockedDayDto => ({
  date: day.date,
  reason: day.reason,
  createdAt: day.createdAt.toISOString(),
});

/** The holiday of a reopen or close-again answer; a day without a federal holiday is a 400. */
const holidayDto = (date: string, holiday: CalendarHoliday | undefined): FederalHolidayDto => {
  if (!holiday) throw new BadRequestException(`${date} is not a US federal holiday`);
  return holiday;
};

@ApiTags('admin-leads')
@AdminOnly()
@Controller('admin/blocked-days')
export class AdminBlockedDaysController {
  constructor(
    private readonly blockedDays: BlockedDaysService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Days closed for bookings between two dates (inclusive)',
    description:
      'The days closed for bookings from `from` to `to` (inclusive, at most 366 days apart), with the business time zone they are in: the days staff blocked, and the US federal holidays (observed dates), closed unless reopened. Changes nothing.',
  })
  @ApiOkResponse({ type: BlockedDaysDto })
  @ApiErrorResponses(400)
  async listBlockedDays(@Query() query: BlockedDaysQueryDto): Promise<BlockedDaysDto> {
    const span = dayNumber(query.to) - dayNumber(query.from);
    if (span < 0) throw new BadRequestException('to must not be before from');
    if (span > BLOCKED_DAYS_MAX_SPAN_DAYS) {
      throw new BadRequestException(`The range may span at most ${BLOCKED_DAYS_MAX_SPAN_DAYS} days`);
    }
    const [days, holidays] = await Promise.all([
      this.blockedDays.list(query.from, query.to),
      this.blockedDays.holidays(query.from, query.to),
    ]);
    return { timeZone: this.config.BUSINESS_TIME_ZONE, days: days.map(toDto), holidays };
  }

  @Put(':date')
  @ApiOperation({
    summary: 'Close a day for bookings: it offers no slot (blocking it again keeps the first entry)',
    description:
      'Closes the day: the calendar offers no slot on it from now on. Bookings already on that day stay (move or cancel them yourself). Idempotent: blocking a blocked day keeps its first reason.',
  })
  @ApiOkResponse({ type: BlockedDayDto })
  @ApiErrorResponses(400)
  async blockDay(
    @Param() params: BlockedDayParamsDto,
    @Body() dto: BlockDayDto,
    @CurrentUser() staff: SessionUser,
  ): Promise<BlockedDayDto> {
    dayNumber(params.date);
    return toDto(await this.blockedDays.block(params.date, dto.reason || null, staff.id));
  }

  @Delete(':date')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Open a blocked day again',
    description: 'Opens the day again. Idempotent: a day that is not blocked answers 204 too.',
  })
  @ApiNoContentResponse({ description: 'Opened (or it was not blocked)' })
  @ApiErrorResponses(400)
  async unblockDay(@Param() params: BlockedDayParamsDto): Promise<void> {
    dayNumber(params.date);
    await this.blockedDays.unblock(params.date);
  }

  @Put(':date/reopen')
  @ApiOperation({
    summary: 'Open a US federal holiday for bookings',
    description:
      "Federal holidays are closed for bookings by default; this offers the day's slots (unless staff also blocked the day). Idempotent. 400 when no federal holiday is observed that day.",
  })
  @ApiOkResponse({ type: FederalHolidayDto })
  @ApiErrorResponses(400)
  async reopenHoliday(
    @Param() params: BlockedDayParamsDto,
    @CurrentUser() staff: SessionUser,
  ): Promise<FederalHolidayDto> {
    dayNumber(params.date);
    return holidayDto(params.date, await this.blockedDays.reopenHoliday(params.date, staff.id));
  }

  @Delete(':date/reopen')
  @ApiOperation({
    summary: 'Close a reopened US federal holiday again',
    description:
      'Closes the holiday for bookings again (bookings already on it stay). Idempotent. 400 when no federal holiday is observed that day.',
  })
  @ApiOkResponse({ type: FederalHolidayDto })
  @ApiErrorResponses(400)
  async closeHoliday(@Param() params: BlockedDayParamsDto): Promise<FederalHolidayDto> {
    dayNumber(params.date);
    return holidayDto(params.date, await this.blockedDays.closeHoliday(params.date));
  }
}
