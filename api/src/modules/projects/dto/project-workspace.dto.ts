import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { Trim } from '../../../common/transforms';
import { SingleLine } from '../../../common/unsafe-text';
import { Present } from '../../../common/validation';
import { PageOf } from '../../../common/pagination';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../billing';
import { PROJECT_EVENT_KINDS, type ProjectEventKind } from '../project-timeline';
import { PROJECT_NOTE_MAX_LENGTH, PROJECT_STATUSES, type ProjectStatus } from '../projects.constants';
import {
  QUESTIONNAIRE_KINDS,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireKind,
  type QuestionnaireStatus,
} from '../questionnaires/questionnaire-kinds';
import { AdminProjectDto, PortalProjectDto } from './project.dto';

/** A step's or task's title (its column's length) and details. */
export const PROJECT_ITEM_LIMITS = { title: 255, details: 5000 } as const;
/** A project has at most this many steps (the reorder body names them all). */
export const PROJECT_STEPS_MAX = 100;

const DATE_TIME_OR_NULL = (description: string) =>
  ({ type: String, nullable: true, format: 'date-time', example: null, description }) as const;
const PROJECT_STATUS = {
  enum: PROJECT_STATUSES,
  enumName: 'ProjectStatus',
  example: 'completed',
} as const;

// ---- What the client and staff both see --------------------------------------------------------------------

export const PROJECT_STEP_STATES = ['done', 'current', 'next'] as const;
export type ProjectStepState = (typeof PROJECT_STEP_STATES)[number];

/** A milestone as the client sees it. */
@ApiSchema({ description: 'A milestone of a project, in order, as the client sees it (no staff note)' })
export class PortalProjectStepDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'File the formation documents' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'We file with the Delaware Division of Corporations.' })
  details: string | null;

  @ApiProperty({ example: false })
  isDone: boolean;

  @ApiProperty(DATE_TIME_OR_NULL('When it was marked done; null while it is not'))
  completedAt: string | null;

  @ApiProperty({
    enum: PROJECT_STEP_STATES,
    enumName: 'ProjectStepState',
    example: 'current',
    description: 'done; current: the first step (in order) not done yet; next: the steps after it not done yet',
  })
  state: ProjectStepState;
}

/** An onboarding checklist item. */
@ApiSchema({ description: "An item of the project's onboarding checklist" })
export class ProjectTaskDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Share your materials' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'Logins, documents and files the project needs.' })
  details: string | null;

  @ApiProperty({ example: false })
  isDone: boolean;

  @ApiProperty(DATE_TIME_OR_NULL('When it was ticked; null while it is not'))
  completedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: QUESTIONNAIRE_KINDS,
    enumName: 'QuestionnaireKind',
    example: 'website',
    description:
      'The questionnaire this task asks for (/portal/questionnaire/{kind}): submitting it ticks the task, the client cannot tick it by hand; null for a plain task',
  })
  questionnaireKind: QuestionnaireKind | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: QUESTIONNAIRE_STATUSES,
    enumName: 'QuestionnaireStatus',
    example: 'draft',
    description:
      'How far the client got with that questionnaire: draft, submitted; null when not started (or no questionnaire)',
  })
  questionnaireStatus: QuestionnaireStatus | null;
}

export const PROJECT_INVOICE_KINDS = ['deposit', 'balance', 'other'] as const;
export type ProjectInvoiceKind = (typeof PROJECT_INVOICE_KINDS)[number];

