import { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadFirstAnswer1795961034941 implements MigrationInterface {
  name = 'LeadFirstAnswer1795961034941';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "general_questions" ADD "first_answered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" ADD "first_answered_at" TIMESTAMP WITH TIME ZONE`);
    // Existing leads take their first answer from their history.
    await queryRunner.query(`UPDATE "service_inquiries" i SET "first_answered_at" = (
      SELECT MIN(s."created_at") FROM "booking_status_changes" s
      WHERE s."booking_kind" = 'service_inquiry' AND s."booking_id" = i."id" AND s."from_status" = 'pending')`);
    await queryRunner.query(`UPDATE "general_questions" q SET "first_answered_at" = LEAST(
      (SELECT MIN(r."created_at") FROM "question_replies" r WHERE r."question_id" = q."id"),
      (SELECT MIN(s."created_at") FROM "booking_status_changes" s
       WHERE s."booking_kind" = 'general_question' AND s."booking_id" = q."id" AND s."from_status" = 'pending'))`);
    await queryRunner.query(`CREATE INDEX "IDX_2aefdd054b9d8ed5130b2b4beb" ON "users"  ("referred_by_code") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_2aefdd054b9d8ed5130b2b4beb"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP COLUMN "first_answered_at"`);
    await queryRunner.query(`ALTER TABLE "general_questions" DROP COLUMN "first_answered_at"`);
  }
}
