import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/access/access.decorators';
import { TableExport } from '../../common/admin-table';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { AdminProjectsService } from './admin-projects.service';
import { AdminProjectFilterDto, AdminProjectPageDto, ListAdminProjectsQueryDto } from './dto/project.dto';

/** Staff's projects: the table and its export. */
@ApiTags('admin-projects')
@AdminOnly()
@Controller('admin/projects')
export class AdminProjectsController {
  constructor(private readonly projects: AdminProjectsService) {}

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
}
