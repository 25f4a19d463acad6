import { BadRequestException, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { toPage } from '../../common/pagination';
import { DayRange, dayInZone, dayRangeInZone, daysBetween } from '../../common/time-range';
import { AppConfig } from '../../config/app.config';
import { BILLING_CURRENCY, billingMetrics } from '../billing';
import { bookingsMetrics } from '../bookings';
import { contentMetrics } from '../content';
import { proposalsMetrics } from '../proposals';
import { referralsMetrics } from '../referrals';
import {
  DASHBOARD_DATE_PATTERN,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DashboardLateResponsesQueryDto,
  DashboardRangeQueryDto,
} from './dto/dashboard-range.dto';
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

/**
 * Composes the dashboard's figures from the owning modules' metrics (docs/modules/dashboard.md): each is one
 * aggregate query there; nothing here reads rows one by one.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async leadsPerWeek(query: DashboardRangeQueryDto): Promise<DashboardLeadsPerWeekDto> {
    const range = this.range(query);
    const weeks = await this.read((db) => bookingsMetrics.leadsPerWeek(db, range));
    return { from: range.from, to: range.to, weeks };
  }

  async funnel(query: DashboardRangeQueryDto): Promise<DashboardFunnelDto> {
    const range = this.range(query);
    // Each in its own read: one connection runs one query at a time.
    const [visits, leads, consultationsHeld, proposals, invoicesPaid] = await Promise.all([
      this.read((db) => contentMetrics.siteVisits(db, range)),
      this.read((db) => bookingsMetrics.leadsReceived(db, range)),
      this.read((db) => bookingsMetrics.consultationsHeld(db, range)),
      this.read((db) => proposalsMetrics.sentAndAccepted(db, range)),
      this.read((db) => billingMetrics.invoicesPaid(db, range)),
    ]);
    return {
      from: range.from,
      to: range.to,
      visits,
      leads,
      consultationsHeld,
      proposalsSent: proposals.sent,
      proposalsAccepted: proposals.accepted,
      invoicesPaid,
    };
  }

  async revenue(query: DashboardRangeQueryDto): Promise<DashboardRevenueDto> {
    const range = this.range(query);
    const months = await this.read((db) => billingMetrics.revenueByMonth(db, range));
    return { from: range.from, to: range.to, currency: BILLING_CURRENCY, months };
  }

  async receivables(): Promise<DashboardReceivablesDto> {
    const asOf = this.clock.now();
    const figures = await this.read((db) => billingMetrics.receivables(db, asOf));
    return { asOf: asOf.toISOString(), currency: BILLING_CURRENCY, ...figures };
  }

  async responseTimes(query: DashboardRangeQueryDto): Promise<DashboardResponseTimesDto> {
    const range = this.range(query);
    const times = await this.read((db) => bookingsMetrics.responseTimes(db, range, this.clock.now()));
    return { from: range.from, to: range.to, ...times };
  }

  async lateResponses(query: DashboardLateResponsesQueryDto): Promise<DashboardLateResponsePageDto> {
    const range = this.range(query);
    const { items, total } = await this.read((db) =>
      bookingsMetrics.lateResponses(db, range, this.clock.now(), {
        offset: query.skip,
        limit: query.pageSize,
      }),
    );
    return toPage(items, total, query);
  }

  async topRequests(query: DashboardRangeQueryDto): Promise<DashboardTopRequestsDto> {
    const range = this.range(query);
    const top = await this.read((db) => bookingsMetrics.topRequests(db, range));
    return { from: range.from, to: range.to, ...top };
  }

  async referrals(query: DashboardRangeQueryDto): Promise<DashboardReferralsDto> {
    const range = this.range(query);
    const figures = await this.read((db) => referralsMetrics.figures(db, range));
    return { from: range.from, to: range.to, ...figures };
  }

  /**
   * One figure's queries, in one read-only transaction without parallel plans: the dashboard's scans are short,
   * and on a small database server parallel workers cost more to start than they save (docs/performance.md).
   */
  private read<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (db) => {
      await db.query('SET TRANSACTION READ ONLY');
      await db.query('SET LOCAL max_parallel_workers_per_gather = 0');
      return work(db);
    });
  }

  /**
   * The asked days as instants of the business time zone (docs/dashboard.md#the-range): default the last
   * DASHBOARD_DEFAULT_DAYS days up to today; 400 for a day that does not exist, `to` before `from` or more than
   * DASHBOARD_MAX_DAYS days.
   */
  private range(query: { from?: string; to?: string }): DayRange {
    const timeZone = this.config.BUSINESS_TIME_ZONE;
    const realDay = (value: string | undefined, name: string) => {
      if (value === undefined) return undefined;
      if (!DASHBOARD_DATE_PATTERN.test(value) || !DateTime.fromISO(value, { zone: timeZone }).isValid) {
        throw new BadRequestException(`${name} is not a date`);
      }
      return value;
    };
    const askedFrom = realDay(query.from, 'from');
    const to = realDay(query.to, 'to') ?? dayInZone(this.clock.now(), timeZone);
    const from =
      askedFrom ??
      DateTime.fromISO(to, { zone: 'utc' })
        .minus({ days: DASHBOARD_DEFAULT_DAYS - 1 })
        .toISODate()!;
    const span = daysBetween(from, to);
    if (span < 0) throw new BadRequestException('to must not be before from');
    if (span + 1 > DASHBOARD_MAX_DAYS) {
      throw new BadRequestException(`The range may span at most ${DASHBOARD_MAX_DAYS} days`);
    }
    return dayRangeInZone(from, to, timeZone);
  }
}
