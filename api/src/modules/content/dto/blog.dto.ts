import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../common/pagination';
import type { BlogPostEntity } from '../entities/blog-post.entity';

/** A published article as listed on /blog (the body is only in BlogPostDto). */
export class BlogPostSummaryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'how-to-start-business-in-the-us-step-by-step' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ type: [String], description: 'The first tag is the card label' })
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
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Paragraphs separated by blank lines; empty or null means the canned body for the topic applies',
  })
  content: string | null;

  @ApiProperty({ type: String, nullable: true })
  metaDescription: string | null;

  static override from(entity: BlogPostEntity): BlogPostDto {
    return { ...BlogPostSummaryDto.from(entity), content: entity.content, metaDescription: entity.metaDescription };
  }
}

export class BlogPostPageDto extends PageOf(BlogPostSummaryDto, 'BlogPostPageDto') {}
