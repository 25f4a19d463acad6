import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { MAX_PAGE_SIZE, PageOf, PageQueryDto } from '../../../common/pagination';
import { BLOG_PAGE_SIZE } from '../content.constants';
import type { BlogPostEntity } from '../entities/blog-post.entity';
import { ApiIdProperty } from '../../../common/id-param.pipe';

/** `?page=&pageSize=` of the blog list: PageQueryDto's rules, a page of /blog by default. */
export class BlogPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    default: BLOG_PAGE_SIZE,
    description: `Articles per page, at most ${MAX_PAGE_SIZE}; by default as many as a page of /blog shows`,
  })
  override pageSize: number = BLOG_PAGE_SIZE;
}

/** A published article as listed on /blog (the body is only in BlogPostDto). */
export class BlogPostSummaryDto {
  @ApiIdProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'how-to-start-business-in-the-us-step-by-step' })
  slug: string;

  @ApiProperty({ example: 'How to Start a Business in the US, Step by Step' })
  title: string;

  @ApiProperty({
    example: 'From choosing a structure to opening a bank account: the order that saves you time and fees.',
    type: String,
    nullable: true,
  })
  excerpt: string | null;

  @ApiProperty({ example: '/images/blog/start-business-us.jpg', type: String, nullable: true })
  image: string | null;

  @ApiProperty({
    example: ['Business Formation', 'LLC'],
    type: [String],
    description: 'The first tag is the card label',
  })
  tags: string[];

  @ApiProperty({ type: String, format: 'date-time', description: 'Publication date shown on the card' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  static from(entity: BlogPostEntity): BlogPostSummaryDto {
    const { id, slug, title, excerpt, image, tags, createdAt, updatedAt } = entity;
    return { id, slug, title, excerpt, image, tags, createdAt, updatedAt };
  }
}

/** A published article in full, for /blog/:slug. */
@ApiSchema({ description: 'A published article in full, for /blog/:slug' })
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({
    example: 'Starting a business in the US takes five steps.\n\nFirst, pick a structure: an LLC suits most founders.',
    type: String,
    nullable: true,
    description: 'Paragraphs separated by blank lines; empty or null means the canned body for the topic applies',
  })
  content: string | null;

  @ApiProperty({
    example: 'A step-by-step guide to starting a US business: structure, EIN, bank account and licences.',
    type: String,
    nullable: true,
  })
  metaDescription: string | null;

  static override from(entity: BlogPostEntity): BlogPostDto {
    return { ...BlogPostSummaryDto.from(entity), content: entity.content, metaDescription: entity.metaDescription };
  }
}

export const BlogPostPageDto = PageOf(BlogPostSummaryDto, 'BlogPostPageDto');
export type BlogPostPageDto = InstanceType<typeof BlogPostPageDto>;
