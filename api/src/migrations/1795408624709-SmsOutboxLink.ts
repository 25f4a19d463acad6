import { MigrationInterface, QueryRunner } from 'typeorm';

export class SmsOutboxLink1795408624709 implements MigrationInterface {
  name = 'SmsOutboxLink1795408624709';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sms_logs" ADD "outbox_message_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_3f871a2e473cdf28280a51e276" ON "sms_logs"  ("outbox_message_id") `);
    await queryRunner.query(
      `ALTER TABLE "sms_logs" ADD CONSTRAINT "FK_3f871a2e473cdf28280a51e2760" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_messages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sms_logs" DROP CONSTRAINT "FK_3f871a2e473cdf28280a51e2760"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3f871a2e473cdf28280a51e276"`);
    await queryRunner.query(`ALTER TABLE "sms_logs" DROP COLUMN "outbox_message_id"`);
  }
}
