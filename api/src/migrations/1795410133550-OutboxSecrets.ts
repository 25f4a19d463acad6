import { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxSecrets1795410133550 implements MigrationInterface {
  name = 'OutboxSecrets1795410133550';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "contains_secret" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "contains_secret"`);
  }
}
