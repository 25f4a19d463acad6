import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import {
  AdminPageDto,
  AdminPageSummaryDto,
  CreatePageSectionDto,
  ReorderPageSectionsDto,
  UpdatePageDto,
  UpdatePageSectionDto,
} from './dto/pages-admin.dto';
import { ApiIdParam, ParseIdPipe } from '../../../common/id-param.pipe';
import { PagesAdminService } from './pages-admin.service';

const SlugParam = () => ApiParam({ name: 'slug', example: 'about', description: "The page's route" });

@ApiTags('admin-content')
@AdminOnly()
@Controller('admin/pages')
export class PagesAdminController {
  constructor(private readonly pages: PagesAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Every static page, published or not, by slug',
    description:
      "The pages staff can edit, by slug, published or not. Pages are the site's routes: they are neither created nor deleted through the API. Changes nothing.",
  })
  @ApiOkResponse({ type: [AdminPageSummaryDto] })
  listAdminPages(): Promise<AdminPageSummaryDto[]> {
    return this.pages.list();
  }

  @Get(':slug')
  @SlugParam()
  @ApiOperation({
    summary: 'A page with its content and all its sections, active or not',
    description:
      'A page as staff edit it: its content and every section, inactive ones too, in display order. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminPageDto })
  @ApiErrorResponses(404)
  getAdminPage(@Param('slug') slug: string): Promise<AdminPageDto> {
    return this.pages.get(slug);
  }

  @Patch(':slug')
  @SlugParam()
  @ApiOperation({
    summary: "Edit a page's title, meta description, published flag or content (fields sent change)",
    description:
      'Changes only the fields sent. The public page, and the head tags built from its title and description, change at once (the content cache is emptied on every replica).',
  })
  @ApiOkResponse({ type: AdminPageDto })
  @ApiErrorResponses(400, 404)
  updatePage(@Param('slug') slug: string, @Body() body: UpdatePageDto): Promise<AdminPageDto> {
    return this.pages.update(slug, body);
  }

  @Post(':slug/sections')
  @SlugParam()
  @ApiOperation({
    summary: 'Add a section to a page (last unless orderIndex is given)',
    description:
      'Adds a section; its key must be new on the page (409 otherwise). It goes last unless orderIndex says where. The public page changes at once. Answers the whole page.',
  })
  @ApiCreatedResponse({ type: AdminPageDto, description: 'The page with its sections' })
  @ApiErrorResponses(400, 404, 409)
  createPageSection(@Param('slug') slug: string, @Body() body: CreatePageSectionDto): Promise<AdminPageDto> {
    return this.pages.addSection(slug, body);
  }

  @Put(':slug/sections/order')
  @SlugParam()
  @ApiOperation({
    summary: "Set the display order of a page's sections (every section id, once)",
    description:
      'Sets the display order: `sectionIds` must name every section of the page once (400 otherwise). The public page changes at once. Answers the whole page.',
  })
  @ApiOkResponse({ type: AdminPageDto })
  @ApiErrorResponses(400, 404)
  reorderPageSections(@Param('slug') slug: string, @Body() body: ReorderPageSectionsDto): Promise<AdminPageDto> {
    return this.pages.reorderSections(slug, body);
  }

  @Patch(':slug/sections/:id')
  @SlugParam()
  @ApiIdParam("The section's id (`id` of AdminPageSectionDto)")
  @ApiOperation({
    summary: 'Edit a section (only the fields sent change)',
    description:
      'Changes only the fields sent; a key already used by another section of the page is 409. The public page changes at once. Answers the whole page.',
  })
  @ApiOkResponse({ type: AdminPageDto })
  @ApiErrorResponses(400, 404, 409)
  updatePageSection(
    @Param('slug') slug: string,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdatePageSectionDto,
  ): Promise<AdminPageDto> {
    return this.pages.updateSection(slug, id, body);
  }

  @Delete(':slug/sections/:id')
  @SlugParam()
  @ApiIdParam("The section's id (`id` of AdminPageSectionDto)")
  @ApiOperation({
    summary: 'Delete a section',
    description:
      'Deletes the section for good. The public page changes at once. Answers the page with its remaining sections.',
  })
  @ApiOkResponse({ type: AdminPageDto, description: 'The page with its remaining sections' })
  @ApiErrorResponses(400, 404)
  deletePageSection(@Param('slug') slug: string, @Param('id', ParseIdPipe) id: number): Promise<AdminPageDto> {
    return this.pages.removeSection(slug, id);
  }
}
