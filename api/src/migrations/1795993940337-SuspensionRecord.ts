import { MigrationInterface, QueryRunner } from 'typeorm';

export class SuspensionRecord1795993940337 implements MigrationInterface {
  name = 'SuspensionRecord1795993940337';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "suspended_by_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_b48087efa6efd20ae0cf455bce8" FOREIGN KEY ("suspended_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_b48087efa6efd20ae0cf455bce8"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "suspended_by_id"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "suspended_at"`);
  }
}
