import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../common/pagination';
import { PortalProjectPageDto } from './dto/project.dto';
import { PortalProjectsService } from './portal-projects.service';

/** The signed-in client's projects. */
@ApiTags('portal-projects')
@Controller('portal/projects')
export class PortalProjectsController {
  constructor(private readonly projects: PortalProjectsService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in client's projects, newest first",
    description:
      "Every project of their account (made when they accepted a proposal), whatever its status, paginated: its price split into deposit and balance and, while the deposit (or full) invoice is unpaid, that invoice's pay page (payUrl). Only their own: another client's projects are never listed. Changes nothing.",
  })
  @ApiOkResponse({ type: PortalProjectPageDto })
  @ApiErrorResponses(400)
  listPortalProjects(@CurrentUser() user: SessionUser, @Query() query: PageQueryDto): Promise<PortalProjectPageDto> {
    return this.projects.list(user, query);
  }
}
