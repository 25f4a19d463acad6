import { SingleLine } from '../../../../common/unsafe-text';
import { Present } from '../../../../common/validation';
import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { BooleanFilter, ExportQuery, TableQuery } from '../../../../common/admin-table';
import { PageOf } from '../../../../common/pagination';
import { PORTFOLIO_CATEGORIES, PortfolioCategory } from '../../content.constants';
import { PortfolioItemDto } from '../../dto/portfolio.dto';
import type { PortfolioItemEntity } from '../../entities/portfolio-item.entity';
import {
  CONTENT_TITLE_MAX_LENGTH,
  IMAGE_MAX_LENGTH,
  ImageRef,
  OptionalText,
  RequiredText,
  StringList,
} from '../content-fields';

export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 5000;
/** Client name and industry (varchar(255) columns). */
export const PORTFOLIO_LABEL_MAX_LENGTH = 255;
/** Key results and tags: short phrases, a handful per case study. */
export const PORTFOLIO_RESULTS_MAX_ITEMS = 10;
export const PORTFOLIO_RESULT_MAX_LENGTH = 200;
export const PORTFOLIO_TAGS_MAX_ITEMS = 15;
export const PORTFOLIO_TAG_MAX_LENGTH = 50;

export const PORTFOLIO_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'serviceCategory'] as const;
export type PortfolioSortField = (typeof PORTFOLIO_SORT_FIELDS)[number];

/** One page of the staff's Portfolio table: search, category and active filters, sort, page. */
export class ListAdminPortfolioQueryDto extends TableQuery({
  sortFields: PORTFOLIO_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: 'Part of the title, client name, industry or description',
}) {
  @ApiPropertyOptional({
    description: 'Only case studies of this category',
    enum: PORTFOLIO_CATEGORIES,
    enumName: 'PortfolioCategory',
  })
  @IsOptional()
  @IsIn(PORTFOLIO_CATEGORIES)
  @SingleLine()
  serviceCategory?: PortfolioCategory;

  @BooleanFilter('Shown on the site (true) or hidden (false)')
  isActive?: boolean;
}

/** The Portfolio table's filters and sort without paging (the CSV export). */
export class AdminPortfolioFilterDto extends ExportQuery(ListAdminPortfolioQueryDto) {}

/** A case study as staff see it: the public fields plus visibility and dates. */
@ApiSchema({ description: 'A case study as staff see it: the public fields plus visibility and dates' })
export class AdminPortfolioItemDto extends PortfolioItemDto {
  @ApiProperty({ example: true, description: 'Shown on /portfolio and the home page' })
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

export const AdminPortfolioPageDto = PageOf(AdminPortfolioItemDto, 'AdminPortfolioPageDto');
export type AdminPortfolioPageDto = InstanceType<typeof AdminPortfolioPageDto>;

/** What staff write for a case study. */
export class CreatePortfolioItemDto {
  @ApiProperty({ maxLength: CONTENT_TITLE_MAX_LENGTH, example: 'Global Trade Co. goes from idea to LLC in 3 weeks' })
  @RequiredText(CONTENT_TITLE_MAX_LENGTH)
  @SingleLine()
  title: string;

  @ApiProperty({
    example: 'A Canadian importer needed a US entity, an EIN and a bank account before its first shipment.',
    maxLength: PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  })
  @RequiredText(PORTFOLIO_DESCRIPTION_MAX_LENGTH)
  description: string;

  @ApiProperty({ enum: PORTFOLIO_CATEGORIES, enumName: 'PortfolioCategory' })
  @IsIn(PORTFOLIO_CATEGORIES, { message: `serviceCategory must be one of: ${PORTFOLIO_CATEGORIES.join(', ')}` })
  @SingleLine()
  serviceCategory: PortfolioCategory;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: IMAGE_MAX_LENGTH,
    description: 'A site path such as /images/case.webp, or a URL on an IMAGE_HOSTS origin',
  })
  @ImageRef()
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PORTFOLIO_LABEL_MAX_LENGTH })
  @OptionalText(PORTFOLIO_LABEL_MAX_LENGTH)
  @SingleLine()
  clientName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PORTFOLIO_LABEL_MAX_LENGTH })
  @OptionalText(PORTFOLIO_LABEL_MAX_LENGTH)
  @SingleLine()
  industry?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: PORTFOLIO_RESULTS_MAX_ITEMS,
    description: `Key results, each at most ${PORTFOLIO_RESULT_MAX_LENGTH} characters`,
  })
  @Present()
  @StringList(PORTFOLIO_RESULTS_MAX_ITEMS, PORTFOLIO_RESULT_MAX_LENGTH)
  results?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: PORTFOLIO_TAGS_MAX_ITEMS,
    description: `Tags, each at most ${PORTFOLIO_TAG_MAX_LENGTH} characters`,
  })
  @Present()
  @StringList(PORTFOLIO_TAGS_MAX_ITEMS, PORTFOLIO_TAG_MAX_LENGTH)
  tags?: string[];

  @ApiPropertyOptional({ default: true, description: 'Shown on the site' })
  @Present()
  @IsBoolean()
  isActive?: boolean;
}

/** A partial edit: only the fields sent change. */
export class UpdatePortfolioItemDto extends PartialType(CreatePortfolioItemDto, { skipNullProperties: false }) {}
