import { ApiProperty } from '@nestjs/swagger';
import type { PageSectionEntity } from '../entities/page-section.entity';
import type { PageEntity } from '../entities/page.entity';

/** An editable block of a static page. */
export class PageSectionDto {
  @ApiProperty({ example: 'hero' })
  sectionKey: string;

  @ApiProperty({ example: 'hero', description: 'How the web renders it (hero, faq, cards, text...)' })
  sectionType: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  content: Record<string, unknown>;

  @ApiProperty({ example: 0 })
  orderIndex: number;

  static from(entity: PageSectionEntity): PageSectionDto {
    const { sectionKey, sectionType, content, orderIndex } = entity;
    return { sectionKey, sectionType, content, orderIndex };
  }
}

/** A published static page's text and SEO data. */
export class StaticPageDto {
  @ApiProperty({ example: 'about' })
  slug: string;

  @ApiProperty({ description: 'The document <title>' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  metaDescription: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Page-specific JSON' })
  content: Record<string, unknown>;

  @ApiProperty({ type: [PageSectionDto], description: 'Active sections in display order' })
  sections: PageSectionDto[];

  static from(entity: PageEntity, sections: PageSectionEntity[]): StaticPageDto {
    const { slug, title, metaDescription, content } = entity;
    return { slug, title, metaDescription, content, sections: sections.map(PageSectionDto.from) };
  }
}
