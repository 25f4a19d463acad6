import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination';

/** YYYY-MM-DD: a day of the business time zone (America/New_York). */
export const DASHBOARD_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Days the dashboard shows when no range is asked for: the last 30, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** The longest range, in days (both ends included): two years and a leap day. */
export const DASHBOARD_MAX_DAYS = 731;

const DateFilter = (description: string, example: string) => (target: object, key: string) => {
  ApiPropertyOptional({ type: String, format: 'date', example, description })(target, key);
  IsOptional()(target, key);
  Matches(DASHBOARD_DATE_PATTERN, { message: `${key} must be a date (YYYY-MM-DD)` })(target, key);
};

/**
 * `?from=&to=` of every dashboard figure: days of America/New_York, both included (docs/dashboard.md). Left out,
 * the last 30 days up to today; `to` before `from`, or more than 731 days, is a 400.
 */
export class DashboardRangeQueryDto {
  @DateFilter(
    'First day, inclusive (YYYY-MM-DD, America/New_York). Default: 29 days before `to` (30 days in all)',
    '2026-10-01',
  )
  from?: string;

  @DateFilter(
    `Last day, inclusive (YYYY-MM-DD, America/New_York), not before \`from\` and at most ${DASHBOARD_MAX_DAYS} days counting both. Default: today`,
    '2026-10-31',
  )
  to?: string;
}

/** The range and a page of the late answers' list. */
export class DashboardLateResponsesQueryDto extends PageQueryDto {
  @DateFilter('First day, inclusive (YYYY-MM-DD, America/New_York). Default: 29 days before `to`', '2026-10-01')
  from?: string;

  @DateFilter(
    `Last day, inclusive (YYYY-MM-DD, America/New_York), at most ${DASHBOARD_MAX_DAYS} days counting both. Default: today`,
    '2026-10-31',
  )
  to?: string;
}
