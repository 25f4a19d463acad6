import { MigrationInterface, QueryRunner } from 'typeorm';

/** A service's "also known as" words, which the assistant recognises in questions (ServiceEntity.keywords). */
export class ServiceKeywords1795612681072 implements MigrationInterface {
  name = 'ServiceKeywords1795612681072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "services" ADD "keywords" text array NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "services" DROP COLUMN "keywords"`);
  }
}
