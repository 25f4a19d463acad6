import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_SERVICES } from '../modules/content/seeds/services.data';

/**
 * Data only: a deployment seeded before services had keywords gets the starter vocabulary on its seeded services
 * (matched by title) whose keywords staff have not filled, so the assistant understands visitors there as on a
 * fresh install. Reads the seed as it is when this runs, once; staff edits are never overwritten.
 */
export class StarterServiceKeywords1795700000000 implements MigrationInterface {
  name = 'StarterServiceKeywords1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const service of SEED_SERVICES) {
      if (!service.keywords?.length) continue;
      await queryRunner.query(`UPDATE "services" SET "keywords" = $1 WHERE "title" = $2 AND "keywords" = '{}'`, [
        service.keywords,
        service.title,
      ]);
    }
  }

  public async down(): Promise<void> {
    // Nothing to undo: the keywords are staff-editable content from here on.
  }
}
