import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { TableExport } from '../../../common/admin-table';
import { AppConfig } from '../../../config/app.config';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiIdParam, ParseIdPipe } from '../../../common/id-param.pipe';
import { BlogAdminService } from './blog-admin.service';
import {
  AdminBlogPostDto,
  AdminBlogPostFilterDto,
  AdminBlogPostPageDto,
  CreateBlogPostDto,
  ListAdminBlogPostsQueryDto,
  UpdateBlogPostDto,
} from './dto/blog-admin.dto';

/** The blog's back office: every article, drafts included, and its edits. */
@ApiTags('admin-blog')
@AdminOnly()
@Controller('admin/blog')
export class BlogAdminController {
  constructor(
    private readonly blog: BlogAdminService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Articles, drafts too: search, filter, sort, paginate',
    description: "One page of the back office's articles, drafts too (without bodies). Changes nothing.",
  })
  @ApiOkResponse({ type: AdminBlogPostPageDto })
  @ApiErrorResponses(400)
  listAdminBlogPosts(@Query() query: ListAdminBlogPostsQueryDto): Promise<AdminBlogPostPageDto> {
    return this.blog.list(query);
  }

  @Get('export')
  @TableExport('articles')
  exportAdminBlogPosts(@Query() filter: AdminBlogPostFilterDto): Promise<StreamableFile> {
    return this.blog.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  @Get(':id')
  @ApiIdParam("The article's id")
  @ApiOperation({
    summary: 'One article with its body, draft or published',
    description: 'One article with its body, draft or published. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiErrorResponses(400, 404)
  getAdminBlogPost(@Param('id', ParseIdPipe) id: number): Promise<AdminBlogPostDto> {
    return this.blog.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Write an article (a draft unless isPublished); the slug comes from the title if omitted',
    description:
      'Adds an article as a draft, or published at once with `isPublished: true`. Without a slug one is made from the title ("-2", "-3"... when taken); a slug given and taken is 409 with code SLUG_TAKEN. The signed-in member of staff is its author.',
  })
  @ApiCreatedResponse({ type: AdminBlogPostDto })
  @ApiErrorResponses(400, 409)
  createBlogPost(@Body() body: CreateBlogPostDto, @CurrentUser() author: SessionUser): Promise<AdminBlogPostDto> {
    return this.blog.create(body, author.id);
  }

  @Patch(':id')
  @ApiIdParam("The article's id")
  @ApiOperation({
    summary: 'Change an article (fields left out stay as they are)',
    description:
      'Changes only the fields sent; a blank slug is made again from the title; a taken slug is 409 SLUG_TAKEN. A published article changes on the site at once.',
  })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiErrorResponses(400, 404, 409)
  updateBlogPost(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    return this.blog.update(id, body);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiIdParam("The article's id")
  @ApiOperation({
    summary: 'Publish an article: it appears on /blog at once',
    description:
      'Makes the article public: it is on /blog and in the sitemap at once. Its first publication date is kept when it was published before. Idempotent.',
  })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiErrorResponses(400, 404)
  publishBlogPost(@Param('id', ParseIdPipe) id: number): Promise<AdminBlogPostDto> {
    return this.blog.setPublished(id, true);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiIdParam("The article's id")
  @ApiOperation({
    summary: 'Turn an article back into a draft: it leaves the site at once',
    description: 'Turns the article back into a draft: its page answers 404 at once. Idempotent.',
  })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiErrorResponses(400, 404)
  unpublishBlogPost(@Param('id', ParseIdPipe) id: number): Promise<AdminBlogPostDto> {
    return this.blog.setPublished(id, false);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiIdParam("The article's id")
  @ApiOperation({
    summary: 'Delete an article for good',
    description: 'Deletes the article for good (unpublish it to keep it). Its page answers 404 at once.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(400, 404)
  deleteBlogPost(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.blog.remove(id);
  }
}
