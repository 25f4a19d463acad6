import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectsPortal1795943098812 implements MigrationInterface {
  name = 'ProjectsPortal1795943098812';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "project_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "project_id" uuid NOT NULL, "author_user_id" uuid, "body" character varying(5000) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_3c4e3af33a7c9a3249fe4dd49f" CHECK (char_length("body") >= 1), CONSTRAINT "PK_2d41dc22b10c9ef4955026c4865" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_2383712ed26f4fcfa19c507896" ON "project_notes"  ("project_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a6b95e3fd9f462df76a34589a3" ON "project_notes"  ("author_user_id") `);
    await queryRunner.query(`ALTER TABLE "onboarding_tasks" ADD "questionnaire_kind" character varying(50)`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "completed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "client_message_notice_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "staff_message_notice_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "project_documents" ADD "scan_status" character varying(20) NOT NULL DEFAULT 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "project_documents" ADD "scanned_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "project_messages" ADD "read_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" ADD "project_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "questionnaire_responses" ADD "status" character varying(20) NOT NULL DEFAULT 'draft'`,
    );
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" ADD "submitted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "IDX_a1b8d66c016d5e94b93fbf836e" ON "project_messages"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_b8c1788e5b70f9ed5267b64aba" ON "questionnaire_responses"  ("project_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_questionnaire_responses_one_draft" ON "questionnaire_responses"  ("user_id", "kind") WHERE status = 'draft'`,
    );
    await queryRunner.query(
      `ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "CHK_a254aa56e04aa8cffe6d4c59a1" CHECK ("status" IN ('draft', 'submitted'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_notes" ADD CONSTRAINT "FK_2383712ed26f4fcfa19c5078962" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_notes" ADD CONSTRAINT "FK_a6b95e3fd9f462df76a34589a3f" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "FK_b8c1788e5b70f9ed5267b64aba0" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "FK_b8c1788e5b70f9ed5267b64aba0"`);
    await queryRunner.query(`ALTER TABLE "project_notes" DROP CONSTRAINT "FK_a6b95e3fd9f462df76a34589a3f"`);
    await queryRunner.query(`ALTER TABLE "project_notes" DROP CONSTRAINT "FK_2383712ed26f4fcfa19c5078962"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "CHK_a254aa56e04aa8cffe6d4c59a1"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_questionnaire_responses_one_draft"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b8c1788e5b70f9ed5267b64aba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a1b8d66c016d5e94b93fbf836e"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP COLUMN "submitted_at"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP COLUMN "project_id"`);
    await queryRunner.query(`ALTER TABLE "project_messages" DROP COLUMN "read_at"`);
    await queryRunner.query(`ALTER TABLE "project_documents" DROP COLUMN "scanned_at"`);
    await queryRunner.query(`ALTER TABLE "project_documents" DROP COLUMN "scan_status"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "staff_message_notice_at"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "client_message_notice_at"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "completed_at"`);
    await queryRunner.query(`ALTER TABLE "onboarding_tasks" DROP COLUMN "questionnaire_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a6b95e3fd9f462df76a34589a3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2383712ed26f4fcfa19c507896"`);
    await queryRunner.query(`DROP TABLE "project_notes"`);
  }
}
