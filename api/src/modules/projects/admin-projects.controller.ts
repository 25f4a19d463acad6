import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { TableExport } from '../../common/admin-table';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../common/id-param.pipe';
import { PageQueryDto } from '../../common/pagination';
import { AdminProjectsService } from './admin-projects.service';
import {
  AdminProjectDetailDto,
  AdminProjectStepDto,
  CreateProjectNoteDto,
  CreateProjectStepDto,
  CreateProjectTaskDto,
  ProjectEventPageDto,
  ProjectNoteDto,
  ProjectNotePageDto,
  ProjectTaskDto,
  ReorderProjectStepsDto,
  UpdateAdminProjectDto,
  UpdateProjectStepDto,
  UpdateProjectTaskDto,
} from './dto/project-workspace.dto';
import { AdminProjectFilterDto, AdminProjectPageDto, ListAdminProjectsQueryDto } from './dto/project.dto';
import { ProjectNotes } from './project-notes.service';
import { ProjectStatusChanges } from './project-status.service';
import { ProjectSteps } from './project-steps.service';
import { ProjectTasks } from './project-tasks.service';

const PROJECT_ID = () => ApiUuidParam("The project's id", 'projectId');
const STEP_ID = () => ApiUuidParam("The step's id", 'stepId');
const TASK_ID = () => ApiUuidParam("The onboarding task's id", 'taskId');
const RECORDED = "Recorded on the project's timeline; the project's open pages are told.";

