import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../common/id-param.pipe';
import { PageQueryDto } from '../../common/pagination';
import { PortalProjectDetailDto, ProjectTaskDto, UpdatePortalProjectTaskDto } from './dto/project-workspace.dto';
import { PortalProjectPageDto } from './dto/project.dto';
import { PortalProjectsService } from './portal-projects.service';
import { ProjectTasks } from './project-tasks.service';

const OWN_ONLY = "Only the signed-in client's own projects: another's id is 404 like an unknown one.";

/** The signed-in client's projects. */
@ApiTags('portal-projects')
@Controller('portal/projects')
export class PortalProjectsController {
  constructor(
    private readonly projects: PortalProjectsService,
    private readonly tasks: ProjectTasks,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in client's projects, newest first",
    description:
      "Every project of their account (made when they accepted a proposal), whatever its status, paginated: its price split into deposit and balance, its progress (steps done of all, the current step, onboarding tasks left, staff's messages not read yet) and, while the deposit (or full) invoice is unpaid, that invoice's pay page (payUrl). Only their own: another client's projects are never listed. Changes nothing.",
  })
  @ApiOkResponse({ type: PortalProjectPageDto })
  @ApiErrorResponses(400)
  listPortalProjects(@CurrentUser() user: SessionUser, @Query() query: PageQueryDto): Promise<PortalProjectPageDto> {
    return this.projects.list(user, query);
  }

  @Get(':projectId')
  @ApiUuidParam("The project's id", 'projectId')
  @ApiOperation({
    summary: "One of the signed-in client's projects: steps, onboarding checklist, invoices and proposal",
    description: `${OWN_ONLY} The list's row, with the description, the steps in order (done with their date, the current one, the next ones), the onboarding checklist (with each linked questionnaire's progress), the invoices sent to the client (never a draft; each with its pay page while payable and its PDF) and the proposal it came from. Never a staff note. Changes nothing.`,
  })
  @ApiOkResponse({ type: PortalProjectDetailDto })
  @ApiErrorResponses(400, 404)
  getPortalProject(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
  ): Promise<PortalProjectDetailDto> {
    return this.projects.detail(user, projectId);
  }

  @Patch(':projectId/tasks/:taskId')
  @ApiUuidParam("The project's id", 'projectId')
  @ApiUuidParam("The onboarding task's id", 'taskId')
  @ApiOperation({
    summary: 'Tick (or untick) an onboarding task',
    description: `${OWN_ONLY} A plain task only: one linked to a questionnaire (questionnaireKind) is ticked by submitting that questionnaire (409). Dated when ticked; when it was the last one open, onboarding is complete. Recorded on the project's timeline; staff's open page is told. Sending the same value again changes nothing.`,
  })
  @ApiOkResponse({ type: ProjectTaskDto })
  @ApiErrorResponses(400, 404, 409)
  updatePortalProjectTask(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('taskId', ParseUUIDPipe) taskId: string,
    @Body() dto: UpdatePortalProjectTaskDto,
  ): Promise<ProjectTaskDto> {
    return this.tasks.tickByClient(user, projectId, taskId, dto.isDone);
  }
}
