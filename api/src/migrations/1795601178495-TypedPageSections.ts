import { MigrationInterface, QueryRunner } from 'typeorm';
import { PAGE_SECTION_LIMITS } from '../modules/content/dto/page-section-content.dto';
import { isPageSectionType, sectionContentErrors } from '../modules/content/page-section-content';

interface StoredSection {
  id: number;
  section_type: string;
  content: unknown;
}

/**
 * The content of a section whose type is unknown or whose content does not fit it, as a text section: its old
 * type in the heading, its old content JSON as paragraphs (split by code points at the paragraph length), so
 * nothing is lost and staff can rebuild it before showing it again. Not exported: TypeORM would take any exported
 * function of a migration file for a migration.
 */
function asTextContent({ section_type, content }: StoredSection) {
  const characters = Array.from(JSON.stringify(content));
  const paragraphs: string[] = [];
  for (let start = 0; start < characters.length; start += PAGE_SECTION_LIMITS.text) {
    paragraphs.push(characters.slice(start, start + PAGE_SECTION_LIMITS.text).join(''));
  }
  return { heading: `Former ${section_type} section, hidden until rebuilt`, paragraphs };
}

export class TypedPageSections1795601178495 implements MigrationInterface {
  name = 'TypedPageSections1795601178495';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Before the type check: sections that are not one of the typed shapes become hidden text sections.
    // The rule is the API's own (page-section-content.ts), so what the migration keeps, the API accepts.
    const sections: StoredSection[] = await queryRunner.query(`SELECT id, section_type, content FROM page_sections`);
    for (const section of sections) {
      const { section_type: type, content } = section;
      if (isPageSectionType(type) && sectionContentErrors(type, content).length === 0) continue;
      await queryRunner.query(
        `UPDATE page_sections SET section_type = 'text', is_active = false, content = $2, updated_at = now() WHERE id = $1`,
        [section.id, JSON.stringify(asTextContent(section))],
      );
    }
    await queryRunner.query(
      `ALTER TABLE "page_sections" ADD CONSTRAINT "CHK_page_sections_section_type" CHECK ("section_type" IN ('hero', 'text', 'cards', 'stats', 'steps', 'faq', 'cta'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The converted sections stay text sections: their old shape is in their paragraphs.
    await queryRunner.query(`ALTER TABLE "page_sections" DROP CONSTRAINT "CHK_page_sections_section_type"`);
  }
}