/** An invoice of a project, as billing tells it. */
@ApiSchema({ description: "One of the project's invoices, as it stands" })
export class ProjectInvoiceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'INV-2026-0001' })
  invoiceNumber: string;

  @ApiProperty({
    enum: PROJECT_INVOICE_KINDS,
    enumName: 'ProjectInvoiceKind',
    example: 'deposit',
    description:
      'deposit: the deposit (or full) invoice issued at acceptance; balance: sent when the project completes; other: any other invoice billing the project',
  })
  kind: ProjectInvoiceKind;

  @ApiProperty({ enum: INVOICE_STATUSES, enumName: 'InvoiceStatus', example: 'sent' })
  status: InvoiceStatus;

  @ApiProperty({ type: 'integer', minimum: 0, example: 32457, description: 'The whole invoice, in cents' })
  totalCents: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 32457, description: 'What is left to pay, in cents' })
  amountDueCents: number;

  @ApiProperty({ example: 'USD', minLength: 3, maxLength: 3, description: 'ISO 4217' })
  currency: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: '2026-05-01T04:00:00.000Z' })
  dueDate: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'http://localhost:3000/pay-invoice/dGhpc2lzYXB1YmxpY2lkMQ',
    description: 'Its pay page while it can be paid (sent or overdue); null otherwise',
  })
  payUrl: string | null;

  @ApiProperty({
    example: '/api/portal/invoices/3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43/pdf',
    description: "Its PDF for the caller (the portal's or the back office's invoice PDF)",
  })
  pdfUrl: string;
}

/** The proposal a project came from. */
@ApiSchema({ description: 'The accepted proposal the project came from' })
export class ProjectProposalDto {
  @ApiProperty({ format: 'uuid', description: 'The client reads it at /portal/proposals/{id}' })
  id: string;

  @ApiProperty({ example: 'Delaware LLC formation' })
  title: string;

  @ApiProperty({
    example: 'accepted',
    description: "The proposal's status (docs/modules/proposals.md): accepted for any proposal that made a project",
  })
  status: string;
}

// ---- The client's project page --------------------------------------------------------------------------------

@ApiSchema({
  description:
    "One of the signed-in client's projects with its steps, onboarding checklist, invoices and proposal (never a staff note)",
})
export class PortalProjectDetailDto extends PortalProjectDto {
  @ApiProperty({ type: String, nullable: true, example: 'Everything to form and run your Delaware LLC.' })
  description: string | null;

  @ApiProperty({ type: [PortalProjectStepDto], description: 'In order' })
  steps: PortalProjectStepDto[];

  @ApiProperty({ type: [ProjectTaskDto], description: 'The onboarding checklist, in order' })
  tasks: ProjectTaskDto[];

  @ApiProperty({
    type: [ProjectInvoiceDto],
    description:
      'Its invoices sent to the client (not drafts: the balance shows once the project completes): the deposit, the balance, then any other, oldest first',
  })
  invoices: ProjectInvoiceDto[];

  @ApiProperty({ type: ProjectProposalDto, nullable: true, description: 'null when it did not come from a proposal' })
  proposal: ProjectProposalDto | null;
}

export class UpdatePortalProjectTaskDto {
  @ApiProperty({ example: true, description: 'Ticked (true) or not (false)' })
  @IsBoolean()
  isDone: boolean;
}

// ---- Staff's project page ---------------------------------------------------------------------------------------

@ApiSchema({ description: 'A milestone of a project as staff see it, with its staff-only note' })
export class AdminProjectStepDto extends PortalProjectStepDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Waiting on the registered agent.',
    description: 'Staff only: never sent to the client',
  })
  internalNote: string | null;
}

@ApiSchema({ description: "The project's client account" })
export class ProjectClientDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ana Lopez', description: 'The full name, or the e-mail when the account has none' })
  name: string;

  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  email: string;
}

@ApiSchema({ description: 'How far a project is, and what waits in its thread, documents and notes' })
export class ProjectCountsDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 2 })
  stepsDone: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 4 })
  stepsTotal: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: 'Onboarding tasks not ticked' })
  openTasks: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 4 })
  tasksTotal: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 3 })
  documents: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 12 })
  messages: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: "The client's messages staff have not read" })
  unreadMessages: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 2, description: 'Staff notes' })
  notes: number;
}

