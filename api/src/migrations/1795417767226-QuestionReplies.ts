import { MigrationInterface, QueryRunner } from 'typeorm';

export class QuestionReplies1795417767226 implements MigrationInterface {
  name = 'QuestionReplies1795417767226';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "question_replies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "question_id" uuid NOT NULL, "message" text NOT NULL, "outbox_message_id" uuid, "sent_by_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2f792f5a3e6b954d3d4b93dfc86" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_fd64fe4bc74d0a9277cf52c3f6" ON "question_replies"  ("question_id") `);
    await queryRunner.query(
      `ALTER TABLE "question_replies" ADD CONSTRAINT "FK_fd64fe4bc74d0a9277cf52c3f6e" FOREIGN KEY ("question_id") REFERENCES "general_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "question_replies" ADD CONSTRAINT "FK_91cdf1d11c77d0d7c3143dfadd2" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_messages"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "question_replies" ADD CONSTRAINT "FK_482a2886da192ffbd9196a25b16" FOREIGN KEY ("sent_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "question_replies" DROP CONSTRAINT "FK_482a2886da192ffbd9196a25b16"`);
    await queryRunner.query(`ALTER TABLE "question_replies" DROP CONSTRAINT "FK_91cdf1d11c77d0d7c3143dfadd2"`);
    await queryRunner.query(`ALTER TABLE "question_replies" DROP CONSTRAINT "FK_fd64fe4bc74d0a9277cf52c3f6e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fd64fe4bc74d0a9277cf52c3f6"`);
    await queryRunner.query(`DROP TABLE "question_replies"`);
  }
}
