import { MigrationInterface, QueryRunner } from 'typeorm';

export class LiveVerificationCode1795404427096 implements MigrationInterface {
  name = 'LiveVerificationCode1795404427096';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_verification_codes_live" ON "verification_codes"  ("email", "type") WHERE NOT "used"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_verification_codes_live"`);
  }
}