@ApiSchema({
  description:
    'Everything about one project for the back office: its row of the table, description, client, steps with their staff notes, onboarding tasks, invoices (drafts included), proposal and counts',
})
export class AdminProjectDetailDto extends AdminProjectDto {
  @ApiProperty({ type: String, nullable: true, example: 'Everything to form and run your Delaware LLC.' })
  description: string | null;

  @ApiProperty(DATE_TIME_OR_NULL('When it was completed (its balance invoice sent)'))
  completedAt: string | null;

  @ApiProperty(DATE_TIME_OR_NULL('When the client ticked the last onboarding task'))
  onboardingCompletedAt: string | null;

  @ApiProperty({
    type: [String],
    enum: PROJECT_STATUSES,
    enumName: 'ProjectStatus',
    example: ['on_hold', 'completed', 'cancelled'],
    description: 'The statuses it may move to now (PATCH); empty once completed or cancelled',
  })
  nextStatuses: ProjectStatus[];

  @ApiProperty({ type: ProjectClientDto, nullable: true, description: 'null when the account is gone' })
  client: ProjectClientDto | null;

  @ApiProperty({ type: [AdminProjectStepDto], description: 'In order' })
  steps: AdminProjectStepDto[];

  @ApiProperty({ type: [ProjectTaskDto], description: 'The onboarding checklist, in order' })
  tasks: ProjectTaskDto[];

  @ApiProperty({
    type: [ProjectInvoiceDto],
    description: 'Every invoice billing it, drafts included: the deposit, the balance, then any other, oldest first',
  })
  invoices: ProjectInvoiceDto[];

  @ApiProperty({ type: ProjectProposalDto, nullable: true })
  proposal: ProjectProposalDto | null;

  @ApiProperty({ type: ProjectCountsDto })
  counts: ProjectCountsDto;
}

export class UpdateAdminProjectDto {
  @ApiProperty({
    ...PROJECT_STATUS,
    description:
      'The new status: awaiting_deposit → cancelled; active ↔ on_hold; active or on_hold → completed or cancelled; completed and cancelled are final',
  })
  @IsIn(PROJECT_STATUSES)
  status: ProjectStatus;
}

const TITLE = (example: string) => ({ minLength: 1, maxLength: PROJECT_ITEM_LIMITS.title, example }) as const;
const OPTIONAL_TEXT = (maxLength: number, example: string, description?: string) =>
  ({ type: String, nullable: true, maxLength, example, description }) as const;

export class CreateProjectStepDto {
  @ApiProperty(TITLE('Obtain the EIN'))
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'A step needs a title' })
  @MaxLength(PROJECT_ITEM_LIMITS.title)
  @SingleLine()
  title: string;

  @ApiPropertyOptional(
    OPTIONAL_TEXT(PROJECT_ITEM_LIMITS.details, 'We apply online with the IRS.', 'Shown to the client'),
  )
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROJECT_ITEM_LIMITS.details)
  details?: string | null;

  @ApiPropertyOptional(
    OPTIONAL_TEXT(
      PROJECT_NOTE_MAX_LENGTH,
      'Call the IRS if no answer by Friday.',
      'Staff only: never sent to the client',
    ),
  )
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROJECT_NOTE_MAX_LENGTH)
  internalNote?: string | null;
}

export class UpdateProjectStepDto {
  @ApiPropertyOptional(TITLE('Obtain the EIN'))
  @Present()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'A step needs a title' })
  @MaxLength(PROJECT_ITEM_LIMITS.title)
  @SingleLine()
  title?: string;

  @ApiPropertyOptional(OPTIONAL_TEXT(PROJECT_ITEM_LIMITS.details, 'We apply online with the IRS.', 'null clears it'))
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROJECT_ITEM_LIMITS.details)
  details?: string | null;

  @ApiPropertyOptional(
    OPTIONAL_TEXT(PROJECT_NOTE_MAX_LENGTH, 'Call the IRS if no answer by Friday.', 'Staff only; null clears it'),
  )
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROJECT_NOTE_MAX_LENGTH)
  internalNote?: string | null;

  @ApiPropertyOptional({
    example: true,
    description: 'Mark it done (dated, and the client is e-mailed) or not done again',
  })
  @Present()
  @IsBoolean()
  isDone?: boolean;
}

