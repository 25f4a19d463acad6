import { SingleLine } from '../../../common/unsafe-text';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../common/transforms';

/** YYYY-MM-DD (a day of the business time zone). */
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Longest range the blocked-days list reads at once. */
export const BLOCKED_DAYS_MAX_SPAN_DAYS = 366;
export const BLOCK_REASON_MAX_LENGTH = 255;

const DateField = (description: string) => (target: object, key: string) => {
  ApiProperty({ format: 'date', example: '2026-12-24', description })(target, key);
  Matches(DATE_PATTERN, { message: `${key} must be a date (YYYY-MM-DD)` })(target, key);
};

export class BlockedDaysQueryDto {
  @DateField('First day (inclusive)')
  from: string;

  @DateField(`Last day (inclusive), at most ${BLOCKED_DAYS_MAX_SPAN_DAYS} days after from`)
  to: string;
}

export class BlockedDayParamsDto {
  @DateField('The day')
  date: string;
}

export class BlockDayDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BLOCK_REASON_MAX_LENGTH,
    description: 'Why (staff only); left out or null for no reason',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOCK_REASON_MAX_LENGTH)
  @SingleLine()
  reason?: string | null;
}

@ApiSchema({ description: 'A day closed for bookings' })
export class BlockedDayDto {
  @ApiProperty({ format: 'date', example: '2026-12-24' })
  date: string;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

@ApiSchema({ description: 'A US federal holiday (observed date): closed for bookings unless staff reopened it' })
export class FederalHolidayDto {
  @ApiProperty({ format: 'date', example: '2026-11-26' })
  date: string;

  @ApiProperty({ example: 'Thanksgiving Day' })
  name: string;

  @ApiProperty({ example: false, description: 'Staff opened it for bookings' })
  reopened: boolean;
}

/** The closed days of a range, and the time zone their dates belong to. */
@ApiSchema({ description: 'The blocked days and federal holidays of a range, and the time zone their dates belong to' })
export class BlockedDaysDto {
  @ApiProperty({ example: 'America/New_York', description: 'The business time zone the dates are days of' })
  timeZone: string;

  @ApiProperty({ type: [BlockedDayDto], description: 'The days staff blocked' })
  days: BlockedDayDto[];

  @ApiProperty({
    type: [FederalHolidayDto],
    description: 'The US federal holidays, closed for bookings by default; a reopened one offers slots',
  })
  holidays: FederalHolidayDto[];
}
