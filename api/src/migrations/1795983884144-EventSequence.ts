import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventSequence1795983884144 implements MigrationInterface {
  name = 'EventSequence1795983884144';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_events" ADD "sequence" SERIAL NOT NULL`);
    await queryRunner.query(`ALTER TABLE "onboarding_events" ADD "sequence" SERIAL NOT NULL`);
    await queryRunner.query(`ALTER TABLE "proposal_events" ADD "sequence" SERIAL NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP COLUMN "sequence"`);
    await queryRunner.query(`ALTER TABLE "onboarding_events" DROP COLUMN "sequence"`);
    await queryRunner.query(`ALTER TABLE "invoice_events" DROP COLUMN "sequence"`);
  }
}
