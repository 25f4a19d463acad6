import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { AdminDashboardService } from './admin-dashboard.service';
import { DashboardLateResponsesQueryDto, DashboardRangeQueryDto } from './dto/dashboard-range.dto';
import {
  DashboardFunnelDto,
  DashboardLateResponsePageDto,
  DashboardLeadsPerWeekDto,
  DashboardReceivablesDto,
  DashboardReferralsDto,
  DashboardResponseTimesDto,
  DashboardRevenueDto,
  DashboardTopRequestsDto,
} from './dto/dashboard.dto';

const RANGE =
  '`from` and `to` are days of America/New_York, both included (default: the last 30 days up to today); 400 when `to` is before `from` or the range is longer than 731 days. Every figure is counted by the database (docs/dashboard.md defines each). Changes nothing.';

/** The staff dashboard's figures (docs/modules/dashboard.md); each owning module counts its own. */
@ApiTags('admin-dashboard')
@AdminOnly()
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get('leads-per-week')
  @ApiOperation({
    summary: 'Leads received per week (consultations, service inquiries, quick questions)',
    description: `Every week (Monday to Sunday) touching the range, zeros included; only leads received within the range count. ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardLeadsPerWeekDto })
  @ApiErrorResponses(400)
  getDashboardLeadsPerWeek(@Query() query: DashboardRangeQueryDto): Promise<DashboardLeadsPerWeekDto> {
    return this.dashboard.leadsPerWeek(query);
  }

  @Get('funnel')
  @ApiOperation({
    summary: 'The funnel: visits, leads, consultations held, proposals sent and accepted, invoices paid',
    description: `Each step counted on its own in the range (not a cohort followed through). ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardFunnelDto })
  @ApiErrorResponses(400)
  getDashboardFunnel(@Query() query: DashboardRangeQueryDto): Promise<DashboardFunnelDto> {
    return this.dashboard.funnel(query);
  }

  @Get('revenue')
  @ApiOperation({
    summary: 'Revenue per month: money received, refunded and net',
    description: `Every month (America/New_York) touching the range, whole, zeros included. ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardRevenueDto })
  @ApiErrorResponses(400)
  getDashboardRevenue(@Query() query: DashboardRangeQueryDto): Promise<DashboardRevenueDto> {
    return this.dashboard.revenue(query);
  }

  @Get('receivables')
  @ApiOperation({
    summary: 'What clients owe now, and how much of it is past its due date',
    description:
      'Invoices `sent` or `overdue` with an amount due, now (no range). Overdue: the due date has passed. Changes nothing.',
  })
  @ApiOkResponse({ type: DashboardReceivablesDto })
  getDashboardReceivables(): Promise<DashboardReceivablesDto> {
    return this.dashboard.receivables();
  }

  @Get('response-times')
  @ApiOperation({
    summary: 'Share of service inquiries answered within 2 hours and quick questions within 24 hours',
    description: `For leads received in the range; one still within its target and unanswered is not counted yet, one past it unanswered counts as late. ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardResponseTimesDto })
  @ApiErrorResponses(400)
  getDashboardResponseTimes(@Query() query: DashboardRangeQueryDto): Promise<DashboardResponseTimesDto> {
    return this.dashboard.responseTimes(query);
  }

  @Get('response-times/late')
  @ApiOperation({
    summary: 'The late answers: service inquiries and quick questions answered late or not at all past their target',
    description: `The leads counted late by the response-times figure, most recently received first, one page at a time. ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardLateResponsePageDto })
  @ApiErrorResponses(400)
  listDashboardLateResponses(@Query() query: DashboardLateResponsesQueryDto): Promise<DashboardLateResponsePageDto> {
    return this.dashboard.lateResponses(query);
  }

  @Get('top-requests')
  @ApiOperation({
    summary: 'The 10 services and 10 budgets asked for most',
    description: `From consultations and service inquiries received in the range. ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardTopRequestsDto })
  @ApiErrorResponses(400)
  getDashboardTopRequests(@Query() query: DashboardRangeQueryDto): Promise<DashboardTopRequestsDto> {
    return this.dashboard.topRequests(query);
  }

  @Get('referrals')
  @ApiOperation({
    summary: 'The referral programme: link visits, sign-ups, conversions, reversals, rejections, credit granted',
    description: `Conversions, reversals and rejections are the referred clients whose first invoice was paid in the range, by their status now. ${RANGE}`,
  })
  @ApiOkResponse({ type: DashboardReferralsDto })
  @ApiErrorResponses(400)
  getDashboardReferrals(@Query() query: DashboardRangeQueryDto): Promise<DashboardReferralsDto> {
    return this.dashboard.referrals(query);
  }
}