export class ReorderProjectStepsDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: PROJECT_STEPS_MAX,
    example: ['3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43'],
    description: 'Every step id of the project, each once, in the new order',
  })
  @IsArray()
  @ArrayMaxSize(PROJECT_STEPS_MAX)
  @ArrayUnique({ message: 'stepIds must name each step once' })
  @IsUUID('all', { each: true })
  stepIds: string[];
}

const QUESTIONNAIRE_KIND_INPUT = {
  type: String,
  nullable: true,
  enum: QUESTIONNAIRE_KINDS,
  enumName: 'QuestionnaireKind',
  example: 'website',
  description:
    'Ask for this questionnaire: submitting it ticks the task (the client cannot tick it by hand); null: a plain task',
} as const;

export class CreateProjectTaskDto {
  @ApiProperty(TITLE('Send your logo files'))
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'A task needs a title' })
  @MaxLength(PROJECT_ITEM_LIMITS.title)
  @SingleLine()
  title: string;

  @ApiPropertyOptional(OPTIONAL_TEXT(PROJECT_ITEM_LIMITS.details, 'SVG or PNG, as large as you have.'))
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROJECT_ITEM_LIMITS.details)
  details?: string | null;

  @ApiPropertyOptional(QUESTIONNAIRE_KIND_INPUT)
  @IsOptional()
  @IsIn(QUESTIONNAIRE_KINDS)
  questionnaireKind?: QuestionnaireKind | null;
}

export class UpdateProjectTaskDto {
  @ApiPropertyOptional(TITLE('Send your logo files'))
  @Present()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'A task needs a title' })
  @MaxLength(PROJECT_ITEM_LIMITS.title)
  @SingleLine()
  title?: string;

  @ApiPropertyOptional(
    OPTIONAL_TEXT(PROJECT_ITEM_LIMITS.details, 'SVG or PNG, as large as you have.', 'null clears it'),
  )
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PROJECT_ITEM_LIMITS.details)
  details?: string | null;

  @ApiPropertyOptional(QUESTIONNAIRE_KIND_INPUT)
  @IsOptional()
  @IsIn(QUESTIONNAIRE_KINDS)
  questionnaireKind?: QuestionnaireKind | null;

  @ApiPropertyOptional({ example: true, description: 'Ticked or not (staff may tick any task)' })
  @Present()
  @IsBoolean()
  isDone?: boolean;
}

@ApiSchema({ description: 'A staff-only note on a project: never sent to the client' })
export class ProjectNoteDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Client prefers calls after 3pm.' })
  body: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'Who wrote it' })
  authorUserId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Sam Staff',
    description: "The author's name (their e-mail when they have none); null when the account is gone",
  })
  authorName: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
export const ProjectNotePageDto = PageOf(ProjectNoteDto, 'ProjectNotePageDto');
export type ProjectNotePageDto = InstanceType<typeof ProjectNotePageDto>;

export class CreateProjectNoteDto {
  @ApiProperty({ minLength: 1, maxLength: PROJECT_NOTE_MAX_LENGTH, example: 'Client prefers calls after 3pm.' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Write the note' })
  @MaxLength(PROJECT_NOTE_MAX_LENGTH)
  body: string;
}

@ApiSchema({ description: "An entry of the project's timeline: what happened, when" })
export class ProjectEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PROJECT_EVENT_KINDS, enumName: 'ProjectEventKind', example: 'step_done' })
  kind: ProjectEventKind;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { stepId: '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43', title: 'Obtain the EIN', by: 'staff' },
    description: 'What changed and who did it (by: staff, client or system; userId), never a staff note',
  })
  payload: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
export const ProjectEventPageDto = PageOf(ProjectEventDto, 'ProjectEventPageDto');
export type ProjectEventPageDto = InstanceType<typeof ProjectEventPageDto>;
