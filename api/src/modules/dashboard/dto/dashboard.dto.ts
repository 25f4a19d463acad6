import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';

// Every figure is defined in plain words in docs/dashboard.md; the descriptions below say it in short.

const COUNT = (example: number, description: string) =>
  ({ type: 'integer', minimum: 0, example, description }) as const;
const CENTS = (example: number, description: string) =>
  ({ type: 'integer', example, description: `${description}, in cents (USD)` }) as const;
const FROM = {
  type: String,
  format: 'date',
  example: '2026-10-01',
  description: 'First day of the range (America/New_York)',
};
const TO = { type: String, format: 'date', example: '2026-10-31', description: 'Last day of the range, inclusive' };

/** The kinds of lead the late answers' list names. */
export const LATE_RESPONSE_KINDS = ['service_inquiry', 'general_question'] as const;
export type LateResponseKind = (typeof LATE_RESPONSE_KINDS)[number];

@ApiSchema({ description: 'The leads received in one week (Monday to Sunday, America/New_York)' })
export class DashboardLeadsWeekDto {
  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-09-28',
    description: "The week's Monday (America/New_York); the first week may start before `from`",
  })
  weekStart: string;

  @ApiProperty(COUNT(12, 'Consultations received (created) that week, within the range'))
  consultations: number;

  @ApiProperty(COUNT(7, 'Service inquiries received that week, within the range'))
  serviceInquiries: number;

  @ApiProperty(COUNT(20, 'Quick questions received that week, within the range'))
  generalQuestions: number;
}

@ApiSchema({ description: 'Leads received per week of the range, every week present (zeros included)' })
export class DashboardLeadsPerWeekDto {
  @ApiProperty(FROM)
  from: string;

  @ApiProperty(TO)
  to: string;

  @ApiProperty({ type: [DashboardLeadsWeekDto], description: 'Every week touching the range, oldest first' })
  weeks: DashboardLeadsWeekDto[];
}

@ApiSchema({ description: 'The funnel of the range: visits to paid invoices (docs/dashboard.md#funnel)' })
export class DashboardFunnelDto {
  @ApiProperty(FROM)
  from: string;

  @ApiProperty(TO)
  to: string;

  @ApiProperty(COUNT(4210, 'Site visitors: distinct visitors of the public site per day, summed over the days'))
  visits: number;

  @ApiProperty(COUNT(96, 'Leads received: consultations + service inquiries + quick questions created in the range'))
  leads: number;

  @ApiProperty(COUNT(18, 'Consultations now `completed` whose scheduled time is in the range'))
  consultationsHeld: number;

  @ApiProperty(COUNT(9, 'Proposals first sent in the range (a revision of one already sent is not counted again)'))
  proposalsSent: number;

  @ApiProperty(COUNT(5, 'Proposals accepted (signed) in the range, whichever version'))
  proposalsAccepted: number;

  @ApiProperty(COUNT(7, 'Invoices that became paid in full in the range (paid, since partly or wholly refunded too)'))
  invoicesPaid: number;
}

@ApiSchema({ description: 'Money received and refunded in one month (America/New_York)' })
export class DashboardRevenueMonthDto {
  @ApiProperty({ type: String, example: '2026-10', pattern: '^\\d{4}-\\d{2}$', description: 'The month (YYYY-MM)' })
  month: string;

  @ApiProperty(
    CENTS(1250000, 'Money received: card and offline payments that succeeded in the month (account credits excluded)'),
  )
  grossCents: number;

  @ApiProperty(CENTS(50000, 'Refunds made in the month (succeeded; to card, as credit or offline)'))
  refundedCents: number;

  @ApiProperty(CENTS(1200000, 'grossCents − refundedCents (negative when more went back than came in)'))
  netCents: number;
}

@ApiSchema({ description: 'Revenue per month of the range, net of refunds' })
export class DashboardRevenueDto {
  @ApiProperty(FROM)
  from: string;

  @ApiProperty(TO)
  to: string;

  @ApiProperty({ example: 'USD', description: 'ISO 4217: the currency of every amount' })
  currency: string;

  @ApiProperty({
    type: [DashboardRevenueMonthDto],
    description: 'Every month touching the range, oldest first, whole months (zeros included)',
  })
  months: DashboardRevenueMonthDto[];
}

@ApiSchema({ description: 'What clients owe now: sent invoices not yet paid in full' })
export class DashboardReceivablesDto {
  @ApiProperty({ format: 'date-time', description: 'The moment the figures were read (now, not the range)' })
  asOf: string;

  @ApiProperty({ example: 'USD', description: 'ISO 4217: the currency of every amount' })
  currency: string;

  @ApiProperty(CENTS(830000, 'Amount due (total − credits applied − received) on invoices `sent` or `overdue`'))
  outstandingCents: number;

