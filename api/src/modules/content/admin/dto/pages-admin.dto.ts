import { SingleLine } from '../../../../common/unsafe-text';
import { Present } from '../../../../common/validation';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, Matches, Max, Min } from 'class-validator';
import { ApiIdProperty, ID_SCHEMA, MAX_INT_ID } from '../../../../common/id-param.pipe';
import type { PageSectionEntity } from '../../entities/page-section.entity';
import type { PageEntity } from '../../entities/page.entity';
import { PAGE_SECTION_TYPES, type PageSectionType } from '../../content.constants';
import {
  SECTION_CONTENT_MODELS,
  SECTION_CONTENT_SCHEMA,
  sectionListSchema,
  sectionVariants,
} from '../../dto/page-section-content.dto';
import {
  CONTENT_JSON_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  IsBoundedJsonObject,
  META_DESCRIPTION_MAX_LENGTH,
  OptionalText,
  RequiredText,
} from '../content-fields';

export const SECTION_KEY_MAX_LENGTH = 100;
/** Sections per page (a reorder lists them all). */
export const PAGE_SECTIONS_MAX = 100;

/** Section keys are identifiers (the web uses them in element ids): lower-case letters, digits, - and _. */
const IDENTIFIER = /^[a-z0-9][a-z0-9_-]*$/;
const IDENTIFIER_MESSAGE = '$property may hold only lower-case letters, digits, - and _';

/** A row of the staff's Pages list. */
@ApiSchema({ description: "A row of the staff's Pages list" })
export class AdminPageSummaryDto {
  @ApiProperty({ example: 'about', description: "The site's route; fixed" })
  slug: string;

  @ApiProperty({ example: 'About Inspivision', description: 'The document <title>' })
  title: string;

  @ApiProperty({
    example: 'Who we are: a US business-launch agency helping founders form, brand and grow.',
    type: String,
    nullable: true,
  })
  metaDescription: string | null;

  @ApiProperty({ example: true, description: 'Unpublished pages answer 404 on the public API' })
  isPublished: boolean;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static fromEntity(page: PageEntity): AdminPageSummaryDto {
    const { slug, title, metaDescription, isPublished } = page;
    return { slug, title, metaDescription, isPublished, updatedAt: page.updatedAt.toISOString() };
  }
}

/** A section as staff see it: inactive ones too, with its id; its schemas are the variants, one per type. */
export class AdminPageSectionDto {
  @ApiIdProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'hero' })
  sectionKey: string;

  sectionType: PageSectionType;

  /** Of the type's content class (dto/page-section-content.dto.ts). */
  content: Record<string, unknown>;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0 })
  orderIndex: number;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static fromEntity(section: PageSectionEntity): AdminPageSectionDto {
    const { id, sectionKey, sectionType, content, orderIndex, isActive } = section;
    return { id, sectionKey, sectionType, content, orderIndex, isActive, updatedAt: section.updatedAt.toISOString() };
  }
}

const ADMIN_PAGE_SECTION_VARIANTS = sectionVariants(AdminPageSectionDto);

/** A page with its content and every section, in display order. */
@ApiExtraModels(...ADMIN_PAGE_SECTION_VARIANTS)
@ApiSchema({ description: 'A page with its content and every section, in display order' })
export class AdminPageDto extends AdminPageSummaryDto {
  @ApiProperty({
    example: {
      effectiveDate: '2025-10-10',
      intro: 'These terms govern the Inspivision website, client portal and services.',
      sections: [{ heading: 'Payments', paragraphs: ['Invoices are due within 14 days.'] }],
    },
    type: 'object',
    additionalProperties: true,
    description: 'Page-specific JSON',
  })
  content: Record<string, unknown>;

  @ApiProperty(sectionListSchema(ADMIN_PAGE_SECTION_VARIANTS))
  sections: AdminPageSectionDto[];

  static withSections(page: PageEntity, sections: PageSectionEntity[]): AdminPageDto {
    return {
      ...AdminPageSummaryDto.fromEntity(page),
      content: page.content,
      sections: sections.map(AdminPageSectionDto.fromEntity),
    };
  }
}

/** A partial edit of a page: only the fields sent change. */
export class UpdatePageDto {
  @ApiPropertyOptional({ maxLength: CONTENT_TITLE_MAX_LENGTH })
  @Present()
  @RequiredText(CONTENT_TITLE_MAX_LENGTH)
  @SingleLine()
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: META_DESCRIPTION_MAX_LENGTH })
  @OptionalText(META_DESCRIPTION_MAX_LENGTH)
  @SingleLine()
  metaDescription?: string | null;

  @ApiPropertyOptional()
  @Present()
  @IsBoolean()
  isPublished?: boolean;

  @ApiPropertyOptional({
    example: {
      effectiveDate: '2025-10-10',
      intro: 'These terms govern the Inspivision website, client portal and services.',
      sections: [{ heading: 'Payments', paragraphs: ['Invoices are due within 14 days.'] }],
    },
    type: 'object',
    additionalProperties: true,
    description: `Page-specific JSON object, at most ${CONTENT_JSON_MAX_LENGTH} characters`,
  })
  @Present()
  @IsBoundedJsonObject(CONTENT_JSON_MAX_LENGTH)
  content?: Record<string, unknown>;
}

/** A new block of a page; its content must fit its type (checked by PagesAdminService). */
@ApiExtraModels(...SECTION_CONTENT_MODELS)
export class CreatePageSectionDto {
  @ApiProperty({
    maxLength: SECTION_KEY_MAX_LENGTH,
    pattern: IDENTIFIER.source,
    example: 'hero',
    description: 'Unique within its page',
  })
  @RequiredText(SECTION_KEY_MAX_LENGTH)
  @Matches(IDENTIFIER, { message: IDENTIFIER_MESSAGE })
  @SingleLine()
  sectionKey: string;

  @ApiProperty({
    enum: PAGE_SECTION_TYPES,
    enumName: 'PageSectionType',
    example: 'text',
    description: 'How the site renders the section; it says the shape of `content`',
  })
  @IsIn(PAGE_SECTION_TYPES, { message: `sectionType must be one of: ${PAGE_SECTION_TYPES.join(', ')}` })
  sectionType: PageSectionType;

  @ApiProperty({
    ...SECTION_CONTENT_SCHEMA,
    example: { heading: 'Our story', paragraphs: ['Founded in 2021, Inspivision has helped 190 businesses launch.'] },
  })
  @IsBoundedJsonObject(CONTENT_JSON_MAX_LENGTH)
  content: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 10_000,
    example: 2,
    description: 'Display position; a new section goes last when left out',
  })
  @Present()
  @IsInt()
  @Min(0)
  @Max(10_000)
  orderIndex?: number;

  @ApiPropertyOptional({ default: true })
  @Present()
  @IsBoolean()
  isActive?: boolean;
}

/** A partial edit of a section: only the fields sent change; type and content, as they end up, must fit. */
export class UpdatePageSectionDto extends PartialType(CreatePageSectionDto, { skipNullProperties: false }) {}

/** The page's sections in their new display order: every section of the page, once. */
export class ReorderPageSectionsDto {
  @ApiProperty({ type: 'array', items: ID_SCHEMA, maxItems: PAGE_SECTIONS_MAX, example: [3, 1, 2] })
  @IsArray()
  @ArrayMaxSize(PAGE_SECTIONS_MAX)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT_ID, { each: true })
  sectionIds: number[];
}
