import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
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
  constructor(private readonly portfolio: PortfolioAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Case studies, active or not: search, filter, sort, paginate' })
  @ApiOkResponse({ type: AdminPortfolioPageDto })
  @ApiErrorResponses(400)
  listAdminPortfolio(@Query() query: ListAdminPortfolioQueryDto): Promise<AdminPortfolioPageDto> {
    return this.portfolio.list(query);
  }

  @Get('export')
  @ApiOperation({ summary: 'The filtered case studies as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  @ApiErrorResponses(400)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="portfolio.csv"')
  exportAdminPortfolio(@Query() filter: AdminPortfolioFilterDto): Promise<string> {
    return this.portfolio.table.exportCsv(filter);
  }

  @Get(':id')
  @ApiIdParam("The case study's id")
  @ApiOperation({ summary: 'One case study' })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  getAdminPortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<AdminPortfolioItemDto> {
    return this.portfolio.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a case study (shown on the site at once unless isActive is false)' })
  @ApiCreatedResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400)
  createPortfolioItem(@Body() body: CreatePortfolioItemDto): Promise<AdminPortfolioItemDto> {
    return this.portfolio.create(body);
  }

  @Patch(':id')
  @ApiIdParam("The case study's id")
  @ApiOperation({ summary: 'Edit a case study (only the fields sent change)' })
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
  @ApiOperation({ summary: 'Show a case study on the site' })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  activatePortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<AdminPortfolioItemDto> {
    return this.portfolio.setActive(id, true);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiIdParam("The case study's id")
  @ApiOperation({ summary: 'Hide a case study from the site (kept for later)' })
  @ApiOkResponse({ type: AdminPortfolioItemDto })
  @ApiErrorResponses(400, 404)
  deactivatePortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<AdminPortfolioItemDto> {
    return this.portfolio.setActive(id, false);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIdParam("The case study's id")
  @ApiOperation({ summary: 'Delete a case study for good' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(400, 404)
  deletePortfolioItem(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.portfolio.remove(id);
  }
}