/** Staff's projects: the table and its export, and one project's page (status, steps, tasks, notes, timeline). */
@ApiTags('admin-projects')
@AdminOnly()
@Controller('admin/projects')
export class AdminProjectsController {
  constructor(
    private readonly projects: AdminProjectsService,
    private readonly statuses: ProjectStatusChanges,
    private readonly steps: ProjectSteps,
    private readonly tasks: ProjectTasks,
    private readonly notes: ProjectNotes,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Projects: filter by status and client, search, sort, paginate',
    description:
      "One page of the projects table: title, status, the client (the account's name and e-mail, else the deposit invoice's), price split into deposit and balance, and what it links to (proposal, service inquiry, consultation, deposit and balance invoices). Newest first by default. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminProjectPageDto })
  @ApiErrorResponses(400)
  listAdminProjects(@Query() query: ListAdminProjectsQueryDto): Promise<AdminProjectPageDto> {
    return this.projects.list(query);
  }

  @Get('export')
  @TableExport('projects')
  exportAdminProjects(@Query() filter: AdminProjectFilterDto): Promise<StreamableFile> {
    return this.projects.export(filter);
  }

  @Get(':projectId')
  @PROJECT_ID()
  @ApiOperation({
    summary: 'One project: client, status, steps with staff notes, onboarding, invoices, proposal, counts',
    description:
      "The table's row, with the description, the client account, the statuses it may move to now (nextStatuses), the steps in order with their staff-only notes, the onboarding checklist, every invoice billing it (drafts included), the proposal it came from, and counts of steps, tasks, documents, messages (the client's unread) and notes. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminProjectDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminProject(@Param('projectId', ParseUUIDPipe) projectId: string): Promise<AdminProjectDetailDto> {
    return this.projects.detail(projectId);
  }

  @Patch(':projectId')
  @PROJECT_ID()
  @ApiOperation({
    summary: "Change a project's status: hold, resume, complete (sends the balance invoice) or cancel",
    description: `awaiting_deposit → cancelled; active ↔ on_hold; active or on_hold → completed or cancelled; completed and cancelled are final (409 STATUS_TRANSITION_INVALID with a message saying what it can become). Completing dates it and sends the balance's draft invoice to the client (e-mailed with its pay link; nothing to send when there is no balance or it was sent already): when billing refuses to send it (409, e.g. INVOICE_AMOUNT_NOT_PAYABLE), the project stays as it was. Cancelling cancels its deposit and balance invoices still open (409 from billing for one that received money: refund it first). ${RECORDED}`,
  })
  @ApiOkResponse({ type: AdminProjectDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async updateAdminProject(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: UpdateAdminProjectDto,
  ): Promise<AdminProjectDetailDto> {
    await this.statuses.change(user, projectId, dto.status);
    return this.projects.detail(projectId);
  }

  @Post(':projectId/steps')
  @PROJECT_ID()
  @ApiOperation({
    summary: 'Add a step (last)',
    description: `A new step after the others, not done; at most 100 steps (409). ${RECORDED} Not idempotent: each call adds a step.`,
  })
  @ApiCreatedResponse({ type: AdminProjectStepDto })
  @ApiErrorResponses(400, 404, 409)
  createProjectStep(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: CreateProjectStepDto,
  ): Promise<AdminProjectStepDto> {
    return this.steps.add(user, projectId, dto);
  }

  @Put(':projectId/steps/order')
  @PROJECT_ID()
  @ApiOperation({
    summary: "Set the order of the project's steps (every step id, once)",
    description: `stepIds must name every step of the project exactly once (400 otherwise). Answers the steps in their new order. ${RECORDED}`,
  })
  @ApiOkResponse({ type: [AdminProjectStepDto] })
  @ApiErrorResponses(400, 404)
  reorderProjectSteps(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: ReorderProjectStepsDto,
  ): Promise<AdminProjectStepDto[]> {
    return this.steps.reorder(user, projectId, dto);
  }

  @Patch(':projectId/steps/:stepId')
  @PROJECT_ID()
  @STEP_ID()
  @ApiOperation({
    summary: 'Change a step, or mark it done (the client is e-mailed) or not done',
    description: `Only the fields sent change (null clears details or the staff note). isDone true dates it and e-mails the client that it is done, with the next step (through the outbox); false makes it not done again. ${RECORDED} Sending the same change again changes nothing.`,
  })
  @ApiOkResponse({ type: AdminProjectStepDto })
  @ApiErrorResponses(400, 404)
  updateProjectStep(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('stepId', ParseUUIDPipe) stepId: string,
    @Body() dto: UpdateProjectStepDto,
  ): Promise<AdminProjectStepDto> {
    return this.steps.update(user, projectId, stepId, dto);
  }

  @Delete(':projectId/steps/:stepId')
  @HttpCode(204)
  @PROJECT_ID()
  @STEP_ID()
  @ApiOperation({ summary: 'Remove a step', description: `Removes the step for good. ${RECORDED}` })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrorResponses(400, 404)
  deleteProjectStep(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('stepId', ParseUUIDPipe) stepId: string,
  ): Promise<void> {
    return this.steps.remove(user, projectId, stepId);
  }

  @Post(':projectId/tasks')
  @PROJECT_ID()
  @ApiOperation({
    summary: 'Add an onboarding task (last)',
    description: `A new task after the others, not ticked; with questionnaireKind, submitting that questionnaire ticks it. ${RECORDED} Not idempotent: each call adds a task.`,
  })
  @ApiCreatedResponse({ type: ProjectTaskDto })
  @ApiErrorResponses(400, 404)
  createProjectTask(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: CreateProjectTaskDto,
  ): Promise<ProjectTaskDto> {
    return this.tasks.add(user, projectId, dto);
  }

  @Patch(':projectId/tasks/:taskId')
  @PROJECT_ID()
  @TASK_ID()
  @ApiOperation({
    summary: 'Change an onboarding task, or tick it',
    description: `Only the fields sent change (null clears details or the questionnaire). Staff may tick any task; when none is left open, onboarding is complete. ${RECORDED} Sending the same change again changes nothing.`,
  })
  @ApiOkResponse({ type: ProjectTaskDto })
  @ApiErrorResponses(400, 404)
  updateProjectTask(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('taskId', ParseUUIDPipe) taskId: string,
    @Body() dto: UpdateProjectTaskDto,
  ): Promise<ProjectTaskDto> {
    return this.tasks.update(user, projectId, taskId, dto);
  }

  @Delete(':projectId/tasks/:taskId')
  @HttpCode(204)
  @PROJECT_ID()
  @TASK_ID()
  @ApiOperation({ summary: 'Remove an onboarding task', description: `Removes the task for good. ${RECORDED}` })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrorResponses(400, 404)
  deleteProjectTask(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('taskId', ParseUUIDPipe) taskId: string,
  ): Promise<void> {
    return this.tasks.remove(user, projectId, taskId);
  }

  @Get(':projectId/notes')
  @PROJECT_ID()
  @ApiOperation({
    summary: "Staff's notes on a project, newest first",
    description: 'Staff-only notes, paginated, with their author. Never shown to the client. Changes nothing.',
  })
  @ApiOkResponse({ type: ProjectNotePageDto })
  @ApiErrorResponses(400, 404)
  listProjectNotes(
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: PageQueryDto,
  ): Promise<ProjectNotePageDto> {
    return this.notes.list(projectId, query);
  }

  @Post(':projectId/notes')
  @PROJECT_ID()
  @ApiOperation({
    summary: 'Add a staff note to a project',
    description:
      "1 to 5000 characters, kept with its author; never sent to the client, in no portal response. Staff's open pages of the project are told. Not idempotent: each call adds a note.",
  })
  @ApiCreatedResponse({ type: ProjectNoteDto })
  @ApiErrorResponses(400, 404)
  createProjectNote(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: CreateProjectNoteDto,
  ): Promise<ProjectNoteDto> {
    return this.notes.add(user, projectId, dto.body);
  }

  @Get(':projectId/timeline')
  @PROJECT_ID()
  @ApiOperation({
    summary: "A project's timeline, newest first",
    description:
      'What happened to the project (created, activated, status changes, steps, tasks, documents, questionnaires, onboarding completed, balance invoice sent), each with what changed and who did it, paginated. Changes nothing.',
  })
  @ApiOkResponse({ type: ProjectEventPageDto })
  @ApiErrorResponses(400, 404)
  listProjectTimeline(
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: PageQueryDto,
  ): Promise<ProjectEventPageDto> {
    return this.projects.timeline(projectId, query);
  }
}
