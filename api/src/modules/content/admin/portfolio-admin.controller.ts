import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
import { TableExport } from '../../../common/admin-table';
import { AppConfig } from '../../../config/app.config';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import {
  AdminPortfolioFilterDto,
  AdminPortfolioItemDto,
  AdminPortfolioPageDto,
  CreatePortfolioItemDto,
  ListAdminPortfolioQueryDto,
  UpdatePortfolioItemDto,
} from './dto/portfolio-admin.dto';
import { ApiIdParam, ParseIdPipe } from '../../../common/id-param.pipe';
import { PortfolioAdminService } from './portfolio-admin.service';

@ApiTags('admin-content')
@AdminOnly()
@Controller('admin/portfolio')
export class PortfolioAdminController {
  constructor(
    private readonly portfolio: PortfolioAdminService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Case studies, active or not: search, filter, sort, paginate',
    description: "One page of the back office's case studies, hidden ones too. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminPortfolioPageDto })
  @ApiErrorResponses(400)
  listAdminPortfolio(@Query() query: ListAdminPortfolioQueryDto): Promise<AdminPortfolioPageDto> {
    return this.portfolio.list(query);
  }

  @Get('export')
  @TableExport('case studies')
  exportAdminPortfolio(@Query() filter: AdminPortfolioFilterDto): Promise<StreamableFile> {
    return this.portfolio.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  @Get(':id')
  @ApiIdParam("The case study's id")
  @ApiOperation({ summary: 'One case study', description: 'One case study as staff edit it. Changes nothing.' })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  getAdminPortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<AdminPortfolioItemDto> {
    return this.portfolio.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a case study (shown on the site at once unless isActive is false)',
    description: 'Adds a case study; it is on /portfolio at once unless isActive is false. Answers it with its id.',
  })
  @ApiCreatedResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400)
  createPortfolioItem(@Body() body: CreatePortfolioItemDto): Promise<AdminPortfolioItemDto> {
    return this.portfolio.create(body);
  }

  @Patch(':id')
  @ApiIdParam("The case study's id")
  @ApiOperation({
    summary: 'Edit a case study (only the fields sent change)',
    description: 'Changes only the fields sent; `null` clears an optional one. The site changes at once.',
  })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  updatePortfolioItem(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdatePortfolioItemDto,
  ): Promise<AdminPortfolioItemDto> {
    return this.portfolio.update(id, body);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @ApiIdParam("The case study's id")
  @ApiOperation({
    summary: 'Show a case study on the site',
    description: 'Shows the case study on the site at once. Idempotent.',
  })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  activatePortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<AdminPortfolioItemDto> {
    return this.portfolio.setActive(id, true);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiIdParam("The case study's id")
  @ApiOperation({
    summary: 'Hide a case study from the site (kept for later)',
    description: 'Hides the case study from the site at once; it is kept and can be shown again. Idempotent.',
  })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  deactivatePortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<AdminPortfolioItemDto> {
    return this.portfolio.setActive(id, false);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIdParam("The case study's id")
  @ApiOperation({
    summary: 'Delete a case study for good',
    description: 'Deletes the case study for good (deactivate it to keep it). The site changes at once.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(400, 404)
  deletePortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.portfolio.remove(id);
  }
}
