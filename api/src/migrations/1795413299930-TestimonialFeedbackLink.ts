import { MigrationInterface, QueryRunner } from 'typeorm';

export class TestimonialFeedbackLink1795413299930 implements MigrationInterface {
  name = 'TestimonialFeedbackLink1795413299930';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "testimonials" ADD "feedback_token_id" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_7b16214989f64eceb9a49cbeb9" ON "testimonials"  ("feedback_token_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_7b16214989f64eceb9a49cbeb9"`);
    await queryRunner.query(`ALTER TABLE "testimonials" DROP COLUMN "feedback_token_id"`);
  }
}
