import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { BooleanFilter, TableQuery } from '../../../../common/admin-table';
import { PageOf } from '../../../../common/pagination';
import { Trim } from '../../../../common/transforms';
import { PORTFOLIO_CATEGORIES, PortfolioCategory } from '../../content.constants';
import { PortfolioItemDto } from '../../dto/portfolio.dto';
import type { PortfolioItemEntity } from '../../entities/portfolio-item.entity';
import {
  CONTENT_TITLE_MAX_LENGTH,
  PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_LABEL_MAX_LENGTH,
  PORTFOLIO_RESULT_MAX_LENGTH,
  PORTFOLIO_RESULTS_MAX_ITEMS,
  PORTFOLIO_TAG_MAX_LENGTH,
  PORTFOLIO_TAGS_MAX_ITEMS,
} from '../content-admin.constants';
import { IMAGE_REF_MAX_LENGTH, IsImageRef } from '../content-validators';

export const PORTFOLIO_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'serviceCategory'] as const;
export type PortfolioSortField = (typeof PORTFOLIO_SORT_FIELDS)[number];

/** One page of the staff's Portfolio table: search, category and active filters, sort, page. */
export class ListAdminPortfolioQueryDto extends TableQuery({
  sortFields: PORTFOLIO_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: 'Part of the title, client name, industry or description',
}) {
  @ApiPropertyOptional({ enum: PORTFOLIO_CATEGORIES, enumName: 'PortfolioCategory' })
  @IsOptional()
  @IsIn(PORTFOLIO_CATEGORIES)
  serviceCategory?: PortfolioCategory;

  @BooleanFilter('Shown on the site (true) or hidden (false)')
  isActive?: boolean;
}

/** The Portfolio table's filters and sort without paging (the CSV export). */
export class AdminPortfolioFilterDto extends OmitType(ListAdminPortfolioQueryDto, ['page', 'pageSize'] as const) {}

/** A case study as staff see it: the public fields plus visibility and dates. */
export class AdminPortfolioItemDto extends PortfolioItemDto {
  @ApiProperty({ description: 'Shown on /portfolio and the home page' })
  isActive: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static fromEntity(entity: PortfolioItemEntity): AdminPortfolioItemDto {
    return {
      ...PortfolioItemDto.from(entity),
      isActive: entity.isActive,
      createdAt: entity.createdAt.toISOString(),
      updatedAt: entity.updatedAt.toISOString(),
    };
  }
}

export class AdminPortfolioPageDto extends PageOf(AdminPortfolioItemDto, 'AdminPortfolioPageDto') {}

/** Optional text: trimmed, and empty means none (stored as null). */
const NullableText = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
/** A list of short phrases: each trimmed, blanks dropped. */
const TrimmedList = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)).filter((entry) => entry !== '')
      : value,
  );

/** May be left out, but not sent as null (the column has no "none"). */
const Present = () => ValidateIf((_object, value) => value !== undefined);

/** What staff write for a case study. */
export class CreatePortfolioItemDto {
  @ApiProperty({ maxLength: CONTENT_TITLE_MAX_LENGTH, example: 'Global Trade Co. goes from idea to LLC in 3 weeks' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(CONTENT_TITLE_MAX_LENGTH)
  title: string;

  @ApiProperty({ maxLength: PORTFOLIO_DESCRIPTION_MAX_LENGTH })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(PORTFOLIO_DESCRIPTION_MAX_LENGTH)
  description: string;

  @ApiProperty({ enum: PORTFOLIO_CATEGORIES, enumName: 'PortfolioCategory' })
  @IsIn(PORTFOLIO_CATEGORIES, { message: `serviceCategory must be one of: ${PORTFOLIO_CATEGORIES.join(', ')}` })
  serviceCategory: PortfolioCategory;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: IMAGE_REF_MAX_LENGTH,
    description: 'An http(s) URL or a site path such as /images/case.webp',
  })
  @IsOptional()
  @NullableText()
  @IsImageRef()
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PORTFOLIO_LABEL_MAX_LENGTH })
  @IsOptional()
  @NullableText()
  @IsString()
  @MaxLength(PORTFOLIO_LABEL_MAX_LENGTH)
  clientName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PORTFOLIO_LABEL_MAX_LENGTH })
  @IsOptional()
  @NullableText()
  @IsString()
  @MaxLength(PORTFOLIO_LABEL_MAX_LENGTH)
  industry?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: PORTFOLIO_RESULTS_MAX_ITEMS,
    description: `Key results, each at most ${PORTFOLIO_RESULT_MAX_LENGTH} characters`,
  })
  @Present()
  @TrimmedList()
  @IsArray()
  @ArrayMaxSize(PORTFOLIO_RESULTS_MAX_ITEMS)
  @IsString({ each: true })
  @MaxLength(PORTFOLIO_RESULT_MAX_LENGTH, { each: true })
  results?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: PORTFOLIO_TAGS_MAX_ITEMS,
    description: `Tags, each at most ${PORTFOLIO_TAG_MAX_LENGTH} characters`,
  })
  @Present()
  @TrimmedList()
  @IsArray()
  @ArrayMaxSize(PORTFOLIO_TAGS_MAX_ITEMS)
  @IsString({ each: true })
  @MaxLength(PORTFOLIO_TAG_MAX_LENGTH, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ default: true, description: 'Shown on the site' })
  @Present()
  @IsBoolean()
  isActive?: boolean;
}

/** A partial edit: only the fields sent change. */
export class UpdatePortfolioItemDto extends PartialType(CreatePortfolioItemDto, { skipNullProperties: false }) {}
