import { ApiExtraModels, ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PageSectionType } from '../content.constants';
import type { PageSectionEntity } from '../entities/page-section.entity';
import type { PageEntity } from '../entities/page.entity';
import { sectionListSchema, sectionVariants } from './page-section-content.dto';

/** An editable block of a static page; its schemas are the variants below, one per section type. */
export class PageSectionDto {
  @ApiProperty({ example: 'hero' })
  sectionKey: string;

  sectionType: PageSectionType;

  /** Of the type's content class (dto/page-section-content.dto.ts). */
  content: Record<string, unknown>;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0 })
  orderIndex: number;

  static from(entity: PageSectionEntity): PageSectionDto {
    const { sectionKey, sectionType, content, orderIndex } = entity;
    return { sectionKey, sectionType, content, orderIndex };
  }
}

const PAGE_SECTION_VARIANTS = sectionVariants(PageSectionDto);

/** A published static page's text and SEO data. */
@ApiExtraModels(...PAGE_SECTION_VARIANTS)
@ApiSchema({ description: "A published static page's text and SEO data" })
export class StaticPageDto {
  @ApiProperty({ example: 'about' })
  slug: string;

  @ApiProperty({ example: 'About Inspivision', description: 'The document <title>' })
  title: string;

  @ApiProperty({
    example: 'Who we are: a US business-launch agency helping founders form, brand and grow.',
    type: String,
    nullable: true,
  })
  metaDescription: string | null;

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

  @ApiProperty({ ...sectionListSchema(PAGE_SECTION_VARIANTS), description: 'Active sections in display order' })
  sections: PageSectionDto[];

  static from(entity: PageEntity, sections: PageSectionEntity[]): StaticPageDto {
    const { slug, title, metaDescription, content } = entity;
    return { slug, title, metaDescription, content, sections: sections.map(PageSectionDto.from) };
  }
}
