import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ExportQuery, TableQuery } from '../../../common/admin-table';
import { PageOf } from '../../../common/pagination';
import { PROJECT_STATUSES, type ProjectStatus } from '../projects.constants';

/** A project's price is a proposal's, within the invoices' limit ($999,999.99). */
const TOTAL_CENTS_MAX = 99_999_999;
const CENTS = (example: number, description: string) =>
  ({ type: 'integer', minimum: 0, maximum: TOTAL_CENTS_MAX, example, description }) as const;
const STATUS = {
  enum: PROJECT_STATUSES,
  enumName: 'ProjectStatus',
  example: 'active',
  description:
    'awaiting_deposit: accepted, work starts once the deposit (or full) invoice is paid; active: being worked on; on_hold; completed; cancelled',
} as const;

/** A row of the client's projects. */
@ApiSchema({
  description: "One of the signed-in client's projects, with its price and what is left to pay to start it",
})
export class PortalProjectDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Delaware LLC formation' })
  title: string;

  @ApiProperty(STATUS)
  status: ProjectStatus;

  @ApiProperty(CENTS(64913, 'The whole price, in cents of `currency`'))
  totalCents: number;

  @ApiProperty(CENTS(32457, 'Paid first, to start the work (the whole price when the client chose to pay it all)'))
  depositCents: number;

  @ApiProperty(CENTS(32456, 'Invoiced when the project completes (0 when paid in full at the start)'))
  balanceCents: number;

  @ApiProperty({ example: 'USD', minLength: 3, maxLength: 3, description: 'ISO 4217' })
  currency: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'http://localhost:3000/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ',
    description:
      "The deposit (or full) invoice's pay page while that invoice can be paid and is not paid yet; null once it is paid (or when there is none)",
  })
  payUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: null,
    description: 'When the deposit was paid and work started; null before',
  })
  activatedAt: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the proposal was accepted and the project created' })
  createdAt: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: 'Steps done' })
  stepsDone: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 4, description: 'All its steps' })
  stepsTotal: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'File the formation documents',
    description: 'The title of the first step (in order) not done yet; null when every step is done',
  })
  currentStep: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, example: 2, description: 'Onboarding tasks not ticked yet' })
  openTasks: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: "Staff's messages the client has not read" })
  unreadMessages: number;
}
export const PortalProjectPageDto = PageOf(PortalProjectDto, 'PortalProjectPageDto');
export type PortalProjectPageDto = InstanceType<typeof PortalProjectPageDto>;

export const PROJECT_SORT_FIELDS = ['createdAt', 'activatedAt', 'title', 'clientName', 'totalCents', 'status'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** The projects table: status, client account, search, sort, pages. */
export class ListAdminProjectsQueryDto extends TableQuery({
  sortFields: PROJECT_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: "Part of the title, or of the client's name or e-mail, or the day (2026-11-29) it was created",
}) {
  @ApiPropertyOptional({ ...STATUS, description: 'Only projects in this status' })
  @IsOptional()
  @IsIn(PROJECT_STATUSES)
  status?: ProjectStatus;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this client account's projects" })
  @IsOptional()
  @IsUUID()
  userId?: string;
}
export class AdminProjectFilterDto extends ExportQuery(ListAdminProjectsQueryDto) {}

/** A row of the admin projects table. */
@ApiSchema({ description: 'A row of the admin projects table' })
export class AdminProjectDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Delaware LLC formation' })
  title: string;

  @ApiProperty(STATUS)
  status: ProjectStatus;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'The client account' })
  userId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ana Lopez',
    description:
      "The client account's full name (its e-mail when it has none); without an account, the name on the deposit invoice; null when neither is known",
  })
  clientName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'email',
    example: 'ana@example.com',
    description: "The client account's e-mail, else the deposit invoice's",
  })
  clientEmail: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Business Formation & Legal Setup',
    description: 'The offered service it delivers (its steps come from its template); null for other work',
  })
  service: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The accepted proposal it came from',
  })
  proposalId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  serviceInquiryId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null })
  consultationId: string | null;

  @ApiProperty(CENTS(64913, 'The whole price'))
  totalCents: number;

  @ApiProperty(CENTS(32457, 'The deposit (or the whole price when paid in full at the start)'))
  depositCents: number;

  @ApiProperty(CENTS(32456, 'The balance, invoiced at completion'))
  balanceCents: number;

  @ApiProperty({ example: 'USD', minLength: 3, maxLength: 3, description: 'ISO 4217' })
  currency: string;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The deposit (or full) invoice, whose payment makes the project active',
  })
  depositInvoiceId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'INV-2026-0001',
    description: "The deposit invoice's number (for the invoices table's search)",
  })
  depositInvoiceNumber: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: "The balance's invoice (a draft until the project completes)",
  })
  balanceInvoiceId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null, description: 'Deposit paid' })
  activatedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
export const AdminProjectPageDto = PageOf(AdminProjectDto, 'AdminProjectPageDto');
export type AdminProjectPageDto = InstanceType<typeof AdminProjectPageDto>;
