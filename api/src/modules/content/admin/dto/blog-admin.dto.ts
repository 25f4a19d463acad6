import { SingleLine } from '../../../../common/unsafe-text';
import { Present } from '../../../../common/validation';
import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, Matches } from 'class-validator';
import { BooleanFilter, ExportQuery, TableQuery } from '../../../../common/admin-table';
import { PageOf } from '../../../../common/pagination';
import { BlogPostDto } from '../../dto/blog.dto';
import type { BlogPostEntity } from '../../entities/blog-post.entity';
import {
  CONTENT_TITLE_MAX_LENGTH,
  IMAGE_MAX_LENGTH,
  ImageRef,
  META_DESCRIPTION_MAX_LENGTH,
  OptionalText,
  RequiredText,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  StringList,
} from '../content-fields';

export const BLOG_EXCERPT_MAX_LENGTH = 500;
/** Well above a long article, well below the 1 MB body limit. */
export const BLOG_CONTENT_MAX_LENGTH = 100_000;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX_LENGTH = 40;

/* ---------- Table ---------- */

export const BLOG_POST_SORT_FIELDS = ['updatedAt', 'createdAt', 'publishedAt', 'title'] as const;

export class ListAdminBlogPostsQueryDto extends TableQuery({
  sortFields: BLOG_POST_SORT_FIELDS,
  defaultSortBy: 'updatedAt',
  searchDescription: 'Part of the title, slug or a tag',
}) {
  @BooleanFilter('true: published; false: drafts')
  isPublished?: boolean;
}

export class AdminBlogPostFilterDto extends ExportQuery(ListAdminBlogPostsQueryDto) {}

/** An article as staff see it: drafts too, with its body and publication state. */
@ApiSchema({ description: 'An article as staff see it: drafts too, with its body and publication state' })
export class AdminBlogPostDto extends BlogPostDto {
  @ApiProperty({ example: true, description: 'false: a draft, invisible on the site' })
  isPublished: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the article first went public',
  })
  publishedAt: Date | null;

  static override from(entity: BlogPostEntity): AdminBlogPostDto {
    return { ...BlogPostDto.from(entity), isPublished: entity.isPublished, publishedAt: entity.publishedAt };
  }
}

export const AdminBlogPostPageDto = PageOf(AdminBlogPostDto, 'AdminBlogPostPageDto');
export type AdminBlogPostPageDto = InstanceType<typeof AdminBlogPostPageDto>;

/* ---------- Writes ---------- */

export class CreateBlogPostDto {
  @ApiProperty({ maxLength: CONTENT_TITLE_MAX_LENGTH, example: 'How to Form an LLC in Delaware' })
  @RequiredText(CONTENT_TITLE_MAX_LENGTH)
  @SingleLine()
  title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SLUG_MAX_LENGTH,
    pattern: SLUG_PATTERN.source,
    description: 'Unique; derived from the title when omitted or blank',
    example: 'how-to-form-an-llc-in-delaware',
  })
  @OptionalText(SLUG_MAX_LENGTH)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @SingleLine()
  slug?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BLOG_EXCERPT_MAX_LENGTH })
  @OptionalText(BLOG_EXCERPT_MAX_LENGTH)
  @SingleLine()
  excerpt?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BLOG_CONTENT_MAX_LENGTH,
    description:
      'Plain text: paragraphs separated by blank lines, headings and "1. " subheadings detected as on the article page; blank for the canned body',
  })
  @OptionalText(BLOG_CONTENT_MAX_LENGTH)
  content?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: IMAGE_MAX_LENGTH,
    description:
      'A site path such as /images/blog/x.jpg, or a URL on an IMAGE_HOSTS origin; blank for the topic fallback',
  })
  @ImageRef()
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: META_DESCRIPTION_MAX_LENGTH })
  @OptionalText(META_DESCRIPTION_MAX_LENGTH)
  @SingleLine()
  metaDescription?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: BLOG_TAGS_MAX,
    description: `Up to ${BLOG_TAGS_MAX} tags of 1 to ${BLOG_TAG_MAX_LENGTH} characters (trimmed, repeats dropped); the first is the card label`,
  })
  @Present()
  @StringList(BLOG_TAGS_MAX, BLOG_TAG_MAX_LENGTH)
  tags?: string[];

  @ApiPropertyOptional({ default: false, description: 'true publishes the article at once' })
  @Present()
  @IsBoolean()
  isPublished?: boolean;
}

/** Changes to an article (absent fields stay); publication has its own operations. */
export class UpdateBlogPostDto extends PartialType(OmitType(CreateBlogPostDto, ['isPublished'] as const), {
  skipNullProperties: false,
}) {}
