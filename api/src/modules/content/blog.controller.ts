import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { BlogService } from './blog.service';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { BlogPageQueryDto, BlogPostDto, BlogPostPageDto } from './dto/blog.dto';

@ApiTags('content')
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @Public()
  @UseInterceptors(ContentCacheInterceptor)
  @ApiOperation({
    summary: 'Published articles, newest first (without their bodies)',
    description:
      'The articles of /blog, newest first; drafts are left out, and so are the bodies (read one article for its body). Cached briefly, with an ETag. Changes nothing.',
  })
  @ApiOkResponse({ type: BlogPostPageDto })
  @ApiErrorResponses(400)
  listBlogPosts(@Query() query: BlogPageQueryDto): Promise<BlogPostPageDto> {
    return this.blog.listPublished(query);
  }

  @Get(':slugOrId')
  @Public()
  @UseInterceptors(ContentCacheInterceptor)
  @ApiOperation({
    summary: 'A published article by slug or id',
    description:
      "One published article, by its slug (what the site's URLs use) or its numeric id. A draft or an unknown slug is 404. Cached briefly, with an ETag.",
  })
  @ApiParam({
    name: 'slugOrId',
    description: 'The article slug, or its numeric id',
    example: 'how-to-form-a-501c3-nonprofit',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiErrorResponses(404)
  getBlogPost(@Param('slugOrId') slugOrId: string): Promise<BlogPostDto> {
    return this.blog.findPublished(slugOrId);
  }
}
