import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data only: words visitors use that the assistant's second round of understanding reads as these seeded services
 * (docs/modules/ai.md), added to their "also known as" keywords where staff have not already listed them, on a
 * deployment seeded before. Matched by the seeded titles; a renamed service keeps its keywords as staff left them.
 */
const ADDED_KEYWORDS: Record<string, string[]> = {
  'Digital Marketing': ['email list', 'mailing list'],
  'Branding & Identity Design': ['name ideas', 'come up with name'],
  'Business Systems & Automation': ['talk to each other', 'integrations', 'connected'],
};

export class AssistantServiceKeywords1795972222114 implements MigrationInterface {
  name = 'AssistantServiceKeywords1795972222114';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [title, keywords] of Object.entries(ADDED_KEYWORDS)) {
      await queryRunner.query(
        // At most 80 keywords, the most a service may have (services-admin.dto.ts at the time of writing).
        `UPDATE "services"
         SET "keywords" = ("keywords" || ARRAY(SELECT unnest($1::text[]) EXCEPT SELECT unnest("keywords")))[1:80]
         WHERE "title" = $2`,
        [keywords, title],
      );
    }
  }

  public async down(): Promise<void> {
    // Nothing to undo: the keywords are staff-editable content from here on.
  }
}
