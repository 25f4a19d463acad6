import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MAX_PAGE } from '../../../../common/pagination';
import { IntegerBetween } from '../../../../common/validation';

export const SEO_PATH_MAX_LENGTH = 512;

export class SeoHeadQueryDto {
  @ApiProperty({
    description: 'A path of the site (no query string or hash)',
    example: '/blog/how-to-form-a-501c3-nonprofit',
    maxLength: SEO_PATH_MAX_LENGTH,
  })
  @IsString()
  @MaxLength(SEO_PATH_MAX_LENGTH)
  @Matches(/^\/[^\s?#]*$/, { message: 'path must be a site path starting with /' })
  path: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    example: 2,
    description:
      'The page of the blog list (its `?page=`), read on /blog only: from 2 on the canonical URL is /blog?page={page}; page 1 is /blog; a page past the last is status 404',
  })
  @IsOptional()
  @IntegerBetween(1, MAX_PAGE)
  page?: number;
}

export const SEO_ROBOTS = ['index, follow', 'noindex'] as const;
export type SeoRobots = (typeof SEO_ROBOTS)[number];

/** The head of one page of the site: the same tags the server puts into the HTML and the web applies. */
@ApiSchema({
  description: 'The head of one page of the site: the same tags the server puts into the HTML and the web applies',
})
export class SeoHeadDto {
  @ApiProperty({
    type: 'integer',
    enum: [200, 404],
    enumName: 'SeoHeadStatus',
    example: 200,
    description:
      'HTTP status the page is served with: 404 for unknown paths, missing or draft articles and pages of the blog list past the last',
  })
  status: 200 | 404;

  @ApiProperty({ description: 'The document <title>', example: 'About Us | Inspivision' })
  title: string;

  @ApiProperty({
    example: 'Inspivision helps founders form, brand and launch their US business.',
    description: 'The meta description',
  })
  description: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Absolute canonical URL; null for pages that are not indexed',
    example: 'https://www.inspivision.com/about',
  })
  canonicalUrl: string | null;

  @ApiProperty({ enum: SEO_ROBOTS, enumName: 'SeoRobots', description: 'The robots meta value' })
  robots: SeoRobots;

  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      required: ['@context', '@type'],
      properties: {
        '@context': { type: 'string', enum: ['https://schema.org'] },
        '@type': { type: 'string', description: 'The schema.org type', example: 'Organization' },
      },
      additionalProperties: true,
    },
    description: 'schema.org JSON-LD objects, each one `application/ld+json` script element of the page',
    example: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Inspivision',
        url: 'https://www.inspivision.com',
        email: 'hello@inspivision.com',
      },
    ],
  })
  jsonLd: Record<string, unknown>[];
}