  @ApiProperty(COUNT(11, 'Invoices `sent` or `overdue` with an amount due'))
  outstandingCount: number;

  @ApiProperty(CENTS(210000, 'Of outstandingCents: invoices whose due date has passed'))
  overdueCents: number;

  @ApiProperty(COUNT(3, 'Of outstandingCount: invoices whose due date has passed'))
  overdueCount: number;
}

@ApiSchema({ description: 'How many leads of one kind were answered within the promised time' })
export class DashboardResponseShareDto {
  @ApiProperty(
    COUNT(
      40,
      'Leads received in the range that were answered, or whose target has passed unanswered (a lead still within its target is not counted yet)',
    ),
  )
  received: number;

  @ApiProperty(COUNT(37, 'Of received: answered within targetHours of arriving'))
  answeredOnTime: number;

  @ApiProperty({ type: 'integer', example: 2, description: 'The promised answer time, in hours' })
  targetHours: number;
}

@ApiSchema({ description: 'Answer times of service inquiries (2 hours) and quick questions (24 hours)' })
export class DashboardResponseTimesDto {
  @ApiProperty(FROM)
  from: string;

  @ApiProperty(TO)
  to: string;

  @ApiProperty({
    type: DashboardResponseShareDto,
    description: "Service inquiries: answered = staff's first status change away from `pending`",
  })
  inquiries: DashboardResponseShareDto;

  @ApiProperty({ type: DashboardResponseShareDto, description: "Quick questions: answered = staff's first reply" })
  questions: DashboardResponseShareDto;
}

@ApiSchema({ description: 'A lead answered late, or not answered past its target' })
export class DashboardLateResponseDto {
  @ApiProperty({ enum: LATE_RESPONSE_KINDS, enumName: 'DashboardLateResponseKind' })
  kind: LateResponseKind;

  @ApiProperty({ format: 'uuid', description: 'The service inquiry or quick question' })
  id: string;

  @ApiProperty({ example: 'Ana Lopez', description: 'First and last name' })
  name: string;

  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  email: string;

  @ApiProperty({ format: 'date-time', description: 'When it arrived' })
  receivedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was answered; null: not yet',
  })
  answeredAt: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    example: 330,
    description: 'Whole minutes from arrival to answer; null: not answered yet',
  })
  minutesToAnswer: number | null;
}

export const DashboardLateResponsePageDto = PageOf(DashboardLateResponseDto, 'DashboardLateResponsePage');
export type DashboardLateResponsePageDto = InstanceType<typeof DashboardLateResponsePageDto>;

@ApiSchema({ description: 'How many leads named a service' })
export class DashboardServiceCountDto {
  @ApiProperty({ example: 'Website & App Development' })
  service: string;

  @ApiProperty(COUNT(31, 'Consultations and service inquiries received in the range that named it'))
  count: number;
}

@ApiSchema({ description: 'How many leads chose a budget range' })
export class DashboardBudgetCountDto {
  @ApiProperty({ example: '$5,000 - $10,000 USD' })
  budget: string;

  @ApiProperty(COUNT(14, 'Consultations and service inquiries received in the range with that budget'))
  count: number;
}

@ApiSchema({ description: 'The services and budgets asked for most in the range (top 10 each)' })
export class DashboardTopRequestsDto {
  @ApiProperty(FROM)
  from: string;

  @ApiProperty(TO)
  to: string;

  @ApiProperty({ type: [DashboardServiceCountDto], description: 'At most 10, most asked first (ties by name)' })
  services: DashboardServiceCountDto[];

  @ApiProperty({ type: [DashboardBudgetCountDto], description: 'At most 10, most chosen first (ties by name)' })
  budgets: DashboardBudgetCountDto[];
}

@ApiSchema({ description: 'The referral programme in the range (docs/dashboard.md#referrals)' })
export class DashboardReferralsDto {
  @ApiProperty(FROM)
  from: string;

  @ApiProperty(TO)
  to: string;

  @ApiProperty(COUNT(120, 'Visits through referral links (each visitor at most once a day per code)'))
  visits: number;

  @ApiProperty(COUNT(9, 'Accounts created in the range that signed up with a referral code'))
  signUps: number;

  @ApiProperty(
    COUNT(3, 'Referred clients whose first invoice was paid in the range and earned a credit (still awarded)'),
  )
  conversions: number;

  @ApiProperty(COUNT(1, 'Of those first payments in the range: conversions since reversed by a full refund'))
  reversed: number;

  @ApiProperty(COUNT(1, 'Of those first payments in the range: conversions a fraud rule rejected'))
  rejected: number;

  @ApiProperty(
    CENTS(30000, 'Credit granted to referrers for conversions in the range (reversed ones included: it was granted)'),
  )
  creditsGrantedCents: number;
}
