import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PageSectionEntity } from '../entities/page-section.entity';
import type { PageEntity } from '../entities/page.entity';

/** An editable block of a static page. */
export class PageSectionDto {
  @ApiProperty({ example: 'hero' })
  sectionKey: string;

  @ApiProperty({ example: 'hero', description: 'How the web renders it (hero, faq, cards, text...)' })
  sectionType: string;

  @ApiProperty({
    example: { heading: 'Our story', paragraphs: ['Founded in 2021, Inspivision has helped 190 businesses launch.'] },
    type: 'object',
    additionalProperties: true,
  })
  content: Record<string, unknown>;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0 })
  orderIndex: number;

  static from(entity: PageSectionEntity): PageSectionDto {
    const { sectionKey, sectionType, content, orderIndex } = entity;
    return { sectionKey, sectionType, content, orderIndex };
  }
}

/** A published static page's text and SEO data. */
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

  @ApiProperty({ type: [PageSectionDto], description: 'Active sections in display order' })
  sections: PageSectionDto[];

  static from(entity: PageEntity, sections: PageSectionEntity[]): StaticPageDto {
    const { slug, title, metaDescription, content } = entity;
    return { slug, title, metaDescription, content, sections: sections.map(PageSectionDto.from) };
  }
}
